/**
 * What the kit's translator (Streami18n) uses of i18next, and nothing more: the build points the kit's
 * `import i18n from "i18next"` here (build/kitAliases.mjs), which keeps ≈ 14 KiB gzip of i18next out of the
 * conversation. It follows i18next 25 for what the kit's translations and calls need: flat keys in the one
 * `translation` namespace of the chosen language, no fallback language, `{{ name }}` interpolation without escaping
 * (a variable left out stays as written unless the options name it), formatters after `|` with their
 * `(key: value; …)` options, plural keys (`_zero` for 0, then the `Intl.PluralRules` category, then the bare key),
 * the key itself when no translation exists, and post-processors. test/unit/app/kitI18next.test.ts holds it to
 * i18next's own output for every key of every kit language. One difference on purpose: a variable's value goes
 * where its placeholder is (i18next replaces the first equal text, which can lie inside a value inserted before).
 */

/** Options of one `t` call; they are also its interpolation variables. */
export type TOptions = Record<string, unknown>;
/** A formatter registered by name (`{{ value | name(option: x) }}`). */
export type Formatter = (value: unknown, lng: string, options: TOptions) => unknown;
/** A translation function. */
export type TFunction = (key: string, options?: TOptions) => string;
/** A post-processor module, run on every translation whose options or config name it. */
export interface PostProcessor {
  type: 'postProcessor';
  name: string;
  process(value: string, keys: string[], options: TOptions, translator: unknown): string | null | undefined;
}
type Resources = Record<string, Record<string, Record<string, string>>>;
/** The part of i18next's init options the kit passes (the rest, e.g. `debug`, is ignored). */
export interface InitOptions {
  lng: string;
  resources?: Resources;
  postProcess?: string[];
  interpolation?: { formatSeparator?: string };
}

const NAMESPACE = 'translation';
const VARIABLE = /{{(.+?)}}/g;

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A variable by its dotted path, own properties only (as i18next reads them). */
function lookUp(data: TOptions, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The plural category of `count` in `lng`; one/other when the language is unknown to Intl (as i18next). */
function pluralCategory(lng: string, count: number): string {
  try {
    return new Intl.PluralRules(lng.replace('_', '-')).select(count);
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}

/** `name(a: 1; b: text)` → the lower-cased name and its options (booleans and whole numbers converted). */
export function parseFormat(format: string): { name: string; options: TOptions } {
  const open = format.indexOf('(');
  if (open < 0) return { name: format.toLowerCase().trim(), options: {} };
  const options: TOptions = {};
  const inner = format.split('(')[1] ?? '';
  for (const option of inner.slice(0, -1).split(';')) {
    if (!option) continue;
    const [key = '', ...rest] = option.split(':');
    const value = rest.join(':').trim().replace(/^'+|'+$/g, '');
    const name = key.trim();
    if (!options[name]) options[name] = value;
    if (value === 'false') options[name] = false;
    if (value === 'true') options[name] = true;
    if (!Number.isNaN(Number(value))) options[name] = parseInt(value, 10);
  }
  return { name: format.slice(0, open).toLowerCase().trim(), options };
}

/** One i18next-like instance. */
export class KitI18next {
  language = '';
  private resources: Resources = {};
  private postProcess: string[] = [];
  private separator = ',';
  private readonly formats = new Map<string, Formatter>();
  private readonly processors = new Map<string, PostProcessor>();
  readonly services = { formatter: { add: (name: string, formatter: Formatter): void => { this.formats.set(name.toLowerCase().trim(), formatter); } } };

  init(options: InitOptions): Promise<TFunction> {
    this.language = options.lng;
    this.resources = options.resources ?? {};
    this.postProcess = options.postProcess ?? [];
    this.separator = options.interpolation?.formatSeparator ?? ',';
    return Promise.resolve(this.t);
  }

  use(module: PostProcessor): this {
    if (module.type === 'postProcessor') this.processors.set(module.name, module);
    return this;
  }

  addResources(lng: string, ns: string, resources: Record<string, string>): this {
    const namespaces = (this.resources[lng] ??= {});
    namespaces[ns] = { ...namespaces[ns], ...resources };
    return this;
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.language = lng;
    return Promise.resolve(this.t);
  }

  /** Translates `key` (bound: the kit passes it around on its own). */
  readonly t: TFunction = (key, options = {}) => {
    if (key === null || key === undefined) return '';
    const opt: TOptions = { ...options };
    const lng = typeof opt.lng === 'string' ? opt.lng : this.language;
    const found = this.find(String(key), lng, opt);
    const value = found ?? (typeof opt.defaultValue === 'string' ? opt.defaultValue : String(key));
    let text = this.interpolate(value, lng, opt);
    const names = (opt.postProcess as string[] | string | undefined) ?? this.postProcess;
    if (opt.applyPostProcessor === false) return text;
    for (const name of typeof names === 'string' ? [names] : names) {
      text = this.processors.get(name)?.process(text, [String(key)], opt, this) ?? text;
    }
    return text;
  };

  /** The translation of `key` in `lng`: with a count, `key_zero` (for 0), then `key_<plural category>`, then `key`. */
  private find(key: string, lng: string, opt: TOptions): string | undefined {
    const table = this.resources[lng]?.[NAMESPACE];
    if (!table) return undefined;
    const candidates = [key];
    if (opt.count !== undefined && typeof opt.count !== 'string') {
      candidates.unshift(`${key}_${pluralCategory(lng, Number(opt.count))}`);
      if (opt.count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const candidate of candidates) {
      const value = Object.prototype.hasOwnProperty.call(table, candidate) ? table[candidate] : undefined;
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  }

  private interpolate(text: string, lng: string, opt: TOptions): string {
    return text.replace(VARIABLE, (placeholder, inner: string) => {
      const variable = inner.trim();
      let value: unknown;
      if (!variable.includes(this.separator)) value = lookUp(opt, variable);
      else {
        const [name = '', ...formats] = variable.split(this.separator);
        value = this.format(lookUp(opt, name.trim()), formats.join(this.separator).trim(), lng, { ...opt, interpolationkey: name.trim() });
      }
      if (value !== undefined) return asText(value);
      return Object.prototype.hasOwnProperty.call(opt, variable) ? '' : placeholder;
    });
  }

  private format(value: unknown, format: string, lng: string, options: TOptions): unknown {
    const formats = format.split(this.separator);
    // A formatter's options may contain the separator: rejoin the parts up to its closing parenthesis.
    if (formats.length > 1 && (formats[0] ?? '').indexOf('(') > 1 && !(formats[0] ?? '').includes(')') && formats.some((f) => f.includes(')'))) {
      const last = formats.findIndex((f) => f.includes(')'));
      formats[0] = [formats[0], ...formats.splice(1, last)].join(this.separator);
    }
    return formats.reduce<unknown>((current, part) => {
      const { name, options: own } = parseFormat(part);
      const formatter = this.formats.get(name);
      if (!formatter) return current;
      const params = ((options.formatParams as Record<string, TOptions> | undefined)?.[options.interpolationkey as string]) ?? {};
      const locale = (params.locale ?? params.lng ?? options.locale ?? options.lng ?? lng) as string;
      try {
        return formatter(current, locale, { ...own, ...options, ...params });
      } catch {
        return current;
      }
    }, value);
  }
}

/** i18next's default export, as far as the kit uses it. */
const i18next = { createInstance: (): KitI18next => new KitI18next() };
export default i18next;
