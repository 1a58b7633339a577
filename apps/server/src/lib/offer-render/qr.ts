import { QR_MIN_MODULE_PX, QR_QUIET_ZONE_MODULES, type TemplateElement } from '@signage/shared';
import QRCode from 'qrcode';

type QrElement = Extract<TemplateElement, { type: 'qr' }>;
const LEVELS = ['H', 'Q', 'M', 'L'] as const;

export interface QrPlan {
  /** Pixels per module (whole, at least QR_MIN_MODULE_PX) and the side of the code incl. quiet zone. */
  modulePx: number;
  side: number;
  /** Offset of the code inside the element's box (centred, whole pixels). */
  left: number;
  top: number;
  svg: string;
}

/** The text a qr element encodes: its field, else its fallback field; null when both are empty. */
export function qrText(el: QrElement, fields: Readonly<Record<string, string | undefined>>): string | null {
  return fields[el.field]?.trim() || fields[el.fallbackField]?.trim() || null;
}

/** Dark modules as one path, row runs merged (M x y h n v1 h-n z). */
function modulePath(size: number, dark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const from = col;
      while (col < size && dark(row, col)) col++;
      d += `M${from + QR_QUIET_ZONE_MODULES} ${row + QR_QUIET_ZONE_MODULES}h${col - from}v1h${from - col}z`;
    }
  }
  return d;
}

/**
 * The QR code of a text for a box (qrcode from npm encodes; we only draw): the configured error
 * correction, or a lower one when the code would otherwise need modules under QR_MIN_MODULE_PX. null
 * when the text does not fit the box readably at any level — the element is then left out.
 */
export function planQr(el: QrElement, text: string, colours: { dark: string; light: string }): QrPlan | null {
  const boxSide = Math.min(el.w, el.h);
  for (const level of LEVELS.slice(LEVELS.indexOf(el.errorCorrection))) {
    let code: QRCode.QRCode;
    try {
      code = QRCode.create(text, { errorCorrectionLevel: level });
    } catch {
      return null; // longer than any QR code holds
    }
    const size = code.modules.size;
    const modules = size + 2 * QR_QUIET_ZONE_MODULES;
    const modulePx = Math.floor(boxSide / modules);
    if (modulePx < QR_MIN_MODULE_PX) continue;
    const side = modules * modulePx;
    const d = modulePath(size, (r, c) => code.modules.get(r, c) === 1);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">` +
      `<rect width="${modules}" height="${modules}" fill="${colours.light}"/><path d="${d}" fill="${colours.dark}"/></svg>`;
    return {
      modulePx,
      side,
      left: Math.floor((el.w - side) / 2),
      top: Math.floor((el.h - side) / 2),
      svg,
    };
  }
  return null;
}
