// The notification e-mail as a mail client that follows the reader's colour scheme draws it (Chromium stands in for
// Apple Mail's WebKit here): light by day, dark at night, every text readable on its background in both; the
// board's button keeps its colour and its text. The e-mail is the renderer's, with reply links and the footer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DigestItem, EmailDigest } from '../../src/server/email/emailRequest.js';
import { renderEmail } from '../../src/server/email/renderEmail.js';
import { DEFAULT_RENDER_OPTIONS } from '../../src/server/email/renderOptions.js';
import { withReplyLinks } from '../../src/server/inbound/replyLinks.js';
import { contrastRatio, parseColor } from '../helpers/contrast.js';
import { launchChromium } from './helpers/browser.js';

const item = (channelId: string, channelTitle: string, senderName: string, text: string): DigestItem => ({
  kind: 'message', channelId, channelTitle, bountyId: `b-${channelId}`, isDM: false, senderName, text, createdAt: Date.UTC(2026, 11, 3, 9, 30),
});
const digest: EmailDigest = {
  id: 1, recipientId: 'alice', recipientEmail: 'alice@example.com', recipientName: 'Alice', attempts: 0, createdAt: 0,
  items: [item('c1', 'Fix the flaky checkout test', 'Bob Poster', 'Could you start on Monday?'), item('c2', 'Port the app to Rust', 'Ada', 'Hi!')],
};
const options = {
  ...DEFAULT_RENDER_OPTIONS, productName: 'Acme Jobs', brandColor: '#0b7a5a',
  conversationUrl: 'https://jobs.example.com/bounties/{bountyId}/messages/{channelId}', settingsUrl: 'https://jobs.example.com/settings/e-mail',
};
const html = withReplyLinks(renderEmail(digest, options, { unsubscribeUrl: 'https://chat.example.com/unsubscribe?t=1' }), {
  headers: {},
  links: [{ label: 'Reply to Bob Poster about Fix the flaky checkout test', address: 'reply+a@reply.example.com' }, { label: 'Reply to Ada about Port the app to Rust', address: 'reply+b@reply.example.com' }],
}).html;

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); }, 60_000);
afterAll(async () => { await browser?.close(); });

/** What the reader sees of the e-mail: each colour as Chromium computed it. */
interface Look {
  page: string;
  card: string;
  text: string;
  time: string;
  link: string;
  footer: string;
  footerLink: string;
  button: string;
  buttonText: string;
}

async function look(scheme: 'light' | 'dark'): Promise<Look> {
  const context = await browser.newContext({ colorScheme: scheme });
  try {
    const page: Page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const byText = (tag: string, text: string) => [...document.querySelectorAll(tag)].find((node) => node.textContent?.startsWith(text))!;
      return {
        page: getComputedStyle(document.body).backgroundColor,
        card: style('table[style*="max-width:560px"]').backgroundColor,
        text: getComputedStyle(byText('p', 'Hello Alice')).color,
        time: getComputedStyle(byText('td', 'Bob Poster').querySelector('span')!).color,
        link: getComputedStyle(byText('a', 'Reply to Ada')).color,
        footer: getComputedStyle(byText('p', 'Why you got this')).color,
        footerLink: getComputedStyle(byText('a', 'Unsubscribe')).color,
        button: getComputedStyle(byText('a', 'Open the conversation').parentElement!).backgroundColor,
        buttonText: getComputedStyle(byText('a', 'Open the conversation')).color,
      };
    });
  } finally {
    await context.close();
  }
}

/** 0 (black) to 1 (white): how light a colour is. */
const lightness = (color: string) => {
  const [r, g, b] = parseColor(color);
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
};

describe('the e-mail in a light and a dark colour scheme', () => {
  it('light: a light page and card, dark text', async () => {
    const seen = await look('light');
    expect(lightness(seen.page)).toBeGreaterThan(0.9);
    expect(lightness(seen.card)).toBe(1);
    expect(lightness(seen.text)).toBeLessThan(0.2);
  });

  it('dark: a dark page and card, light text', async () => {
    const seen = await look('dark');
    expect(lightness(seen.page)).toBeLessThan(0.15);
    expect(lightness(seen.card)).toBeLessThan(0.15);
    expect(lightness(seen.text)).toBeGreaterThan(0.85);
  });

  it.each(['light', 'dark'] as const)('%s: every text reads on the card at WCAG AA, and the button keeps the board\'s colour', async (scheme) => {
    const seen = await look(scheme);
    for (const part of ['text', 'time', 'link', 'footer', 'footerLink'] as const) {
      expect(contrastRatio(seen[part], seen.card), `${part} ${seen[part]} on ${seen.card}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(seen.button).toBe('rgb(11, 122, 90)');
    expect(seen.buttonText).toBe('rgb(255, 255, 255)');
    expect(contrastRatio(seen.buttonText, seen.button)).toBeGreaterThanOrEqual(4.5);
  });
});
