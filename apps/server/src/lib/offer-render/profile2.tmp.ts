import { offerTemplateConfig } from "@signage/shared";
import { renderAsync } from '@resvg/resvg-js';
import { renderOfferSvg } from './index.js';
import { sampleOffer } from './sample.js';
const data = await sampleOffer();
const cfg = offerTemplateConfig(null).config;
const files = new Map();
const svg = await renderOfferSvg(cfg, data, files, 'vertical');
const noimg = svg.replace(/<image [^>]*>/g, '');
const images = svg.match(/<image [^>]*>/g)!;
console.log('images', images.length, images.map(i => i.length));
const nopath = svg.replace(/<path [^>]*>/g, '');
console.log('paths', svg.match(/<path [^>]*>/g)?.length);
for (const [name, s] of [['full', svg], ['noimg', noimg], ['nopath', nopath]] as const) {
  const ts: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); await renderAsync(s, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' }); ts.push(performance.now() - t); }
  console.log(name, ts.map(t => t.toFixed(0)).join(' '));
}
console.log(svg.slice(0, 1500));
