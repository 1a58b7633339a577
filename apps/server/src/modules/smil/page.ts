import { groupPairingCode, PRODUCT_NAME } from '@signage/shared';
import { xmlEscape } from './render.js';

/** The pairing screen of a SMIL player (a page its `ref` shows): the code as the web player shows it. */
export function pairingPage(code: string, device: string, serverUrl: string): string {
  const esc = xmlEscape;
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Bildschirm koppeln</title>
<style>html,body{margin:0;height:100%;background:#111;color:#fff;font-family:sans-serif}
main{display:flex;flex-direction:column;align-items:center;justify-content:center;height:100%;gap:2vh;text-align:center}
.code{font-size:14vh;letter-spacing:.15em;font-weight:700}.small{font-size:2.5vh;opacity:.8}</style></head>
<body><main><h1>${esc(PRODUCT_NAME)}: Bildschirm koppeln</h1>
<div class="code">${esc(groupPairingCode(code))}</div>
<p>Geben Sie diesen Code in der Verwaltung unter Geräte → Bildschirm koppeln ein.</p>
<p class="small">Gerät ${esc(device)} · Server ${esc(serverUrl)}</p></main></body></html>`;
}
