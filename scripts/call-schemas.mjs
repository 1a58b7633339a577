// Vite plugin: in the web app, the call catalogue's topics (packages/shared/src/calls/<topic>.ts) come without their
// zod schemas. The web asks with a call's method, path and access (apps/web/src/lib/call.ts); its params, query, body
// and answer schemas are types there, nothing it runs. Each `defineCall({ … })` keeps method, path and access and gets
// `void 0` for its schemas and its OpenAPI texts, and its imports of schema modules and zod are removed, so a page carries only the paths of the
// topics it imports (/login: zod alone would cost ≈ 25 KB gzip). The server and the tests read the catalogue as written.
import MagicString from 'magic-string';
import { parseAst } from 'vite';

/** A topic's module (not define.ts, not the index that joins them for the server). */
export const CALL_TOPIC = /[\\/]packages[\\/]shared[\\/]src[\\/]calls[\\/](?!define\.|index\.)[\w-]+\.ts$/;

/** The parts of a call the web does not run: its schemas. */
export const SCHEMA_PARTS = ['params', 'querystring', 'body', 'headers', 'answer', 'errors'];
/** And what only the OpenAPI document reads. */
const DOCUMENT_PARTS = ['tags', 'summary', 'description', 'produces', 'consumes', 'hide', 'security'];

/** Where schemas come from: zod and the shared package's schema modules (schemas/*, rules/*-schema). */
const SCHEMA_SOURCE = /^zod(\/|$)|(^|\/)schemas\/|-schema(\.js)?$/;

function walk(node, visit, parent) {
  if (!node || typeof node.type !== 'string') return;
  if (visit(node, parent) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) walk(item, visit, node);
    else if (value && typeof value === 'object') walk(value, visit, node);
  }
}

const keyName = (property) => property.key?.name ?? property.key?.value;

/**
 * The topic's code with each call's schema parts replaced by `void 0`. Throws when the module uses a schema anywhere
 * else (a schema built beside the calls would stay in the web's bundle, zod with it).
 */
export function withoutSchemas(code, id = 'topic.ts') {
  const ast = parseAst(code, { lang: 'ts' }, id);
  const imports = ast.body.filter((statement) => statement.type === 'ImportDeclaration');
  const output = new MagicString(code);
  const cut = [];
  walk(ast, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'defineCall')
      return;
    const [definition] = node.arguments;
    if (definition?.type !== 'ObjectExpression') throw new Error(`${id}: defineCall without an object literal`);
    for (const property of definition.properties) {
      if (property.type !== 'Property') continue;
      const name = keyName(property);
      if (!SCHEMA_PARTS.includes(name) && !DOCUMENT_PARTS.includes(name)) continue;
      // The whole property: `tags,` is shorthand for `tags: tags`.
      output.overwrite(property.start, property.end, `${name}: void 0`);
      cut.push(property.value);
    }
  });
  const used = new Set();
  walk(ast, (node, parent) => {
    if (node.type === 'ImportDeclaration' || cut.includes(node)) return false;
    const isKey = parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand;
    const isMember = parent?.type === 'MemberExpression' && parent.property === node && !parent.computed;
    if (node.type === 'Identifier' && !isKey && !isMember) used.add(node.name);
  });
  const left = imports
    .filter((statement) => SCHEMA_SOURCE.test(statement.source.value))
    .flatMap((statement) => statement.specifiers.map((specifier) => specifier.local.name))
    .filter((name) => used.has(name));
  if (left.length > 0) {
    throw new Error(
      `${id}: uses ${left.join(', ')} outside a call's ${SCHEMA_PARTS.join('/')}; ` +
        'write the schema into the call or into packages/shared/src/schemas',
    );
  }
  // Imports left unused are gone, not only unused: the bundler places a module by the imports it sees, so one left
  // here would put the schemas into the chunk of the first page that imports the topic (the early script, for auth).
  for (const statement of imports) {
    if (!statement.specifiers.some((specifier) => used.has(specifier.local.name))) {
      output.remove(statement.start, statement.end);
    }
  }
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
}

export function callsWithoutSchemas() {
  return {
    name: 'signage-calls-without-schemas',
    // After TypeScript is stripped: the code as it goes into the bundle.
    enforce: 'post',
    transform(code, id) {
      if (!CALL_TOPIC.test(id.split('?')[0])) return null;
      try {
        return withoutSchemas(code, id);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
