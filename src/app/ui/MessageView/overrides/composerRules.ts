/**
 * The product's composer rules installed on one stream-chat MessageComposer: trimming, the send blocker,
 * link refusal (in the composition middleware, so Enter and the send button both pass through it), the
 * 30-attachment limit and the app's upload configs (before any upload starts). Refusals become a notice
 * the composer shows. The upload checks (uploadChecks.ts) load apart from the message view
 * (composerLater.ts); the guard here is in place at once and waits for them.
 */
import { StateStore } from 'stream-chat';
import type { AttachmentManager, MessageComposer, MessageCompositionMiddleware } from 'stream-chat';
import { MAX_ATTACHMENTS } from '../../../../chat/composer/attachmentLimit.js';
import { linkRefusal } from '../../../../chat/composer/links.js';
import { sendBlocker, sendBlockerText, trimMessageText } from '../../../../chat/composer/sendBlocker.js';
import { englishComposerTexts } from '../../../../chat/composer/composerWords.js';
import type { ConversationTexts } from '../../../../chat/texts/conversationWords.js';
import { loadComposerBehaviours, loadedComposerBehaviours } from './composerLater.js';

/** What the composer tells the user about its last refusal (null: nothing). */
export interface ComposerNoticeState extends Record<string, unknown> {
  notice: { text: string; id: number } | null;
}

/** The id our middleware has in the composer's chain. */
const RULES_MIDDLEWARE_ID = 'bounty-chat/composer-rules';

const notices = new WeakMap<MessageComposer, StateStore<ComposerNoticeState>>();
const wrapped = new WeakSet<AttachmentManager>();
type RuleTexts = Pick<ConversationTexts, 'uploadsPending' | 'tooManyAttachments' | 'linksRefused'>;
const composerTexts = new WeakMap<MessageComposer, RuleTexts>();

/** The words `composer`'s refusals are said in (the conversation's; English until set). */
export function setComposerTexts(composer: MessageComposer, texts: RuleTexts): void {
  composerTexts.set(composer, texts);
}
const textsOf = (composer: MessageComposer) => composerTexts.get(composer) ?? englishComposerTexts;
let noticeCount = 0;

/** The notice store of `composer` (one per composer, made on first use). */
export function composerNotices(composer: MessageComposer): StateStore<ComposerNoticeState> {
  let store = notices.get(composer);
  if (!store) {
    store = new StateStore<ComposerNoticeState>({ notice: null });
    notices.set(composer, store);
  }
  return store;
}

function notify(composer: MessageComposer, text: string): void {
  noticeCount += 1;
  composerNotices(composer).partialNext({ notice: { text, id: noticeCount } });
}

/**
 * The composition step: trims, then refuses what may not be sent, with a notice where a reason helps. It is here
 * from the start (not with the behaviours that load later): a message sent offline before they came would wait
 * for them, where it must show as not sent and wait in the outbox.
 */
function rulesMiddleware(composer: MessageComposer): MessageCompositionMiddleware {
  return {
    id: RULES_MIDDLEWARE_ID,
    handlers: {
      compose: ({ state, next, discard }) => {
        const text = trimMessageText(state.message.text ?? '');
        const manager = composer.attachmentManager;
        const blocker = sendBlocker({
          text,
          attachments: manager.successfulUploadsCount + (state.message.attachments?.length ?? 0),
          uploading: manager.uploadsInProgressCount + manager.pendingUploadsCount,
          hasOtherContent: Boolean(state.message.poll_id || state.message.shared_location || state.message.quoted_message_id),
        });
        if (blocker) {
          const reason = sendBlockerText(blocker, textsOf(composer));
          if (reason) notify(composer, reason);
          return discard();
        }
        const refusal = linkRefusal(text, composer.channel.data?.own_capabilities ?? [], textsOf(composer).linksRefused);
        if (refusal) {
          notify(composer, refusal);
          return discard();
        }
        composerNotices(composer).partialNext({ notice: null });
        return next({ ...state, message: { ...state.message, text }, localMessage: { ...state.localMessage, text } });
      },
    },
  };
}

/**
 * Every way of adding files (picker, paste, drop) calls `uploadFiles`: refuse a selection that would take the
 * message past the limit, and each file the app's configs refuse, naming the reason; upload the rest.
 */
function guardUploads(composer: MessageComposer): void {
  const manager = composer.attachmentManager;
  if (wrapped.has(manager)) return;
  wrapped.add(manager);
  const upload = manager.uploadFiles;
  manager.uploadFiles = async (files) => {
    // Mostly here already (fetched at the first idle moment); an upload needs the network anyway.
    const behaviours = loadedComposerBehaviours() ?? await loadComposerBehaviours();
    const allowed = await behaviours.uploadableFiles(composer, Array.from(files as ArrayLike<File>), (text) => notify(composer, text), textsOf(composer).tooManyAttachments);
    return allowed.length > 0 ? upload(allowed) : undefined;
  };
}

/**
 * Installs the rules on `composer` (idempotent). The upload guard is in place at once, before the kit's
 * drop zone takes `uploadFiles`; the middleware and the limit go in through `configure`, which updates
 * composer state and so belongs in an effect.
 */
export function installComposerRules(composer: MessageComposer): { configure(): void } {
  guardUploads(composer);
  return {
    configure() {
      composer.compositionMiddlewareExecutor.insert({
        middleware: [rulesMiddleware(composer)],
        position: { after: 'stream-io/message-composer-middleware/text-composition' },
        unique: true,
      });
      if (composer.attachmentManager.maxNumberOfFilesPerMessage !== MAX_ATTACHMENTS) {
        composer.attachmentManager.maxNumberOfFilesPerMessage = MAX_ATTACHMENTS;
      }
    },
  };
}
