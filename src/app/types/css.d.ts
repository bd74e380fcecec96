/** CSS files are built into minified strings (rollup's cssAsString) for constructable stylesheets. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** The kit's non-English translations as lazy chunks (rollup's kitLocales). */
declare module 'virtual:kit-locales' {
  export const kitLocales: Record<string, (() => Promise<Record<string, string>>) | undefined>;
}
