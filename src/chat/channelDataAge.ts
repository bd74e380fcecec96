/**
 * Whether a channel's data with `updated_at` `answer` is older than the data held with `held`: the provider's
 * times, compared as instants. Either missing or unreadable counts as not older (the answer is taken, as before).
 */
export function olderChannelData(answer: string | undefined, held: string | undefined): boolean {
  if (!answer || !held) return false;
  const answerMs = Date.parse(answer);
  const heldMs = Date.parse(held);
  if (Number.isNaN(answerMs) || Number.isNaN(heldMs)) return false;
  // Same millisecond: the same update as far as the client can tell, so the answer (with its capabilities) wins.
  return answerMs < heldMs;
}
