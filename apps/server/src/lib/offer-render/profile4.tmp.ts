import { offerTemplateConfig } from "@signage/shared";
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { renderOfferSvg } from './index.js';
import { sampleOffer } from './sample.js';
sharp.concurrency(1);
const data = await sampleOffer();
const cfg = offerTemplateConfig(null).config;
const files = new Map();
const N = 10;
async function cpu(name: string, f: () => Promise<unknown>) {
  await f();
  const c = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < N; i++) await f();
  const u = process.cpuUsage(c);
  console.log(name.padEnd(20), 'cpu/op', ((u.user + u.system) / 1000 / N).toFixed(1), 'ms wall/op', ((performance.now() - t) / N).toFixed(1));
}
for (const o of ['vertical', 'horizontal'] as const) {
  const svg = await renderOfferSvg(cfg, data, files, o);
  const noimg = svg.replace(/<image [^>]*>/g, '');
  await cpu(o + ' svg', () => renderOfferSvg(cfg, data, files, o));
  await cpu(o + ' svg noimg', () => renderOfferSvg(cfg, { ...data, images: [] }, files, o));
  await cpu(o + ' raster', () => renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' }));
  await cpu(o + ' raster noimg', () => renderAsync(noimg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' }));
  const img = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' });
  for (const level of [1, 3, 6]) await cpu(o + ' png' + level, () => sharp(img.pixels, { raw: { width: img.width, height: img.height, channels: 4 } }).removeAlpha().png({ compressionLevel: level, adaptiveFiltering: false }).toBuffer());
  console.log('clip-path in images', (svg.match(/<image [^>]*clip-path/g) ?? []).length);
}
