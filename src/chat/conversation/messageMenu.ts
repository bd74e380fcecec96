/** The message menu: when it is offered, what it holds, and how long a touch must rest to open it. */

/** How long a finger must rest on a message before its menu opens. */
export const LONG_PRESS_MS = 400;

/** A finger that moves further than this (px) is scrolling, not pressing. */
export const LONG_PRESS_SLOP_PX = 10;

/** The actions of the menu, in the order it lists them. */
export const MENU_ACTIONS = ['react', 'reply', 'quote', 'edit', 'delete', 'pin', 'flag', 'markUnread'] as const;

/** One action of the menu. */
export type MenuAction = (typeof MENU_ACTIONS)[number];

/**
 * The capability each sending action needs (a thread reply, a quote and an edit all write into the conversation):
 * where the provider has taken it (a closed bounty's frozen conversation), the menu does not offer the action.
 */
const NEEDS: Partial<Record<MenuAction, string>> = { reply: 'send-reply', quote: 'send-message', edit: 'send-message' };

/**
 * Whether the menu offers `action` to a member with `capabilities` (the provider's own_capabilities) in a channel
 * that is `frozen` or not. A freeze takes the sending capabilities, but the SDK learns so only from its query after
 * the `channel.updated` that says frozen: until that answer the frozen flag alone says it.
 */
export function offersAction(action: string, capabilities: Readonly<Record<string, boolean | undefined>>, frozen = false): boolean {
  const needed = NEEDS[action as MenuAction];
  return needed === undefined || (!frozen && capabilities[needed] === true);
}

/** The fields of a message the rule reads. */
export interface MenuMessage {
  type?: string;
  status?: string;
  deleted_at?: string | Date | null;
  error?: unknown;
  shadowed?: boolean;
}

/**
 * Whether a message gets a menu at all: never for error (failed or bounced), system, deleted or ephemeral
 * messages, nor while it is still being sent (it has no id on the provider yet).
 */
export function hasMessageMenu(message: MenuMessage): boolean {
  if (message.type === 'error' || message.type === 'system' || message.type === 'deleted' || message.type === 'ephemeral') return false;
  if (message.deleted_at) return false;
  if (message.error || message.status === 'failed' || message.status === 'sending') return false;
  return !message.shadowed;
}
