import { offerTemplateConfig } from "@signage/shared";
import { renderAsync } from '@resvg/resvg-js';
import { renderOfferSvg } from './index.js';
import { sampleOffer } from './sample.js';
const data = await sampleOffer();
const cfg = offerTemplateConfig(null).config;
const files = new Map();
const svg = await renderOfferSvg(cfg, data, files, 'vertical');
const noimg = svg.replace(/<image [^>]*>/g, '');
const stat = (ts: number[]) => { ts.sort((a, b) => a - b); return `min ${ts[0].toFixed(0)} med ${ts[ts.length >> 1].toFixed(0)}`; };
for (const [name, s, opts] of [['default', svg, {}], ['imgSpeed', svg, { imageRendering: 1 }], ['noimg', noimg, {}], ['default', svg, {}], ['imgSpeed', svg, { imageRendering: 1 }]] as const) {
  const ts: number[] = [];
  for (let i = 0; i < 15; i++) { const t = performance.now(); await renderAsync(s, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff', ...opts } as any); ts.push(performance.now() - t); }
  console.log(name, stat(ts));
}
