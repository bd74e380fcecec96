/**
 * The chat e-mail's colours, light and dark. Light is written inline on every element (Gmail ignores the media
 * query and applies its own inversion to inline colours; many clients drop a <style> block). Dark is a <style>
 * block of class rules with `!important`, which beat the inline light colours: under
 * `@media (prefers-color-scheme: dark)` for Apple Mail, iOS Mail, Outlook.com and the new Outlook, and under
 * `[data-ogsc]` / `[data-ogsb]` for Outlook.com's forced dark mode (it marks the elements whose text or
 * background colour it rewrote with those attributes). The board's button keeps its colour and its text colour
 * in every scheme, with a border that keeps it apart from a dark card.
 */

/** One scheme's palette. */
interface Palette {
  page: string;
  card: string;
  text: string;
  muted: string;
  rule: string;
  link: string;
  /** The button's border: the brand colour itself in light, a light edge in dark. */
  buttonBorder: string | null;
}

/** The light palette: written inline, what every client shows unless it is in dark mode. */
export const LIGHT = { page: '#f4f5f7', card: '#ffffff', text: '#1d1d1f', muted: '#5f6368', rule: '#e3e5e8', link: '#1a56b8' } as const;

/** The dark palette (on the card: text 13.4:1, muted 7.8:1, links 7.7:1). */
export const DARK: Palette = { page: '#121417', card: '#1e2126', text: '#e8eaed', muted: '#b0b5bb', rule: '#3c4148', link: '#8ab4f8', buttonBorder: '#e8eaed' };

/** The class each coloured element wears, so the dark rules can find it. */
export const SCHEME_CLASS = {
  page: 'bc-page',
  card: 'bc-card',
  text: 'bc-text',
  muted: 'bc-muted',
  rule: 'bc-rule',
  link: 'bc-link',
  buttonCell: 'bc-button-cell',
  button: 'bc-button',
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The board's button: its colour and its text's (both `#rrggbb`), or null to leave the button's rules out. */
type Brand = { color: string; text: string } | null;

type Rule = [selector: string, declarations: string];

/** The rules that set text colours in `palette` (Outlook.com marks the elements they apply to with data-ogsc). */
function textRules(palette: Palette, brand: Brand): Rule[] {
  const c = SCHEME_CLASS;
  return [
    [c.text, `color:${palette.text}!important`],
    [c.muted, `color:${palette.muted}!important`],
    [c.link, `color:${palette.link}!important`],
    // The button's text keeps the colour chosen for the board's colour: a client that recolours it loses contrast.
    ...(brand ? [[c.button, `color:${brand.text}!important`] as Rule] : []),
  ];
}

/** The rules that set backgrounds and borders in `palette` (Outlook.com's mark for them is data-ogsb). */
function backgroundRules(palette: Palette, brand: Brand): Rule[] {
  const c = SCHEME_CLASS;
  const border = palette.buttonBorder ? `;border-color:${palette.buttonBorder}!important` : '';
  return [
    [c.page, `background-color:${palette.page}!important`],
    [c.card, `background-color:${palette.card}!important`],
    [c.rule, `border-color:${palette.rule}!important`],
    // The button is the board's colour in every scheme, with an edge that keeps it apart from a dark card.
    ...(brand ? [[c.buttonCell, `background-color:${brand.color}!important${border}`] as Rule] : []),
  ];
}

/** `rules` as CSS, each class under `scope` (Outlook's attribute), or alone (in the media query: the body wears one). */
function css(rules: Rule[], scope = ''): string {
  return rules.map(([name, declarations]) => `${scope ? `${scope} ` : ''}.${name}{${declarations}}`).join('');
}

/**
 * The <style> block of the e-mail's <head>: dark colours for clients that honour the colour-scheme media query,
 * and for Outlook.com's forced dark mode. `brandColor` and `buttonText` are `#rrggbb` (the service refuses any
 * other brand colour at start); otherwise the button's rules are left out, so nothing unchecked reaches the CSS.
 */
export function darkStyleBlock(brandColor: string, buttonText: string): string {
  const brand: Brand = HEX_COLOR.test(brandColor) && HEX_COLOR.test(buttonText) ? { color: brandColor, text: buttonText } : null;
  const all = [...textRules(DARK, brand), ...backgroundRules(DARK, brand)];
  return '<style>:root{color-scheme:light dark;supported-color-schemes:light dark}'
    + `@media (prefers-color-scheme: dark){${css(all)}}`
    + css(textRules(DARK, brand), '[data-ogsc]') + css(backgroundRules(DARK, brand), '[data-ogsb]')
    + '</style>';
}
