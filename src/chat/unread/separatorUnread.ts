/**
 * The unread state the conversation shows ("N unread" and its separator) carries a first-unread message id in two
 * cases: the reader marked a message unread herself, or the widget placed the separator where the kit could not (a
 * date chip between the last read and the first unread message). The kit reads any such id as the first case and
 * then stops marking the conversation read as messages arrive, so a conversation opened with unread messages left
 * every message that came while the reader had it open unread at the provider. The widget's own placement is
 * tagged, so only the reader's own mark keeps the conversation unread.
 */

/** What the rules read of the shown unread state. */
export interface ShownUnread {
  first_unread_message_id?: string;
  /** Set when the widget, not the reader, placed `first_unread_message_id` (kept through the kit's copies). */
  separator_only?: boolean;
}

/** `state` with the separator placed before message `id` by the widget (not a mark of the reader's). */
export function withSeparatorAt<State extends object>(state: State, id: string): State & ShownUnread {
  return { ...state, first_unread_message_id: id, separator_only: true };
}

/** Whether the reader marked the conversation unread herself: the kit then leaves it unread while she reads. */
export function markedUnreadByReader(state: ShownUnread | undefined): boolean {
  return !!state?.first_unread_message_id && state.separator_only !== true;
}
