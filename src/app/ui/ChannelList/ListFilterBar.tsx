/** The list's filter controls: one bounty's conversations, and unread ones (loaded with the first list that offers them). */
import type { ChannelRow } from '../../../chat/channelList/channelRow.js';
import { bountyChoices, passesFilter } from '../../../chat/channelList/listFilter.js';
import type { ListFilter } from '../../../chat/channelList/listFilter.js';
import type { ListTexts } from './listTexts.js';

/** A chosen filter and the test a row must pass. */
export interface ActiveFilter {
  value: ListFilter;
  test: (row: ChannelRow) => boolean;
}

/** The bounty choice and the "Unread" toggle; `onChange(null)` when nothing is filtered any more. */
export function ListFilterBar({ rows, texts, filter, onChange }: {
  rows: ReadonlyArray<ChannelRow>;
  texts: ListTexts;
  filter: ListFilter;
  onChange: (next: ActiveFilter | null) => void;
}) {
  const choices = bountyChoices(rows);
  if (choices.length === 0) return null;
  const set = (next: ListFilter) => onChange(next.bountyId === undefined && !next.unreadOnly ? null : { value: next, test: (row) => passesFilter(row, next) });
  return (
    <>
      <select className="bc-filter" aria-label={texts.filterBounty} value={filter.bountyId ?? ''}
        onChange={(event) => set({ ...filter, bountyId: event.target.value || undefined })}>
        <option value="">{texts.allBounties}</option>
        {choices.map((choice) => <option key={choice.bountyId} value={choice.bountyId}>{choice.title}</option>)}
      </select>
      <button type="button" className="bc-view-toggle bc-filter-unread" aria-pressed={!!filter.unreadOnly}
        onClick={() => set({ ...filter, unreadOnly: !filter.unreadOnly })}>{texts.unreadOnly}</button>
    </>
  );
}
