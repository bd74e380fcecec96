/**
 * The bounty card at the top of a DM and of the bounty's channel: the title linking to the host's bounty page
 * (a new tab, no opener), the reward and a status badge. Read from the channel's custom fields, which only the
 * product service can set. Its loader (LazyBountyCard) follows `channel.updated` and redraws it, so a bounty
 * the host closes or awards shows at once. Under them, the poster's reply time as the header shows it (the panel
 * hands it down, see bountyCardHint.ts).
 */
import { useContext } from 'react';
import type { Channel } from 'stream-chat';
import { STATUS_KEYS, bountyCardFacts, englishBountyTexts } from '../../../chat/bounty/bountyCard.js';
import { BountyCardHintContext } from './bountyCardHint.js';
import { useConversationTexts } from './conversationTextsContext.js';

const CARD = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2px 8px', padding: '8px 12px', borderBottom: '1px solid rgba(0,0,0,.12)', fontSize: '14px', minWidth: 0 } as const;
const TITLE = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600, color: 'inherit' } as const;
const BADGE = { padding: '2px 8px', borderRadius: '10px', fontSize: '12px', border: '1px solid currentColor' } as const;
// The poster's reply time on a line of its own under the title, quieter than it.
const HINT = { flexBasis: '100%', fontSize: '12px', opacity: 0.75 } as const;

/** The card for `channel`, or nothing for a channel without a described bounty. (No kit import: it stays light.) */
export function BountyCard({ channel }: { channel: Channel }) {
  const facts = bountyCardFacts(channel.data);
  const hint = useContext(BountyCardHintContext);
  const texts = useConversationTexts(englishBountyTexts);
  if (!facts) return null;
  return (
    <div className="bc-bounty-card" data-testid="bounty-card" style={CARD}>
      {facts.url
        ? <a className="bc-bounty-link" href={facts.url} target="_blank" rel="noopener noreferrer" style={TITLE}>{facts.title}</a>
        : <span style={TITLE}>{facts.title}</span>}
      {facts.reward && <span className="bc-bounty-reward">{facts.reward}</span>}
      {facts.status && <span className="bc-bounty-status" data-status={facts.status} data-testid="bounty-status" style={BADGE}>{texts[STATUS_KEYS[facts.status]]}</span>}
      {hint && <span className="bc-bounty-reply-hint" data-testid="bounty-reply-hint" style={HINT}>{hint}</span>}
    </div>
  );
}
