import { resolve as resolvePath } from 'node:path';
import MagicString from 'magic-string';
import { kitFileOf } from './kitSplit.mjs';
import { kitEs, root } from './patchKit.mjs';

const STAND_IN = '\0lazy-kit:';
const TARGET = '\0lazy-kit-target:';
/** Hooks that say when a gated part is first wanted (src/app/lazy/kitPartGates.ts). */
const GATES = { dialog: 'useDialogShown', open: 'useOpenShown', visible: 'useVisibleShown', suggestions: 'useSuggestionsShown', idle: 'useIdleShown' };

const lazyPart = resolvePath(root, 'src/app/lazy/lazyKitPart.ts');
const gates = resolvePath(root, 'src/app/lazy/kitPartGates.ts');
const placeholders = resolvePath(root, 'src/app/lazy/kitPartPlaceholders.tsx');

/**
 * Kit components that load on first use instead of with the message view: where the kit file `importer` imports
 * `name` from `module`, that one name is imported from a stand-in instead (src/app/lazy/lazyKitPart.ts) that loads
 * the real one on first render, or with `gate` when first wanted: `dialog` once its dialog (`id` and
 * `dialogManagerId` props) opens, `open` / `visible` once that prop is true, `suggestions` once the composer has
 * suggestions, `idle` at the page's first idle moment (src/app/lazy/kitPartGates.ts). Meanwhile nothing renders, or
 * `placeholder`, a component of src/app/lazy/kitPartPlaceholders.tsx that keeps the part's place. Whatever else the
 * importer takes from `module` stays a plain import. Every entry must match the kit, else the build fails: an
 * upgrade that moved it is caught here. Split kit files (kitSplit) are rewritten before they are split, so each
 * part of theirs imports the stand-in. `base` is the kit folder the paths are relative to (tests point it at a copy).
 */
export function lazyKitParts(parts, { base = kitEs } = {}) {
  for (const part of parts) {
    if (part.gate && !GATES[part.gate]) throw new Error(`lazy kit part ${part.name}: unknown gate ${part.gate} (known: ${Object.keys(GATES).join(', ')})`);
  }
  const byImporter = new Map();
  for (const part of parts) {
    const id = resolvePath(base, part.importer);
    byImporter.set(id, [...(byImporter.get(id) ?? []), part]);
  }
  const matched = new Set();
  return {
    name: 'bounty-lazy-kit-parts',
    resolveId(source) {
      return source.startsWith(STAND_IN) || source.startsWith(TARGET) ? source : null;
    },
    load(id) {
      if (id.startsWith(TARGET)) {
        const [module, name] = id.slice(TARGET.length).split('#');
        return `export { ${name} } from ${JSON.stringify(resolvePath(base, module))};`;
      }
      if (!id.startsWith(STAND_IN)) return null;
      const [module, name, gate, placeholder] = id.slice(STAND_IN.length).split('#');
      const hook = GATES[gate];
      const extra = placeholder ? `, ${hook ?? 'undefined'}, ${placeholder}` : hook ? `, ${hook}` : '';
      return [
        `import { lazyKitPart } from ${JSON.stringify(lazyPart)};`,
        hook ? `import { ${hook} } from ${JSON.stringify(gates)};` : '',
        placeholder ? `import { ${placeholder} } from ${JSON.stringify(placeholders)};` : '',
        `/** The kit's ${name}, fetched when first ${hook ? 'wanted' : 'rendered'}. */`,
        `export const ${name} = lazyKitPart(${JSON.stringify(name)}, () => import(${JSON.stringify(`${TARGET}${module}#${name}`)}).then((m) => m.${name})${extra});`,
      ].join('\n');
    },
    transform(code, id) {
      const listed = id.includes('?') ? undefined : byImporter.get(id);
      if (!listed) return null;
      const text = new MagicString(code);
      for (const statement of this.parse(code).body) {
        if (statement.type !== 'ImportDeclaration' || !statement.source.value.startsWith('.')) continue;
        const module = resolvePath(id, '..', statement.source.value).slice(base.length + 1);
        const specifiers = statement.specifiers;
        const lazy = specifiers.filter((s) => s.type === 'ImportSpecifier' && listed.some((p) => p.module === module && p.name === s.imported.name));
        if (!lazy.length) continue;
        const kept = specifiers.filter((s) => !lazy.includes(s));
        const lines = lazy.map((s) => {
          const part = listed.find((p) => p.module === module && p.name === s.imported.name);
          matched.add(part);
          const local = s.local.name === part.name ? part.name : `${part.name} as ${s.local.name}`;
          return `import { ${local} } from ${JSON.stringify(`${STAND_IN}${part.module}#${part.name}#${part.gate ?? ''}${part.placeholder ? `#${part.placeholder}` : ''}`)};`;
        });
        if (kept.some((s) => s.type !== 'ImportSpecifier')) this.error(`lazy kit parts: ${id} imports ${module} with a default or namespace import beside a lazy name`);
        if (kept.length) lines.unshift(`import { ${kept.map((s) => code.slice(s.start, s.end)).join(', ')} } from ${JSON.stringify(statement.source.value)};`);
        text.overwrite(statement.start, statement.end, lines.join('\n'));
      }
      return { code: text.toString(), map: text.generateMap({ hires: true, source: kitFileOf(id) }) };
    },
    buildEnd(error) {
      if (error) return;
      const missed = parts.filter((p) => !matched.has(p));
      if (missed.length) this.error(`lazy kit parts no longer match the kit: ${missed.map((p) => `${p.importer} → ${p.module} (${p.name})`).join(', ')}`);
    },
  };
}
