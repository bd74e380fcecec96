/** The open channel's header counts: its members, and how many of them are online (the user always is). */

/** A member as far as the counts care. */
export interface MemberPresence {
  id: string;
  online: boolean;
}

/** Members and online members of a channel as `userId` sees it (connected, so online). */
export function headerCounts(members: ReadonlyArray<MemberPresence>, userId: string): { members: number; online: number } {
  const ids = new Set(members.map((m) => m.id));
  const online = new Set(members.filter((m) => m.online || m.id === userId).map((m) => m.id));
  return { members: ids.size, online: online.size };
}
