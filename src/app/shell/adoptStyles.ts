/** Adds stylesheets to a shadow root as constructable sheets (allowed under a strict CSP). */
export function adoptStyles(root: ShadowRoot, cssTexts: string[]): CSSStyleSheet[] {
  const sheets = cssTexts.map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  return sheets;
}

/** Removes sheets added by adoptStyles. */
export function dropStyles(root: ShadowRoot, sheets: CSSStyleSheet[]): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
}
