/** CSS files are built into minified strings (rollup's cssAsString) for constructable stylesheets. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** The kit's non-English translations as lazy chunks (rollup's kitLocales). */
declare module 'virtual:kit-locales' {
  export const kitLocales: Record<string, (() => Promise<Record<string, string>>) | undefined>;
}

/** Only the kit's rules the channel list needs (rollup's cssAsString, `?channel-list`). */
declare module '*.css?channel-list' {
  const css: string;
  export default css;
}

/** The kit's rules the message view adds after the list's (rollup's cssAsString, `?message-view`). */
declare module '*.css?message-view' {
  const css: string;
  export default css;
}

/** The message view's rules that only its lazy parts use (rollup's cssAsString, `?message-view-lazy`). */
declare module '*.css?message-view-lazy' {
  const css: string;
  export default css;
}
