/**
 * The bounty page's line about its poster, from the service's figures (GET /api/host/v1/users/{id}/responsiveness),
 * fetched by the board's back end with the host key: the browser never holds the key nor sees raw figures.
 */

/** The host API's answer, as far as the line reads it. */
export interface PosterFigures {
  conversations: number;
  responseRate: number | null;
  medianFirstReplySeconds: number | null;
}

/** Fewer conversations than this are too few to judge a poster by (the widget's own threshold). */
export const FEWEST_CONVERSATIONS = 5;

/** "Replies to 80% of candidates, usually within 2 hours", or "New poster" with too little history. */
export function responseRateLine(figures: PosterFigures): string {
  if (figures.conversations < FEWEST_CONVERSATIONS || figures.responseRate === null) return 'New poster';
  const rate = `Replies to ${Math.round(figures.responseRate * 100)}% of candidates`;
  return figures.medianFirstReplySeconds === null ? rate : `${rate}, usually within ${roughly(figures.medianFirstReplySeconds)}`;
}

/** A wait rounded up to what a reader takes in at a glance. */
function roughly(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(seconds / 3600);
  if (hours <= 1) return 'an hour';
  if (hours < 24) return `${hours} hours`;
  const days = Math.ceil(seconds / 86_400);
  return days <= 1 ? 'a day' : `${days} days`;
}

/** The poster's line through the host API; throws when the service does not answer with figures. */
export async function posterResponseRate(serviceUrl: string, hostApiKey: string, posterId: string): Promise<{ line: string }> {
  const response = await fetch(`${serviceUrl}/api/host/v1/users/${encodeURIComponent(posterId)}/responsiveness`, {
    headers: { authorization: `Bearer ${hostApiKey}` },
  });
  if (!response.ok) throw new Error(`host API: responsiveness of ${posterId} answered ${response.status}`);
  return { line: responseRateLine((await response.json()) as PosterFigures) };
}
