/**
 * The HTML shell every chat e-mail wears: a centred table of one column (mail clients lay tables out alike, where
 * they do not agree on CSS), every style inline (Gmail drops <style> in many views), the board's name and colour,
 * a button made of a table cell (Outlook draws a styled link as plain text), and a footer that says why the
 * e-mail came and how to change that. Light colours are inline; each coloured element also wears a class that the
 * head's dark rules recolour (emailColorSchemes.ts). Clients that invert colours themselves (Gmail) keep the
 * contrast, since text and background are set together everywhere.
 */
import { darkStyleBlock, LIGHT, SCHEME_CLASS as C } from './emailColorSchemes';


/** Escapes text for HTML so that message content can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Where reply-by-e-mail lines go: after the messages, before the footer (replyLinks.ts). */
export const AFTER_BODY = '<!--bc:after-body-->';

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = LIGHT.text;
const MUTED = LIGHT.muted;

/** Black or white, whichever reads better on `color` (`#rrggbb`): the button's text on the board's colour. */
export function textOn(color: string): string {
  const channel = (at: number) => {
    const value = Number.parseInt(color.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** A paragraph of body text (already escaped). */
export function paragraph(html: string, muted = false): string {
  return `<p class="${muted ? C.muted : C.text}" style="margin:0 0 16px;${FONT};font-size:15px;line-height:22px;color:${muted ? MUTED : TEXT}">${html}</p>`;
}

/** One message: who and when in bold and grey, then the text as written (escaped, line breaks kept). */
export function messageBlock(sender: string, time: string, text: string): string {
  return `<tr><td class="${C.text}" style="padding:0 0 14px;${FONT};font-size:15px;line-height:22px;color:${TEXT}">`
    + `<strong>${escapeHtml(sender)}</strong> <span class="${C.muted}" style="color:${MUTED};font-size:13px">${escapeHtml(time)}</span><br>`
    + `<span style="white-space:pre-wrap">${escapeHtml(text)}</span></td></tr>`;
}

/** A conversation's heading in a digest of several (already escaped). */
export function sectionHeading(html: string): string {
  return `<h3 class="${C.text}" style="margin:8px 0 12px;${FONT};font-size:16px;line-height:22px;color:${TEXT}">${html}</h3>`;
}

/**
 * The button to a conversation: a table cell of the board's colour (links alone look plain in Outlook), its text
 * black or white for contrast, with a border (the same colour in light; a light edge on a dark card in dark).
 */
export function button(label: string, href: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px"><tr>`
    + `<td class="${C.buttonCell}" bgcolor="${color}" style="border-radius:6px;background:${color};border:1px solid ${color}">`
    + `<a class="${C.button}" href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:15px;font-weight:600;color:${textOn(color)};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`
    + '</td></tr></table>';
}

/** The footer's links, each shown only when it exists. */
export interface FooterLinks {
  settings: string | null;
  unsubscribe: string | null;
}

/** The whole document: the board's name over a rule of its colour, the body, the footer; dark rules in its head. */
export function emailDocument(parts: { product: string; color: string; body: string; why: string; links: FooterLinks }): string {
  const links = [
    parts.links.settings && `<a class="${C.muted}" href="${escapeHtml(parts.links.settings)}" style="color:${MUTED};text-decoration:underline">E-mail settings</a>`,
    parts.links.unsubscribe && `<a class="${C.muted}" href="${escapeHtml(parts.links.unsubscribe)}" style="color:${MUTED};text-decoration:underline">Unsubscribe</a>`,
  ].filter(Boolean).join(' &middot; ');
  return '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    + '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">'
    + `<title>${escapeHtml(parts.product)}</title>${darkStyleBlock(parts.color, textOn(parts.color))}</head>`
    + `<body class="${C.page}" style="margin:0;padding:0;background:${LIGHT.page}">`
    + `<table class="${C.page}" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${LIGHT.page}"><tr><td align="center" style="padding:24px 12px">`
    + `<table class="${C.card}" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:${LIGHT.card};border-radius:8px">`
    + `<tr><td class="${C.text}" style="padding:20px 28px 14px;border-bottom:3px solid ${parts.color};${FONT};font-size:18px;font-weight:700;color:${TEXT}">${escapeHtml(parts.product)}</td></tr>`
    + `<tr><td style="padding:24px 28px 8px">${parts.body}${AFTER_BODY}</td></tr>`
    + `<tr><td class="${C.muted} ${C.rule}" style="padding:16px 28px 24px;border-top:1px solid ${LIGHT.rule};${FONT};font-size:12px;line-height:18px;color:${MUTED}">`
    + `<p style="margin:0 0 8px"><strong>Why you got this:</strong> ${escapeHtml(parts.why)}</p>`
    + (links ? `<p style="margin:0">${links}</p>` : '')
    + '</td></tr></table></td></tr></table></body></html>';
}
