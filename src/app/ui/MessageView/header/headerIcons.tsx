/**
 * The conversation header's icons, drawn inline: an emoji (🔍) shows as a missing-glyph box on a machine without
 * an emoji font, and an SVG takes the text's colour in either scheme. Each is decoration: its button has the name.
 */

/** A magnifying glass. */
export const SearchIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="bc-icon-stroke"><circle cx="11" cy="11" r="6.5" /><path d="m16 16 4.5 4.5" /></svg>
);

/** Three dots in a row ("more"). */
export const MoreIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="bc-icon-fill"><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></svg>
);

/** A bell struck through: the conversation or its person is muted. */
export const MutedIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="bc-icon-stroke">
    <path d="M6 16V11a6 6 0 0 1 9.3-5M18 11v5l1.5 2H8" /><path d="M10 21h4" /><path d="M4 3l16 18" />
  </svg>
);
