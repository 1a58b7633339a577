import { DEFAULT_FONT, type TemplateConfig, type TemplateElement, WHOLE_TEXT_FIELDS } from '@signage/shared';
import { EXTENDED_FONT, SYMBOL_FONT } from './fonts.js';

type Style = Record<string, string | number>;
export interface Node {
  type: 'div';
  /** Names a text's own node so satori's onNodeDetected reports its laid-out box (fit.ts). */
  key?: string;
  props: { style: Style; children?: Array<Node | string> | string };
}

export interface LayoutInput {
  config: TemplateConfig;
  fields: Readonly<Record<string, string | undefined>>;
}

/** What satori lays out: texts and shapes. Pictures and QR codes are composited by sharp (index.ts). */
export type VectorElement = Extract<TemplateElement, { type: 'text' | 'rect' }>;
export type TextElement = Extract<TemplateElement, { type: 'text' }>;

/**
 * How a text is drawn: its size, and the lines it is cut to with "…" (null: never cut — the fit found a
 * size at which the whole text lies inside its box, or the text is one of WHOLE_TEXT_FIELDS).
 */
export interface TextPlan {
  fontSize: number;
  clamp: number | null;
}

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

/** The text an element shows (prefix and suffix included), or null when its field is empty. */
export function textContent(input: LayoutInput, el: TextElement): string | null {
  const raw = el.field ? input.fields[el.field] : el.text;
  return raw ? `${el.prefix ?? ''}${raw}${el.suffix ?? ''}` : null;
}

/** True for a text that is never cut with "…" (a field of the price or the trip). */
export const mustStayWhole = (el: TextElement) => !!el.field && WHOLE_TEXT_FIELDS.includes(el.field);

/**
 * The style of a text's own node at a size: the box's width, lines wrapped at spaces (a longer word
 * breaks), line breaks of the value kept ('pre-line'), never shrunk by its box (so its laid-out height is
 * the text's), and with `clamp` at most that many lines, the last ending with "…".
 */
export function textStyle(config: TemplateConfig, el: TextElement, fontSize: number, clamp: number | null): Style {
  const font = fontOf(config, el.font);
  return {
    display: 'block',
    flexShrink: 0,
    width: el.w,
    fontFamily: `"${font.family}", "${DEFAULT_FONT}", "${EXTENDED_FONT}", "${SYMBOL_FONT}"`,
    fontWeight: el.fontWeight ?? font.weight,
    fontSize,
    lineHeight: el.lineHeight,
    color: colour(config, el.colour),
    textAlign: el.align,
    textTransform: el.uppercase ? 'uppercase' : 'none',
    whiteSpace: 'pre-line',
    wordBreak: 'break-word',
    ...(clamp === null ? {} : { lineClamp: clamp, textOverflow: 'ellipsis' }),
  };
}

function text(input: LayoutInput, el: TextElement, index: number, plan: TextPlan): Node | null {
  const content = textContent(input, el);
  if (!content) return null;
  return {
    type: 'div',
    props: {
      style: { ...box(el), flexDirection: 'column', justifyContent: JUSTIFY[el.verticalAlign] },
      children: [
        {
          type: 'div',
          key: textKey(index),
          props: { style: textStyle(input.config, el, plan.fontSize, plan.clamp), children: content },
        },
      ],
    },
  };
}

/** The node key of the text at an element index (onNodeDetected reports it). */
export const textKey = (index: number) => `text-${index}`;

function shape(input: LayoutInput, el: Extract<VectorElement, { type: 'rect' }>): Node {
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

/**
 * The satori tree of the given texts and shapes (later ones on top) on a transparent canvas; each text
 * drawn as its plan says (default: its configured size, uncut).
 */
export function canvasTree(
  input: LayoutInput,
  elements: readonly VectorElement[],
  size: { width: number; height: number },
  plans: ReadonlyMap<number, TextPlan> = new Map(),
): Node {
  const children = elements
    .map((el, i) =>
      el.type === 'text'
        ? text(input, el, i, plans.get(i) ?? { fontSize: el.fontSize, clamp: null })
        : shape(input, el),
    )
    .filter((p): p is Node => p !== null);
  return { type: 'div', props: { style: { display: 'flex', position: 'relative', ...size }, children } };
}
