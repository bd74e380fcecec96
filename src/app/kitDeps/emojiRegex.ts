/**
 * What the kit uses of the emoji-regex package (to count a message's emoji and tell an emoji-only message, shown
 * larger): the build points the kit's `import emojiRegex from "emoji-regex"` here (build/kitAliases.mjs). The
 * package spells out every emoji sequence in a 15 KiB pattern; the browser's own Unicode properties describe the
 * same sequences in one line. test/unit/app/emojiRegex.test.ts holds it to the package's matches.
 */

// One emoji: a skin-toned person, an emoji shown as one by default, or a text-default symbol made an emoji by
// U+FE0F; flags (a pair of regional indicators, or a black flag with tag letters), keycaps, and ZWJ sequences.
const ONE = String.raw`(?:\p{Emoji_Modifier_Base}\p{Emoji_Modifier}|\p{Emoji_Presentation}\uFE0F?|\p{Extended_Pictographic}\uFE0F)`;
const IN_SEQUENCE = String.raw`(?:\p{Emoji_Modifier_Base}\p{Emoji_Modifier}|\p{Extended_Pictographic}\uFE0F?)`;
const EMOJI = [
  String.raw`\p{Regional_Indicator}{2}`,
  String.raw`[#*0-9]\uFE0F?\u20E3`,
  String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}`,
  `${ONE}(?:\\u200D${IN_SEQUENCE})*`,
].join('|');

/** A new global regular expression matching each emoji (as the package's default export does). */
export default function emojiRegex(): RegExp {
  return new RegExp(EMOJI, 'gu');
}
