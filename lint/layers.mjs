// ESLint rule: the one-way layers, checked on the path an import resolves to (not on how many ../ it has).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each layer (a folder of the repository) and the other layers it may import: 'any', or 'type' for
 * `import type` only (erased at build time, so no code of that layer is bundled).
 * A layer not listed under `may` is forbidden; folders that are no layer (test/, build/) are unrestricted.
 */
export const LAYERS = {
  'src/loader': { may: { 'src/chat': 'type', 'src/contract': 'any' }, why: 'The loader stays tiny: it shares only types with the app it import()s by URL.' },
  'src/app': { may: { 'src/chat': 'any', 'src/service': 'any', 'src/contract': 'any' }, why: 'The app imports chat, service and contract only; the loader loads it, never the other way, and servers are never bundled.' },
  'src/chat': { may: { 'src/contract': 'any' }, why: 'chat holds pure rules: no app, loader, service or server code.' },
  'src/service': { may: { 'src/chat': 'any', 'src/contract': 'any' }, why: 'service is the product-service client: pure, no app, loader or server code.' },
  'src/contract': { may: {}, why: 'The contract is imported by both sides and imports neither.' },
  'src/react': { may: { 'src/loader': 'type' }, why: 'The React binding only drives window.BountyChat: it may share the loader\'s types, nothing else.' },
  'src/server': { may: { 'src/chat': 'any', 'src/contract': 'any' }, why: 'The server never imports browser code.' },
  'fake-stream': { may: {}, why: 'fake-stream stands in for the provider: it knows nothing of the product.' },
  demo: { may: { 'src/server': 'any', 'fake-stream': 'any', 'src/contract': 'any' }, why: 'The demo runs the servers; its pages load the built widget, never its sources.' },
};

const LAYER_DIRS = Object.keys(LAYERS).sort((a, b) => b.length - a.length);

/** The layer a path (absolute) belongs to, or null. */
export function layerOf(path) {
  const rel = relative(root, path).split(sep).join('/');
  return LAYER_DIRS.find((dir) => rel === dir || rel.startsWith(`${dir}/`)) ?? null;
}

/** Whether the import node brings in types only (`import type`, `export type`): erased from the output. */
function typeOnly(node) {
  return node.importKind === 'type' || node.exportKind === 'type';
}

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers: loader → app → chat, service; servers never import browser code.' },
    schema: [],
    messages: {
      forbidden: '{{from}} may not import {{to}} ({{source}}): {{why}}',
      typeOnly: '{{from}} may import {{to}} with `import type` only ({{source}}): {{why}}',
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, sourceNode) => {
      const source = sourceNode?.type === 'Literal' && typeof sourceNode.value === 'string' ? sourceNode.value : null;
      if (!source || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      if (!to || to === from) return;
      const allowed = LAYERS[from].may[to];
      const data = { from, to, source, why: LAYERS[from].why };
      if (!allowed) context.report({ node: sourceNode, messageId: 'forbidden', data });
      else if (allowed === 'type' && !typeOnly(node)) context.report({ node: sourceNode, messageId: 'typeOnly', data });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** The plugin object ESLint's flat config takes. */
export default { rules: { layers: layersRule } };
