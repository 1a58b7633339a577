import { readFileSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
const svg = readFileSync('/work/tmp/v-noimg.svg', 'utf8');
const noqr = svg.replace(/<image [^>]*>/g, '');
const nopath = svg.replace(/<path [^>]*>/g, '');
const N = 15;
async function cpu(name: string, s: string, o = {}) {
  const c = process.cpuUsage();
  for (let i = 0; i < N; i++) await renderAsync(s, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, ...o });
  const u = process.cpuUsage(c);
  console.log(name.padEnd(12), ((u.user + u.system) / 1000 / N).toFixed(1));
}
await cpu('warm', svg);
await cpu('full', svg);
await cpu('full-bg', svg, { background: '#fff' });
await cpu('noqr', noqr);
await cpu('nopath', nopath);
const qr = svg.match(/<image [^>]*>/)![0];
console.log(qr.slice(0, 300));
await cpu('empty', '<svg width="1080" height="1920" xmlns="http://www.w3.org/2000/svg"></svg>');
await cpu('onerect', '<svg width="1080" height="1920" xmlns="http://www.w3.org/2000/svg"><rect width="1080" height="1920" fill="#0b3d5c"/></svg>');
const { Resvg } = await import('@resvg/resvg-js');
{ const c = process.cpuUsage(); for (let i = 0; i < N; i++) { const r = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }); r.render(); } const u = process.cpuUsage(c); console.log('sync full', ((u.user + u.system) / 1000 / N).toFixed(1)); }
{ const c = process.cpuUsage(); for (let i = 0; i < N; i++) { const r = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }); r.render().pixels; } const u = process.cpuUsage(c); console.log('sync full+pixels', ((u.user + u.system) / 1000 / N).toFixed(1)); }
