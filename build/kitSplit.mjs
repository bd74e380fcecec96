import { resolve as resolvePath } from 'node:path';
import { kitEs } from './patchKit.mjs';

/** `<kit file>?part=<name>`: one part of a split kit file (a real path plus a query, so resolution stays relative). */
const PART = '?part=';

/** The kit file an id belongs to, without a part or subset query. */
export const kitFileOf = (id) => id.split('?')[0];

const SKIP_KEYS = new Set(['type', 'start', 'end', 'loc', 'range']);

/** Names of `names` that `node` refers to (an over-estimate: a local that shadows a top-level name counts too). */
function referencedNames(node, names, out = new Set()) {
  const visit = (n, parent, key) => {
    if (!n || typeof n.type !== 'string') return;
    if (n.type === 'Identifier') {
      const isKey = key === 'key' && !parent.computed && ['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent.type);
      const isProperty = key === 'property' && parent.type === 'MemberExpression' && !parent.computed;
      if (!isKey && !isProperty && names.has(n.name)) out.add(n.name);
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (SKIP_KEYS.has(k)) continue;
      if (Array.isArray(v)) v.forEach((child) => visit(child, n, k));
      else if (v && typeof v.type === 'string') visit(v, n, k);
    }
  };
  visit(node, null, null);
  return out;
}

/** The identifiers a binding pattern declares. */
function patternNames(pattern, out = []) {
  if (!pattern) return out;
  if (pattern.type === 'Identifier') out.push(pattern.name);
  else if (pattern.type === 'ObjectPattern') pattern.properties.forEach((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value, out));
  else if (pattern.type === 'ArrayPattern') pattern.elements.forEach((e) => patternNames(e, out));
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, out);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, out);
  return out;
}

function declaredNames(statement) {
  if (statement.type === 'VariableDeclaration') return statement.declarations.flatMap((d) => patternNames(d.id));
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') return [statement.id.name];
  return [];
}

/** Strongly connected components of `edges` (Map node → Set of nodes), each an array, dependencies first. */
function components(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  let next = 0;
  const connect = (v) => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) { connect(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
      out.push(component);
    }
  };
  for (const v of nodes) if (!index.has(v)) connect(v);
  return out;
}

/**
 * Splits one ES module (`code`, parsed as `ast`) into parts: each top-level declaration with the statements that
 * use it (`X.displayName = …`), declarations that need each other merged. Returns the facade that re-exports every
 * export from its part, and each part's code (all of the module's imports, the parts it uses, its statements).
 */
export function splitModule(code, ast, file) {
  const imports = [];
  const exports = [];
  const units = [];
  for (const statement of ast.body) {
    if (statement.type === 'ImportDeclaration') imports.push(code.slice(statement.start, statement.end));
    else if (statement.type === 'ExportNamedDeclaration' && !statement.source && !statement.declaration) {
      for (const s of statement.specifiers) exports.push({ local: s.local.name, exported: s.exported.name ?? s.exported.value });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const names = declaredNames(statement.declaration);
      units.push({ statement: statement.declaration, names, text: code.slice(statement.declaration.start, statement.declaration.end) });
      for (const name of names) exports.push({ local: name, exported: name });
    } else if (statement.type.startsWith('Export')) {
      throw new Error(`kitSplit: ${file} has an export this splitter does not handle (${statement.type})`);
    } else if (statement.type === 'ExpressionStatement' && statement.directive) {
      continue;
    } else units.push({ statement, names: declaredNames(statement), text: code.slice(statement.start, statement.end) });
  }
  const topNames = new Set(units.flatMap((u) => u.names));
  // Each declaration is a group; a statement that declares nothing joins the group of the last name it uses.
  const groupOf = new Map();
  const groups = [];
  for (const unit of units) {
    const refs = referencedNames(unit.statement, topNames);
    if (unit.names.length) {
      const group = { units: [unit], refs, names: [...unit.names] };
      groups.push(group);
      for (const name of unit.names) groupOf.set(name, group);
      continue;
    }
    const subject = [...refs].map((name) => groupOf.get(name)).filter(Boolean).at(-1);
    if (!subject) throw new Error(`kitSplit: a statement of ${file} uses no declaration: ${unit.text.slice(0, 80)}`);
    subject.units.push(unit);
    for (const name of refs) subject.refs.add(name);
  }
  const edges = new Map(groups.map((g) => [g, new Set([...g.refs].map((name) => groupOf.get(name)).filter((d) => d !== g))]));
  const parts = components(groups, edges).map((members) => {
    const order = members.sort((a, b) => groups.indexOf(a) - groups.indexOf(b));
    return { id: `${file}${PART}${order[0].names[0]}`, groups: order, names: order.flatMap((g) => g.names) };
  });
  const partOf = new Map(parts.flatMap((part) => part.names.map((name) => [name, part])));
  const partCode = new Map(parts.map((part) => {
    const uses = new Map();
    for (const group of part.groups) {
      for (const name of group.refs) {
        const owner = partOf.get(name);
        if (owner !== part) uses.set(owner, [...(uses.get(owner) ?? []), name]);
      }
    }
    const units = part.groups.flatMap((g) => g.units).sort((a, b) => a.statement.start - b.statement.start);
    return [part.id, [
      ...imports,
      ...[...uses].map(([owner, names]) => `import { ${[...new Set(names)].join(', ')} } from ${JSON.stringify(owner.id)};`),
      ...units.map((u) => u.text),
      `export { ${part.names.join(', ')} };`,
    ].join('\n')];
  }));
  const facade = exports.map(({ local, exported }) => {
    const owner = partOf.get(local);
    if (!owner) throw new Error(`kitSplit: ${file} exports ${local}, which it does not declare`);
    return `export { ${local === exported ? local : `${local} as ${exported}`} } from ${JSON.stringify(owner.id)};`;
  }).join('\n');
  return { facade, partCode };
}

/**
 * Splits the listed kit files (relative to the kit's dist/es) into one module per top-level declaration, so that
 * rollup can put each declaration in the chunk that uses it: a module that holds both what the first paint needs
 * and what only a lazy part needs (all the kit's icons in one file, a menu with its buttons) no longer drags the
 * rest into the first chunk. Must come after the text patches (it splits the patched code). Every listed file must
 * be split, else the build fails.
 * @param {string[]} files
 * @returns {import('rollup').Plugin}
 */
export function kitSplit(files) {
  const listed = new Set(files.map((file) => resolvePath(kitEs, file)));
  const parts = new Map();
  const split = new Set();
  return {
    name: 'bounty-kit-split',
    resolveId(source) {
      return parts.has(source) ? source : null;
    },
    load(id) {
      const code = parts.get(id);
      return code === undefined ? null : { code, map: { mappings: '' } };
    },
    transform(code, id) {
      if (!listed.has(id)) return null;
      const { facade, partCode } = splitModule(code, this.parse(code), id);
      for (const [partId, text] of partCode) parts.set(partId, text);
      split.add(id);
      return { code: facade, map: { mappings: '' } };
    },
    buildEnd(error) {
      if (error) return;
      const missed = [...listed].filter((id) => !split.has(id));
      if (missed.length) this.error(`kit files to split were never loaded (moved in the kit?): ${missed.join(', ')}`);
    },
  };
}
