/**
 * What the kit uses of lodash.mergewith (the voice recorder's config defaults, the emoji middleware's options):
 * the build points the kit's `import mergeWith from "lodash.mergewith"` here (build/kitAliases.mjs), which keeps
 * the package's copy of lodash's internals (≈ 4.5 KiB gzip) out of the conversation. It follows lodash's merge
 * for what configs hold: the source's own and inherited enumerable keys merged into `object`, plain objects and
 * arrays merged deeply (into a fresh object or array when the target holds none), anything else (functions, class
 * instances, dates) assigned as it is, an `undefined` source value assigned only where the key is missing, and a
 * customizer whose defined answer is taken as the value. test/unit/app/mergeWith.test.ts holds it to lodash's
 * own output. Left out: cycles, typed arrays, buffers and `arguments` objects, which no config of the kit holds.
 */

/** Lodash's customizer: a defined answer is the merged value, `undefined` leaves the merge to the default. */
export type MergeCustomizer = (objectValue: unknown, sourceValue: unknown, key: string, object: object, source: object) => unknown;

type Bag = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Bag => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype;
};

const isMergeable = (value: unknown): value is Bag => Array.isArray(value) || isPlainObject(value);

/** Assigns like lodash: a defined value that differs, or `undefined` where the key is missing. */
function assign(object: Bag, key: string, value: unknown): void {
  if ((value !== undefined && !Object.is(object[key], value)) || (value === undefined && !(key in object))) object[key] = value;
}

function mergeInto(object: Bag, source: Bag, customizer: MergeCustomizer | undefined): Bag {
  // for…in on purpose: lodash merges inherited enumerable keys of the source too.
  for (const key in source) {
    const sourceValue = source[key];
    const objectValue = object[key];
    const custom = customizer?.(objectValue, sourceValue, key, object, source);
    if (custom !== undefined || !isMergeable(sourceValue)) {
      assign(object, key, custom !== undefined ? custom : sourceValue);
      continue;
    }
    const target = Array.isArray(sourceValue)
      ? (Array.isArray(objectValue) ? objectValue : [])
      : (isPlainObject(objectValue) ? objectValue : {});
    assign(object, key, mergeInto(target as Bag, sourceValue, customizer));
  }
  return object;
}

/** `source` merged deeply into `object` (which it changes and returns), as lodash's `mergeWith`. */
export default function mergeWith<T extends object>(object: T, source: object | null | undefined, customizer?: MergeCustomizer): T {
  if (source === null || source === undefined) return object;
  return mergeInto(object as Bag, source as Bag, customizer) as T;
}
