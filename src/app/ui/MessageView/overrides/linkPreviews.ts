/**
 * The composer's link preview (the kit's LinkPreviewList over the SDK's LinkPreviewsManager): on, for the first link
 * of the text only (the card the message will carry), and removable before sending (the kit's close button; the
 * message then goes without a card, `skip_enrich_url`). Off where the channel's contact policy hides links: the
 * service strips a card there, so previewing one would show the sender what nobody will see.
 */
import type { MessageComposer } from 'stream-chat';

/** The kit's own link finder per composer, kept before ours replaces it. */
const kitFinders = new WeakMap<MessageComposer, (text: string) => string[]>();

/** Whether a channel's data names a policy that hides contact details (links among them). */
export function masksLinks(data: object | undefined): boolean {
  const policy = (data as Record<string, unknown> | undefined)?.['contact_policy'];
  return policy === 'mask' || policy === 'mask-until-awarded';
}

/** Sets `composer`'s link preview for a channel that does or does not hide links. */
export function configureLinkPreviews(composer: MessageComposer, hidesLinks: boolean): void {
  const kitFind = kitFinders.get(composer) ?? composer.config.linkPreviews.findURLFn;
  kitFinders.set(composer, kitFind);
  composer.updateConfig({ linkPreviews: { enabled: !hidesLinks, findURLFn: (text: string) => kitFind(text).slice(0, 1) } });
}
