import { offerTemplateConfig } from "@signage/shared";
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { renderOfferSvg, renderOffer } from './index.js';
import { sampleOffer } from './sample.js';
const data = await sampleOffer();
const cfg = offerTemplateConfig(null).config;
const files = new Map();
for (let r = 0; r < 6; r++) {
  for (const o of ['vertical', 'horizontal'] as const) {
    let t = performance.now();
    const svg = await renderOfferSvg(cfg, data, files, o);
    const t1 = performance.now();
    const img = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' });
    const t2 = performance.now();
    const png = await sharp(img.pixels, { raw: { width: img.width, height: img.height, channels: 4 } }).removeAlpha().png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
    const t3 = performance.now();
    console.log(o, 'svg', (t1 - t).toFixed(0), 'raster', (t2 - t1).toFixed(0), 'png', (t3 - t2).toFixed(0), 'svglen', svg.length, 'png', png.length);
  }
  const t = performance.now();
  await Promise.all([renderOffer(cfg, data, files, 'vertical'), renderOffer(cfg, data, files, 'horizontal')]);
  console.log('pair', (performance.now() - t).toFixed(0));
}
