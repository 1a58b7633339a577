import { DEFAULT_FONT, type TemplateConfig, type TemplateElement } from '@signage/shared';
import { EXTENDED_FONT, SYMBOL_FONT } from './fonts.js';

type Style = Record<string, string | number>;
export interface Node {
  type: 'div';
  props: { style: Style; children?: Array<Node | string> | string };
}

export interface LayoutInput {
  config: TemplateConfig;
  fields: Readonly<Record<string, string | undefined>>;
}

/** What satori lays out: texts and shapes. Pictures and QR codes are composited by sharp (index.ts). */
export type VectorElement = Extract<TemplateElement, { type: 'text' | 'rect' }>;
const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

const box = (el: { x: number; y: number; w: number; h: number }): Style => ({
  position: 'absolute',
  left: el.x,
  top: el.y,
  width: el.w,
  height: el.h,
  display: 'flex',
});

export function colour(config: TemplateConfig, ref: string): string {
  return config.colours[ref] ?? ref;
}

function fontOf(config: TemplateConfig, name: string | undefined): { family: string; weight: number } {
  const font = name ? config.fonts[name] : undefined;
  if (!font) return { family: DEFAULT_FONT, weight: 400 };
  return 'bundled' in font
    ? { family: font.bundled, weight: font.weight }
    : { family: name as string, weight: font.weight };
}

type TextElement = Extract<TemplateElement, { type: 'text' }>;

/** Average advance of a letter in em (Roboto, mixed case; bold is wider) and of a space. */
const ADVANCE_EM = { regular: 0.53, bold: 0.57, space: 0.25 };

/** Lines the text needs at a size: greedy word wrap with estimated widths (5 % margin). */
function linesNeeded(content: string, size: number, width: number, bold: boolean): number {
  const letter = (bold ? ADVANCE_EM.bold : ADVANCE_EM.regular) * size;
  let lines = 1;
  let used = 0;
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const w = word.length * letter;
    const next = used === 0 ? w : used + ADVANCE_EM.space * size + w;
    if (next * 1.05 <= width || used === 0) used = next;
    else {
      lines++;
      used = w;
    }
    if (used * 1.05 > width) {
      lines += Math.ceil((used * 1.05) / width) - 1; // a word longer than the line breaks (break-word)
      used = (used * 1.05) % width;
    }
  }
  return lines;
}

/**
 * Size and line count that keep a text inside its box: never more lines than the box height holds
 * (the last one ends with "…"), and with minFontSize the size shrinks (2 px steps) until the text's
 * estimated width fits those lines.
 */
export function fitText(el: TextElement, content: string, bold = false): { fontSize: number; lines: number } {
  const linesAt = (size: number) => Math.max(1, Math.min(el.maxLines, Math.floor(el.h / (size * el.lineHeight))));
  let fontSize = el.fontSize;
  while (
    el.minFontSize !== undefined &&
    fontSize - 2 >= el.minFontSize &&
    linesNeeded(content, fontSize, el.w, bold) > linesAt(fontSize)
  ) {
    fontSize -= 2;
  }
  return { fontSize, lines: linesAt(fontSize) };
}

function text(input: LayoutInput, el: TextElement): Node | null {
  const raw = el.field ? input.fields[el.field] : el.text;
  if (!raw) return null;
  const content = `${el.prefix ?? ''}${raw}${el.suffix ?? ''}`;
  const font = fontOf(input.config, el.font);
  const fit = fitText(el, el.uppercase ? content.toUpperCase() : content, (el.fontWeight ?? font.weight) >= 600);
  return {
    type: 'div',
    props: {
      style: { ...box(el), flexDirection: 'column', justifyContent: JUSTIFY[el.verticalAlign] },
      children: [
        {
          type: 'div',
          props: {
            style: {
              display: 'block',
              width: el.w,
              fontFamily: `"${font.family}", "${DEFAULT_FONT}", "${EXTENDED_FONT}", "${SYMBOL_FONT}"`,
              fontWeight: el.fontWeight ?? font.weight,
              fontSize: fit.fontSize,
              lineHeight: el.lineHeight,
              color: colour(input.config, el.colour),
              textAlign: el.align,
              textTransform: el.uppercase ? 'uppercase' : 'none',
              lineClamp: fit.lines,
              textOverflow: 'ellipsis',
              wordBreak: 'break-word',
            },
            children: content,
          },
        },
      ],
    },
  };
}

function element(input: LayoutInput, el: VectorElement): Node | null {
  if (el.type === 'text') return text(input, el);
  return {
    type: 'div',
    props: {
      style: {
        ...box(el),
        backgroundColor: colour(input.config, el.colour),
        opacity: el.opacity,
        borderRadius: el.radius,
      },
    },
  };
}

/** The satori tree of the given texts and shapes (later ones on top) on a transparent canvas. */
export function canvasTree(
  input: LayoutInput,
  elements: readonly VectorElement[],
  width: number,
  height: number,
): Node {
  const children = elements.map((el) => element(input, el)).filter((p): p is Node => p !== null);
  return { type: 'div', props: { style: { display: 'flex', position: 'relative', width, height }, children } };
}
