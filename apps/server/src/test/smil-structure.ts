/**
 * The SMIL 3.0 structure (Language profile) of the elements the index uses: which children and attributes each may
 * have (from the W3C SMIL 3.0 modules: Structure, Metainformation, Layout, Timing, Media Objects, Prefetch).
 */
import type { SmilNode } from './smil-client.js';

const TIMING = ['begin', 'end', 'dur', 'repeatCount', 'repeatDur', 'fill', 'xml:id', 'region'];
const CONTAINERS = ['par', 'seq', 'excl'];
const MEDIA = ['img', 'video', 'ref', 'audio', 'text', 'prefetch'];
const MEDIA_ATTRS = ['src', 'type', 'fit', ...TIMING];

const RULES: Record<string, { children: string[]; attrs: string[] }> = {
  smil: { children: ['head', 'body'], attrs: ['xmlns', 'version', 'baseProfile', 'xml:id'] },
  head: { children: ['meta', 'metadata', 'layout'], attrs: [] },
  meta: { children: [], attrs: ['http-equiv', 'content', 'name'] },
  metadata: { children: ['x-server'], attrs: [] },
  layout: { children: ['root-layout', 'region'], attrs: ['type'] },
  'root-layout': { children: [], attrs: ['width', 'height', 'backgroundColor', 'xml:id'] },
  region: {
    children: [],
    attrs: ['regionName', 'xml:id', 'left', 'top', 'width', 'height', 'z-index', 'fit', 'backgroundColor'],
  },
  body: { children: CONTAINERS.concat(MEDIA), attrs: [] },
  par: { children: CONTAINERS.concat(MEDIA), attrs: TIMING },
  seq: { children: CONTAINERS.concat(MEDIA), attrs: TIMING },
  excl: { children: ['priorityClass', ...CONTAINERS, ...MEDIA], attrs: TIMING },
  priorityClass: { children: CONTAINERS.concat(MEDIA), attrs: ['peers', 'higher', 'lower', 'pauseDisplay', 'xml:id'] },
  img: { children: ['param'], attrs: MEDIA_ATTRS },
  video: { children: ['param'], attrs: MEDIA_ATTRS },
  ref: { children: ['param'], attrs: MEDIA_ATTRS },
  prefetch: { children: [], attrs: ['src', 'mediaSize', 'mediaTime', 'bandwidth', 'xml:id'] },
  param: { children: [], attrs: ['name', 'value', 'valuetype'] },
};
const ENUMS: Record<string, string[]> = {
  peers: ['stop', 'pause', 'defer', 'never'],
  higher: ['stop', 'pause'],
  lower: ['defer', 'never'],
};
const TIME = /^(wallclock\([^)]+\)|indefinite|\d+(\.\d+)?s)$/;

/** Every violation of the structure (empty: valid); x-server metadata is a foreign namespace, not checked. */
export function smilViolations(node: SmilNode, path = 'smil'): string[] {
  const rule = RULES[node.name];
  if (!rule) return [`${path}: unknown element <${node.name}>`];
  const out: string[] = [];
  for (const [name, value] of Object.entries(node.attrs)) {
    if (!rule.attrs.includes(name)) out.push(`${path}: attribute ${name} not allowed on <${node.name}>`);
    if (ENUMS[name] && !ENUMS[name].includes(value)) out.push(`${path}: ${name}="${value}"`);
    if (['begin', 'end', 'dur'].includes(name) && !TIME.test(value)) out.push(`${path}: ${name}="${value}"`);
  }
  for (const [i, c] of node.children.entries()) {
    if (node.name === 'metadata') continue;
    if (!rule.children.includes(c.name)) out.push(`${path}: <${c.name}> not allowed in <${node.name}>`);
    else out.push(...smilViolations(c, `${path}/${c.name}[${i}]`));
  }
  return out;
}
