/**
 * The poster's reply-time line for the bounty card: the panel asks for the hint once per conversation (for the
 * header) and hands the same line down, so the card costs no second request.
 */
import { createContext } from 'react';

/** The line, or null when the card shows none (no hint yet, too little history, or not the poster's). */
export const BountyCardHintContext = createContext<string | null>(null);
