import { WHOLE_TEXT_MIN_PX } from '@signage/shared';
import satori, { type Font, type SatoriNode } from 'satori';
import {
  canvasTree,
  type LayoutInput,
  mustStayWhole,
  type Node,
  type TextElement,
  type TextPlan,
  textContent,
  textKey,
  textStyle,
  type VectorElement,
} from './layout.js';

type Size = { width: number; height: number };
type Width = { width: number; height?: number };

/** Lines a text's box holds at a size: what its height takes (at least one), at most maxLines. */
export function linesHeld(el: TextElement, fontSize: number): number {
  return Math.max(1, Math.min(el.maxLines, Math.floor((el.h + 0.5) / (fontSize * el.lineHeight))));
}

/** True when a text laid out at a size (its height in px, by satori) lies inside its box, within maxLines. */
export function fitsBox(el: TextElement, fontSize: number, height: number): boolean {
  return height <= el.h + 0.5 && Math.round(height / (fontSize * el.lineHeight)) <= el.maxLines;
}

/** The sizes a text may shrink to, largest first: 2 px steps down to minFontSize (whole texts: further). */
function smallerSizes(el: TextElement): number[] {
  const floor = mustStayWhole(el) ? Math.min(WHOLE_TEXT_MIN_PX, el.fontSize) : (el.minFontSize ?? el.fontSize);
  const sizes: number[] = [];
  for (let size = el.fontSize - 2; size >= floor; size -= 2) sizes.push(size);
  return sizes;
}

/** satori's SVG of a tree and the box of every keyed node (the texts' own nodes). */
async function layOut(
  tree: Node,
  size: Width,
  fonts: Font[],
): Promise<{ svg: string; nodes: Map<string, SatoriNode> }> {
  const nodes = new Map<string, SatoriNode>();
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    ...(size.height === undefined ? { width: size.width } : { width: size.width, height: size.height }),
    fonts,
    onNodeDetected: (node) => {
      if (typeof node.key === 'string') nodes.set(node.key, node);
    },
  });
  return { svg, nodes };
}

/**
 * Plans for the texts that do not fit at their own size. One satori layout measures each of them at every
 * smaller size it may take (with the same fonts and line breaking as the drawing); each gets the largest
 * size at which it lies whole inside its box. A text that fits at no size is cut at its smallest size to
 * the lines its box holds — unless it must stay whole: then it is drawn whole at the smallest size.
 */
async function refit(
  input: LayoutInput,
  elements: readonly VectorElement[],
  misfits: readonly number[],
  fonts: Font[],
): Promise<Map<number, TextPlan>> {
  const children: Node[] = [];
  for (const i of misfits) {
    const el = elements[i] as TextElement;
    const content = textContent(input, el) as string;
    for (const size of smallerSizes(el)) {
      const style = textStyle(input.config, el, size, null);
      children.push({ type: 'div', key: `${i}:${size}`, props: { style, children: content } });
    }
  }
  const width = Math.max(1, ...misfits.map((i) => elements[i].w));
  const tree: Node = { type: 'div', props: { style: { display: 'flex', flexDirection: 'column', width }, children } };
  const { nodes } = children.length > 0 ? await layOut(tree, { width }, fonts) : { nodes: new Map() };
  const plans = new Map<number, TextPlan>();
  for (const i of misfits) {
    const el = elements[i] as TextElement;
    const sizes = smallerSizes(el);
    const fitting = sizes.find((size) =>
      fitsBox(el, size, nodes.get(`${i}:${size}`)?.height ?? Number.POSITIVE_INFINITY),
    );
    const smallest = sizes.at(-1) ?? el.fontSize;
    if (fitting !== undefined) plans.set(i, { fontSize: fitting, clamp: null });
    else plans.set(i, { fontSize: smallest, clamp: mustStayWhole(el) ? null : linesHeld(el, smallest) });
  }
  return plans;
}

export interface FittedTexts {
  svg: string;
  /** How each text element (by index) was drawn. */
  plans: Map<number, TextPlan>;
  /** The laid-out box of each drawn text's own node, by textKey(index) (its height is the text's). */
  nodes: Map<string, SatoriNode>;
}

/**
 * The texts and shapes as one SVG with every text inside its box: first all at their own sizes (the final
 * drawing when all fit, which is the usual case), else the misfits measured once more and drawn again.
 */
export async function fittedSvg(
  input: LayoutInput,
  elements: readonly VectorElement[],
  size: Size,
  fonts: Font[],
): Promise<FittedTexts> {
  const first = await layOut(canvasTree(input, elements, size), size, fonts);
  const plans = new Map<number, TextPlan>();
  const misfits: number[] = [];
  elements.forEach((el, i) => {
    const node = first.nodes.get(textKey(i));
    if (el.type !== 'text' || !node) return;
    if (fitsBox(el, el.fontSize, node.height)) plans.set(i, { fontSize: el.fontSize, clamp: null });
    else misfits.push(i);
  });
  if (misfits.length === 0) return { ...first, plans };
  for (const [i, plan] of await refit(input, elements, misfits, fonts)) plans.set(i, plan);
  return { ...(await layOut(canvasTree(input, elements, size, plans), size, fonts)), plans };
}
