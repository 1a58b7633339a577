import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { localOffer, SLOW_OFFER_DELAY_MS, SLOW_OFFER_ID } from './local-provider.js';

/**
 * A stand-in for the map's tile source and the hotels' picture host (no internet in tests):
 * GET /{z}/{x}/{y}.png answers a generated 256×256 PNG, GET /img/{name}-{width}.png a picture of that
 * width (3:2), GET /requests lists every path asked for so far (the spec checks what the browser loaded),
 * GET /offers/{id} the local offer provider's answer (local-provider.ts).
 */
export async function startTileServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const requests: string[] = [];
  const tile = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
        <rect width="256" height="256" fill="#e8efe3"/>
        <path d="M0 0.5H256M0.5 0V256" stroke="#b9c7b0" stroke-width="1"/>
        <path d="M0 128H256M128 0V256" stroke="#d3ddcc" stroke-width="1"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();
  const pictures = new Map<string, Buffer>();
  const picture = async (name: string, width: number) => {
    const key = `${name}-${width}`;
    const cached = pictures.get(key);
    if (cached) return cached;
    const height = Math.round((width * 2) / 3);
    const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
          <rect width="100%" height="100%" fill="hsl(${hue},55%,55%)"/>
          <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(width / 10)}" fill="#fff"
            text-anchor="middle" dominant-baseline="middle">${name} · ${width}px</text>
        </svg>`,
      ),
    )
      .png()
      .toBuffer();
    pictures.set(key, png);
    return png;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, type: string, body: Buffer | string) => {
      res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
      res.end(body);
    };
    if (path === '/requests') return send(200, 'application/json', JSON.stringify(requests));
    const offer = /^\/offers\/([\w-]+)$/.exec(path);
    if (offer?.[1] === SLOW_OFFER_ID) {
      requests.push(path);
      setTimeout(() => send(200, 'application/json', '{}'), SLOW_OFFER_DELAY_MS);
      return;
    }
    if (offer) {
      const found = localOffer(`http://127.0.0.1:${(pictureHost.address() as AddressInfo).port}`, offer[1] as string);
      return found ? send(200, 'application/json', JSON.stringify(found)) : send(404, 'application/json', '{}');
    }
    const image = /^\/img\/([\w-]+)-(\d{2,4})\.png$/.exec(path);
    if (/^\/\d+\/\d+\/\d+\.png$/.test(path)) {
      requests.push(path);
      return send(200, 'image/png', tile);
    }
    if (image) {
      requests.push(path);
      picture(image[1] as string, Number(image[2])).then(
        (png) => send(200, 'image/png', png),
        () => send(500, 'text/plain', 'render failed'),
      );
      return;
    }
    send(404, 'text/plain', 'not found');
  };
  const server = createServer(handle);
  // The local provider's pictures lie on a second port: another origin than MAP_TILE_URL's, which the content
  // security policy allows for the map.
  const pictureHost = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => pictureHost.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => pictureHost.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
