// The repository's import graph, read from disk with TypeScript's pre-processing scanner, and the cycles in it
// (Tarjan's strongly connected components), for the `cycles/no-cycle` lint rule (noCycles.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** Extensions a relative import may leave out, tried in this order (the build resolves them the same way). */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];
/** What `./x.js` may stand for in TypeScript sources. */
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.jsx': ['.tsx'] };

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative specifier resolves to from `fromFile`, or null (a package, an asset, or missing). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const ext = Object.keys(JS_TO_TS).find((e) => base.endsWith(e));
  const candidates = [
    ...(ext ? JS_TO_TS[ext].map((t) => base.slice(0, -ext.length) + t) : []),
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => resolve(base, `index${e}`)),
  ];
  const found = candidates.find(isFile) ?? null;
  return found && /\.(m|c)?[jt]sx?$/.test(found) ? found : null;
}

/**
 * The relative module specifiers a source text imports: static, dynamic, re-exported and type-only ones (a cycle
 * through types still makes two files one unit for a reader, and `import { type X }` stays a runtime import under
 * verbatimModuleSyntax). TypeScript's pre-processing scanner finds them without building a syntax tree (a tenth of
 * a full parse), and skips comments, strings and templates.
 */
export function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName).filter((s) => s.startsWith('.'));
}

/** A graph that reads each file once, on first need: file → the project files it imports. */
export function createImportGraph(read = (path) => readFileSync(path, 'utf8')) {
  const edges = new Map();
  const importsFrom = (file) => {
    let out = edges.get(file);
    if (!out) {
      out = [...new Set(importsOf(read(file)).map((s) => resolveImport(file, s)).filter(Boolean))];
      edges.set(file, out);
    }
    return out;
  };
  return { importsFrom };
}

/**
 * Finds the strongly connected components of the graph (Tarjan's algorithm, iterative: a chain of imports is
 * hundreds of files deep), walking from each file asked about; what was walked once is not walked again.
 * `componentOf(file)` answers the files that import each other in a loop with `file`, or null when none does.
 */
export function createCycleFinder(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentByFile = new Map();
  const enter = (file) => {
    index.set(file, next); low.set(file, next); next += 1;
    stack.push(file); onStack.add(file);
  };
  const walk = (root) => {
    enter(root);
    const work = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [file, i] = frame;
      const targets = graph.importsFrom(file);
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i];
        if (!index.has(target)) { enter(target); work.push([target, 0]); }
        else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) !== index.get(file)) continue;
      const members = [];
      let member;
      do { member = stack.pop(); onStack.delete(member); members.push(member); } while (member !== file);
      const component = members.length > 1 || targets.includes(file) ? members.sort() : null;
      for (const one of members) componentByFile.set(one, component);
    }
  };
  return {
    componentOf(file) {
      if (!index.has(file)) walk(file);
      return componentByFile.get(file) ?? null;
    },
  };
}

/** Every import cycle among the files reachable from `roots`, each as its sorted list of files. */
export function findCycles(graph, roots) {
  const finder = createCycleFinder(graph);
  const cycles = new Map();
  for (const root of roots) {
    const component = finder.componentOf(root);
    if (component) cycles.set(component[0], component);
  }
  return [...cycles.values()];
}

/** The shortest chain of imports from `from` to `to` inside `component` (both ends included). */
export function importPath(graph, from, to, component) {
  if (from === to) return [from];
  const inside = new Set(component);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const target of graph.importsFrom(current)) {
      if (!inside.has(target) || (previous.has(target) && target !== to)) continue;
      if (target === to) {
        const path = [to];
        for (let at = current; at !== null; at = previous.get(at)) path.unshift(at);
        return path;
      }
      previous.set(target, current);
      queue.push(target);
    }
  }
  return [from, to];
}
