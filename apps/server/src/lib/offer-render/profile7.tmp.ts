import { readFileSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
const svg = readFileSync('/work/tmp/v-noimg.svg', 'utf8').replace(/<rect x="0" y="0" width="1080" height="1920" fill="#0b3d5c"\/>/, '');
const N = 15;
async function cpu(name: string, f: () => Promise<unknown>) {
  await f();
  const c = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < N; i++) await f();
  const u = process.cpuUsage(c);
  console.log(name.padEnd(14), 'cpu', ((u.user + u.system) / 1000 / N).toFixed(1), 'wall', ((performance.now() - t) / N).toFixed(1));
}
const photo = await sharp({ create: { width: 1080, height: 820, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
const base = () => sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#0b3d5c' } }).composite([{ input: photo, left: 0, top: 0 }]);
await cpu('A resvg+comp', async () => {
  const img = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const overlay = await sharp(img.pixels, { raw: { width: 1080, height: 1920, channels: 4, premultiplied: true } }).png({ compressionLevel: 0 }).toBuffer();
  return base().composite([{ input: photo, left: 0, top: 0 }, { input: img.pixels, raw: { width: 1080, height: 1920, channels: 4, premultiplied: true } as any, left: 0, top: 0 }]).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
});
await cpu('A2 resvg+comp', async () => {
  const img = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return base().composite([{ input: photo, left: 0, top: 0 }, { input: img.pixels, raw: { width: 1080, height: 1920, channels: 4, premultiplied: true } as any, left: 0, top: 0 }]).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
});
await cpu('B librsvg', async () => base().composite([{ input: photo, left: 0, top: 0 }, { input: Buffer.from(svg), left: 0, top: 0 }]).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer());
await cpu('base only', async () => base().png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer());
await cpu('resvg only', async () => renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }));
