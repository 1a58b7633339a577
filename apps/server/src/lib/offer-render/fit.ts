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

/** Key of a text's measuring node at a size (satori reports its box like the drawn text's). */
const measureKey = (index: number, size: number) => `measure-${index}:${size}`;

/** A text's measuring nodes at every smaller size it may take (same style as drawn, same width). */
function measureNodes(input: LayoutInput, elements: readonly VectorElement[], indexes: readonly number[]): Node[] {
  const children: Node[] = [];
  for (const i of indexes) {
    const el = elements[i] as TextElement;
    const content = textContent(input, el) as string;
    for (const size of smallerSizes(el)) {
      const style = textStyle(input.config, el, size, null);
      children.push({ type: 'div', key: measureKey(i, size), props: { style, children: content } });
    }
  }
  return children;
}

const columnWidth = (elements: readonly VectorElement[], indexes: readonly number[]) =>
  Math.max(1, ...indexes.map((i) => elements[i].w));

/** The measuring nodes as one column of the texts' widths (laid out, never drawn when `hidden`). */
function measureColumn(
  input: LayoutInput,
  elements: readonly VectorElement[],
  indexes: readonly number[],
  hidden: boolean,
): Node {
  const style = { display: 'flex', flexDirection: 'column', width: columnWidth(elements, indexes) };
  const hide = { position: 'absolute', left: 0, top: 0, visibility: 'hidden' };
  return {
    type: 'div',
    props: { style: hidden ? { ...style, ...hide } : style, children: measureNodes(input, elements, indexes) },
  };
}

/**
 * The plans of texts that do not fit at their own size, from their measuring nodes: each gets the largest
 * size at which it lies whole inside its box. A text that fits at no size is cut at its smallest size to the
 * lines its box holds — unless it must stay whole: then it is drawn whole at the smallest size.
 */
function plansOf(
  elements: readonly VectorElement[],
  misfits: readonly number[],
  nodes: ReadonlyMap<string, SatoriNode>,
): Map<number, TextPlan> {
  const plans = new Map<number, TextPlan>();
  for (const i of misfits) {
    const el = elements[i] as TextElement;
    const sizes = smallerSizes(el);
    const fitting = sizes.find((size) =>
      fitsBox(el, size, nodes.get(measureKey(i, size))?.height ?? Number.POSITIVE_INFINITY),
    );
    const smallest = sizes.at(-1) ?? el.fontSize;
    if (fitting !== undefined) plans.set(i, { fontSize: fitting, clamp: null });
    else plans.set(i, { fontSize: smallest, clamp: mustStayWhole(el) ? null : linesHeld(el, smallest) });
  }
  return plans;
}

type Estimate = (el: TextElement, content: string) => boolean;

/** The texts that might not fit at their own size, by the estimate (mayOverflow: cheap, generous). */
function atRisk(input: LayoutInput, elements: readonly VectorElement[], estimate: Estimate): number[] {
  const risky: number[] = [];
  elements.forEach((el, i) => {
    const content = el.type === 'text' ? textContent(input, el) : null;
    if (el.type === 'text' && content && smallerSizes(el).length > 0 && estimate(el, content)) risky.push(i);
  });
  return risky;
}

export interface FittedTexts {
  svg: string;
  /** How each text element (by index) was drawn. */
  plans: Map<number, TextPlan>;
  /** The laid-out box of each drawn text's own node, by textKey(index) (its height is the text's). */
  nodes: Map<string, SatoriNode>;
}

/**
 * The texts and shapes as one SVG with every text inside its box, in one satori layout when no text needs a
 * smaller size (the usual case) and two when the estimate (mayOverflow) saw it coming: the first draws all
 * texts at their own sizes and lays out, hidden (never drawn), each text at risk at every smaller size; the
 * second draws the misfits at the largest size that fits. A misfit the estimate missed is measured by a
 * layout of its own (three, as before). The sizes are satori's own measurements either way (`estimate`: tests).
 */
export async function fittedSvg(
  input: LayoutInput,
  elements: readonly VectorElement[],
  size: Size,
  fonts: Font[],
  estimate: Estimate = mayOverflow,
): Promise<FittedTexts> {
  const risky = atRisk(input, elements, estimate);
  const tree = canvasTree(input, elements, size);
  if (risky.length > 0)
    tree.props.children = [...(tree.props.children as Node[]), measureColumn(input, elements, risky, true)];
  const first = await layOut(tree, size, fonts);
  const plans = new Map<number, TextPlan>();
  const misfits: number[] = [];
  elements.forEach((el, i) => {
    const node = first.nodes.get(textKey(i));
    if (el.type !== 'text' || !node) return;
    if (fitsBox(el, el.fontSize, node.height)) plans.set(i, { fontSize: el.fontSize, clamp: null });
    else misfits.push(i);
  });
  if (misfits.length === 0) return { ...first, plans };
  const unmeasured = misfits.filter((i) => !risky.includes(i));
  const measured =
    unmeasured.length > 0
      ? (
          await layOut(
            measureColumn(input, elements, unmeasured, false),
            { width: columnWidth(elements, unmeasured) },
            fonts,
          )
        ).nodes
      : new Map<string, SatoriNode>();
  for (const [key, node] of first.nodes) if (!measured.has(key)) measured.set(key, node);
  for (const [i, plan] of plansOf(elements, misfits, measured)) plans.set(i, plan);
  return { ...(await layOut(canvasTree(input, elements, size, plans), size, fonts)), plans };
}

/** Generous width of a character in em (Roboto: capitals ≈ 0.65, lower case and digits ≈ 0.55, space 0.25). */
const charEm = (ch: string) => (' .,:;'.includes(ch) ? 0.3 : ch !== ch.toLowerCase() ? 0.72 : 0.6);
/** Greedy wrapping leaves the rest of a line empty when the next word does not fit: counted as this share. */
export const WRAP_SLACK = 1.2;

/**
 * Whether a text might not lie in its box at its own size: its lines estimated from a generous width per
 * character (no font metrics). Only chooses whether the first layout also measures the smaller sizes; a
 * text it misses is measured afterwards, so the drawing never depends on it.
 */
export function mayOverflow(el: TextElement, content: string): boolean {
  const text = el.uppercase ? content.toUpperCase() : content;
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let em = 0;
    for (const ch of paragraph) em += charEm(ch);
    const width = em * el.fontSize;
    lines += width <= el.w ? 1 : Math.ceil((width * WRAP_SLACK) / el.w);
  }
  return lines > el.maxLines || lines * el.fontSize * el.lineHeight > el.h + 0.5;
}
