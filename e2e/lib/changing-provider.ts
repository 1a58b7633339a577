// A local offer provider (docs/OFFER-PROVIDER.md shape) whose answers a spec changes while it runs: it logs
// every question about an offer (when, and what it answered), which the spec compares with the re-checks.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { weekOffer } from './local-provider.js';

export interface ProviderOffer {
  id: string;
  hotelName: string;
  price: number;
  [field: string]: unknown;
}

/** One answer about an offer: 'gone' when it answered 404. */
export interface Asked {
  at: number;
  offerId: string;
  answer: { price: number } | 'gone';
}

export interface ChangingProvider {
  origin: string;
  log: Asked[];
  /** Sets what the provider answers about `id` from now on ('gone': 404, the offer was withdrawn). */
  answer(id: string, offer: ProviderOffer | 'gone'): void;
  close(): Promise<void>;
}

/** An offer of the provider's shape, departure in 40 days, its gallery on the provider (three pictures). */
export function offerOf(origin: string, id: string, hotelName: string, price: number): ProviderOffer {
  return weekOffer({
    id,
    hotelName,
    destination: 'Mallorca',
    region: 'Cala Millor',
    price,
    gallery: ['strand', 'pool', 'zimmer'].map((n) => `${origin}/img/${id}-${n}.png`),
    offerHost: 'Veranstalter: Nachweis-Reisen GmbH',
  });
}

export async function startChangingProvider(): Promise<ChangingProvider> {
  const offers = new Map<string, ProviderOffer | 'gone'>();
  const log: Asked[] = [];
  const pictures = new Map<string, Buffer>();
  const picture = async (name: string) => {
    const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
    const png =
      pictures.get(name) ??
      (await sharp({ create: { width: 900, height: 600, channels: 3, background: `hsl(${hue},55%,55%)` } })
        .png()
        .toBuffer());
    pictures.set(name, png);
    return png;
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, type: string, body: Buffer | string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    const offer = /^\/offers\/([\w-]+)$/.exec(path);
    if (offer) {
      const id = offer[1] as string;
      const found = offers.get(id);
      if (!found) return send(404, 'application/json', '{}');
      log.push({ at: Date.now(), offerId: id, answer: found === 'gone' ? 'gone' : { price: found.price } });
      return found === 'gone'
        ? send(404, 'application/json', '{}')
        : send(200, 'application/json', JSON.stringify(found));
    }
    const image = /^\/img\/([\w-]+)\.png$/.exec(path);
    if (image) {
      picture(image[1] as string).then(
        (png) => send(200, 'image/png', png),
        () => send(500, 'text/plain', 'render failed'),
      );
      return;
    }
    send(404, 'text/plain', 'not found');
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    log,
    answer: (id, offer) => offers.set(id, offer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
