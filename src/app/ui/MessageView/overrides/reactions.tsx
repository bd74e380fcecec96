/** The product's five reactions (the kit offers six): the selector, the reactions list and the details modal read them. */
import type { ComponentContextValue } from 'stream-chat-react';
import { PRODUCT_REACTIONS } from '../../../../chat/conversation/reactions.js';

type ReactionOptions = NonNullable<ComponentContextValue['reactionOptions']>;

const quick: Exclude<ReactionOptions, unknown[]>['quick'] = {};
for (const face of PRODUCT_REACTIONS) {
  const Emoji = () => <>{face.emoji}</>;
  Emoji.displayName = `Reaction(${face.type})`;
  quick[face.type] = { Component: Emoji, name: face.name };
}

/** Reaction overrides: exactly the product's reactions, no extended picker. */
export const reactionComponents: Partial<ComponentContextValue> = { reactionOptions: { quick } };
