// ESLint rule: no import cycles. Files that import each other (directly or through others) are one unit for a
// reader, and which of them runs first depends on who imported the loop first. Type-only and lazy (`import()`)
// imports count: a loop through types still ties the files together, and a lazy import hides a loop, it does not
// remove it. The fix is to move what both sides need into a module of its own.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCycleFinder, createImportGraph, importPath, resolveImport } from './importGraph.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One graph per process, read from disk on first need: `eslint .` reads each file once (about 0.3 s of CPU for
 * the repository). An editor's long-lived ESLint keeps what it read until it restarts.
 */
let shared = null;
const sharedGraph = () => {
  if (!shared) {
    const graph = createImportGraph();
    shared = { graph, finder: createCycleFinder(graph) };
  }
  return shared;
};

/** The string a module-specifier node holds, or null. */
function specifierOf(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TSLiteralType') return specifierOf(node.literal);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles: files that import each other are one unit for a reader and load in an order that depends on who came first.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{loop}}. Move what these files share into a module of its own (a lazy import() hides a cycle, it does not remove it).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!isAbsolute(file) || !existsSync(file)) return {};
    const { graph, finder } = sharedGraph();
    const component = finder.componentOf(file);
    if (!component) return {};
    const name = (path) => relative(root, path).split('\\').join('/');
    /** The loop this file closes through `target`, as the files' names. */
    const loopThrough = (target) => [file, ...importPath(graph, target, file, component)].map(name).join(' → ');
    let reported = false;
    const check = (sourceNode) => {
      const specifier = specifierOf(sourceNode);
      const target = specifier ? resolveImport(file, specifier) : null;
      if (!target || !component.includes(target)) return;
      context.report({ node: sourceNode, messageId: 'cycle', data: { loop: loopThrough(target) } });
      reported = true;
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument),
      // An import the checks above did not see (the graph reads every kind): the loop is still reported.
      'Program:exit': (node) => {
        const target = graph.importsFrom(file).find((one) => component.includes(one));
        if (!reported && target) context.report({ node, messageId: 'cycle', data: { loop: loopThrough(target) } });
      },
    };
  },
};

/** The plugin object ESLint's flat config takes. */
export default { rules: { 'no-cycle': noCycleRule } };
