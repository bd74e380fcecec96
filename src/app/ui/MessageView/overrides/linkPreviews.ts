/**
 * The composer's link preview (the kit's LinkPreviewList over the SDK's LinkPreviewsManager): on, for the first link
 * of the text only (the card the message will carry), and removable before sending (the kit's close button; the
 * message then goes without a card, `skip_enrich_url`). Off where the channel's contact policy hides links: the
 * service strips a card there, so previewing one would show the sender what nobody will see.
 */
import type { MessageComposer, MessageCompositionMiddleware } from 'stream-chat';
import { linkifyReady } from '../../../kitDeps/lazyLinkify.js';

/** The kit's own link finder per composer, kept before ours replaces it. */
const kitFinders = new WeakMap<MessageComposer, (text: string) => string[]>();

/** Whether a channel's data names a policy that hides contact details (links among them). */
export function masksLinks(data: object | undefined): boolean {
  const policy = (data as Record<string, unknown> | undefined)?.['contact_policy'];
  return policy === 'mask' || policy === 'mask-until-awarded';
}

/**
 * A removed preview means no card: the SDK's step asks the provider to skip its own enrichment only when some
 * attachment remains, so a message whose one preview was removed got the provider's card all the same.
 */
function dismissedMeansNoCard(composer: MessageComposer): MessageCompositionMiddleware {
  return {
    id: 'bounty-chat/link-preview-dismissed',
    handlers: {
      compose: ({ state, next }) => (composer.linkPreviewsManager.dismissedPreviews.length > 0
        ? next({ ...state, sendOptions: { ...state.sendOptions, skip_enrich_url: true } })
        : next(state)),
    },
  };
}

/** Sets `composer`'s link preview for a channel that does or does not hide links. */
export function configureLinkPreviews(composer: MessageComposer, hidesLinks: boolean): void {
  const kitFind = kitFinders.get(composer) ?? composer.config.linkPreviews.findURLFn;
  kitFinders.set(composer, kitFind);
  composer.updateConfig({ linkPreviews: { enabled: !hidesLinks, findURLFn: (text: string) => kitFind(text).slice(0, 1) } });
  composer.compositionMiddlewareExecutor.insert({
    middleware: [dismissedMeansNoCard(composer)],
    position: { after: 'stream-io/message-composer-middleware/link-previews' },
    unique: true,
  });
  if (hidesLinks) return;
  // The link finder loads on first use and finds nothing until then: a link pasted before it arrived (one change
  // of the text, so no second look) is looked for again once it is here.
  void linkifyReady().then(() => {
    const { text } = composer.textComposer;
    if (text && composer.linkPreviewsManager.enabled) composer.linkPreviewsManager.findAndEnrichUrls(text);
  }, () => undefined);
}
