// A message of emoji only is shown larger, and the kit counts a message's emoji: both now run on a one-line
// pattern of Unicode properties instead of the emoji-regex package. Every emoji of the picker's data (each skin
// tone included), alone, repeated and inside text, must match as the package matches it, and so must the
// characters that are not emoji (digits, ©, letters, lone joiners) in text. The package (9.2) stops at Emoji 13:
// the newer emoji of the picker, which it misses, are read as emoji here.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import packageRegex from 'emoji-regex';
import emojiRegex from '../../../src/app/kitDeps/emojiRegex.js';

const require = createRequire(import.meta.url);
const data = require('@emoji-mart/data/sets/15/native.json') as { emojis: Record<string, { version: number; skins: { native: string }[] }> };
// The handshake is older than its skin tones, which came with Emoji 14.
const versionOf = (version: number, native: string): number => (native.startsWith('🤝') && native !== '🤝' ? 14 : version);
const natives = (keep: (version: number) => boolean): string[] => Object.values(data.emojis)
  .flatMap((emoji) => emoji.skins.map((skin) => skin.native).filter((native) => keep(versionOf(emoji.version, native))));
/** The emoji the package knows (Emoji 13 and before), and those it came too early for. */
const everyEmoji = natives((version) => version <= 13);
const newerEmoji = natives((version) => version > 13);

/** What the kit reads from a text: its emoji, in order (countEmojis), and whether nothing else is left (emoji only). */
function reading(regex: () => RegExp, text: string) {
  return { matches: text.match(regex()) ?? [], emojiOnly: !text.replace(regex(), '').replace(/[\s\n]/gm, '') };
}

describe('the emoji pattern', () => {
  it(`reads each of the picker's ${everyEmoji.length} emoji as the package does`, () => {
    expect(everyEmoji.length).toBeGreaterThan(3000);
    const differ = everyEmoji.filter((emoji) => JSON.stringify(reading(emojiRegex, emoji)) !== JSON.stringify(reading(packageRegex, emoji)));
    expect(differ).toEqual([]);
  });

  it(`reads each of the picker's ${newerEmoji.length} newer emoji as one emoji, which the package misses`, () => {
    expect(newerEmoji.length).toBeGreaterThan(100);
    for (const emoji of newerEmoji) expect([emoji, reading(emojiRegex, emoji)]).toEqual([emoji, { matches: [emoji], emojiOnly: true }]);
    expect(reading(packageRegex, '🫠').emojiOnly).toBe(false);
  });

  it('reads runs of emoji and emoji inside text as the package does', () => {
    const texts = [
      everyEmoji.slice(0, 400).join(''), everyEmoji.slice(400, 800).join(' '), `great work ${everyEmoji.slice(800, 900).join('')}!`,
      'Thanks 👍🏽👍🏿 see you at 10', '👨‍👩‍👧‍👦 family', '🏴󠁧󠁢󠁳󠁣󠁴󠁿 and 🇩🇪🇫🇷', '1️⃣ #️⃣ *️⃣ 9', '© 2026 ™ ®', '©️ ™️ ®️',
      'just text', '12345', '#hashtag *bold*', '\u200D', '❤ ❤️', '☺ ☺️', 'ok ✔️ ✔', '🏻 alone', 'a🙂b', '\n🎉\n🎉\n',
    ];
    for (const text of texts) expect([text, reading(emojiRegex, text)]).toEqual([text, reading(packageRegex, text)]);
  });

  it('is global and new on each call, like the package', () => {
    const first = emojiRegex();
    expect(first.global).toBe(true);
    expect(emojiRegex()).not.toBe(first);
  });
});
