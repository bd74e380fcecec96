/** The reactions the product offers: exactly these five, in this order (the kit's defaults add a sixth). */

/** A reaction type the product offers. */
export type ProductReaction = 'haha' | 'like' | 'love' | 'sad' | 'wow';

/** What a reaction looks like and is called. */
export interface ReactionFace {
  type: ProductReaction;
  emoji: string;
  /** The accessible name and the details modal's label. */
  name: string;
}

/** The offered reactions, in the order the selector shows them. */
export const PRODUCT_REACTIONS: readonly ReactionFace[] = [
  { type: 'haha', emoji: '😂', name: 'Haha' },
  { type: 'like', emoji: '👍', name: 'Like' },
  { type: 'love', emoji: '❤️', name: 'Love' },
  { type: 'sad', emoji: '😢', name: 'Sad' },
  { type: 'wow', emoji: '😮', name: 'Wow' },
];

/** Whether `type` is one the product offers (others, sent by other clients, are not shown as options). */
export const isProductReaction = (type: string): type is ProductReaction => PRODUCT_REACTIONS.some((face) => face.type === type);
