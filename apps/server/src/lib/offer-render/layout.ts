import { DEFAULT_FONT, type TemplateConfig, type TemplateElement } from '@signage/shared';
import { EXTENDED_FONT } from './fonts.js';
import { slotImage } from './images.js';
import { planQr, qrText } from './qr.js';

type Style = Record<string, string | number>;
export interface Node {
  type: 'div' | 'img';
  props: { style: Style; src?: string; width?: number; height?: number; children?: Array<Node | string> | string };
}

export interface LayoutInput {
  config: TemplateConfig;
  fields: Readonly<Record<string, string | undefined>>;
  images: readonly Buffer[];
  files: ReadonlyMap<string, Buffer>;
}

const PLACEHOLDER = '#d9d9d9';
const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

const box = (el: { x: number; y: number; w: number; h: number }): Style => ({
  position: 'absolute',
  left: el.x,
  top: el.y,
  width: el.w,
  height: el.h,
  display: 'flex',
});

function colour(config: TemplateConfig, ref: string): string {
  return config.colours[ref] ?? ref;
}

/** The bytes an image element shows: an offer image by index or a template file (undefined: missing). */
function imageData(input: LayoutInput, el: Extract<TemplateElement, { type: 'image' }>): Buffer | undefined {
  return 'offerImage' in el.source ? input.images[el.source.offerImage] : input.files.get(el.source.file);
}

function fontOf(config: TemplateConfig, name: string | undefined): { family: string; weight: number } {
  const font = name ? config.fonts[name] : undefined;
  if (!font) return { family: DEFAULT_FONT, weight: 400 };
  return 'bundled' in font
    ? { family: font.bundled, weight: font.weight }
    : { family: name as string, weight: font.weight };
}

function text(input: LayoutInput, el: Extract<TemplateElement, { type: 'text' }>): Node | null {
  const raw = el.field ? input.fields[el.field] : el.text;
  if (!raw) return null;
  const font = fontOf(input.config, el.font);
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
              fontFamily: `"${font.family}", "${DEFAULT_FONT}", "${EXTENDED_FONT}"`,
              fontWeight: el.fontWeight ?? font.weight,
              fontSize: el.fontSize,
              lineHeight: el.lineHeight,
              color: colour(input.config, el.colour),
              textAlign: el.align,
              textTransform: el.uppercase ? 'uppercase' : 'none',
              lineClamp: el.maxLines,
              textOverflow: 'ellipsis',
            },
            children: `${el.prefix ?? ''}${raw}${el.suffix ?? ''}`,
          },
        },
      ],
    },
  };
}

async function image(input: LayoutInput, el: Extract<TemplateElement, { type: 'image' }>): Promise<Node> {
  const data = imageData(input, el);
  const src = data ? await slotImage(data, el.w, el.h, el.fit) : null;
  // Clipping (overflow, radius) costs resvg a mask: only where a corner radius asks for it.
  const style: Style = { ...box(el), ...(el.radius > 0 ? { borderRadius: el.radius, overflow: 'hidden' } : {}) };
  if (!src) return { type: 'div', props: { style: { ...style, backgroundColor: PLACEHOLDER } } };
  return { type: 'img', props: { src, width: el.w, height: el.h, style } };
}

/** The QR code as a vector SVG image, whole pixels per module, centred in its box. */
function qr(input: LayoutInput, el: Extract<TemplateElement, { type: 'qr' }>): Node | null {
  const value = qrText(el, input.fields);
  const plan = value
    ? planQr(el, value, { dark: colour(input.config, el.colour), light: colour(input.config, el.background) })
    : null;
  if (!plan) return null;
  const { side } = plan;
  return {
    type: 'img',
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(plan.svg).toString('base64')}`,
      width: side,
      height: side,
      style: { ...box({ x: el.x + plan.left, y: el.y + plan.top, w: side, h: side }) },
    },
  };
}

async function element(input: LayoutInput, el: TemplateElement): Promise<Node | null> {
  if (el.type === 'text') return text(input, el);
  if (el.type === 'qr') return qr(input, el);
  if (el.type === 'image') return image(input, el);
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
 * The satori tree of the given elements (later ones on top), and for each
 * <img> in document order whether it needs its clip (a corner radius).
 */
export async function canvasTree(
  input: LayoutInput,
  elements: readonly TemplateElement[],
  width: number,
  height: number,
) {
  const parts = await Promise.all(elements.map((el) => element(input, el)));
  const children = parts.filter((p): p is Node => p !== null);
  const clipped = children.filter((c) => c.type === 'img').map((c) => c.props.style.overflow === 'hidden');
  const tree: Node = {
    type: 'div',
    props: { style: { display: 'flex', position: 'relative', width, height }, children },
  };
  return { tree, clipped };
}
