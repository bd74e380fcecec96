/**
 * The product's checks on files she attaches (loaded with the composer's behaviours, see composerLater.ts;
 * composerRules.ts installs the guard that waits for them): the 30-attachment limit and the app's upload configs.
 * A refusal is handed to `notify`, which the composer shows; the rules themselves live in src/chat/composer.
 */
import type { AttachmentManager, MessageComposer, StreamChat } from 'stream-chat';
import { MAX_ATTACHMENTS, attachmentLimitRefusal } from '../../../../chat/composer/attachmentLimit.js';
import { uploadRefusal } from '../../../../chat/composer/uploadRules.js';
import type { UploadConfigs } from '../../../../chat/composer/uploadRules.js';

/** Shows a refusal in the composer. */
export type Notify = (text: string) => void;

/** Attachments that count towards the limit: uploaded, uploading or waiting to upload. */
function heldAttachments(manager: AttachmentManager): number {
  return manager.successfulUploadsCount + manager.uploadsInProgressCount + manager.pendingUploadsCount;
}

/** The app's image and file upload configs, as the provider reports them. */
async function uploadConfigs(client: StreamChat): Promise<UploadConfigs> {
  const settings = await (client.appSettingsPromise ?? client.getAppSettings());
  return { image: settings.app?.image_upload_config, file: settings.app?.file_upload_config };
}

/**
 * The files of a selection (picker, paste, drop) that may be uploaded: none when it would take the message past the
 * limit (said in `tooManyText`, the conversation's words), else those the app's configs allow; each refusal is
 * notified with its reason.
 */
export async function uploadableFiles(composer: MessageComposer, files: File[], notify: Notify, tooManyText?: string): Promise<File[]> {
  const overLimit = attachmentLimitRefusal(heldAttachments(composer.attachmentManager), files.length, MAX_ATTACHMENTS, tooManyText);
  if (overLimit) {
    notify(overLimit);
    return [];
  }
  const configs = await uploadConfigs(composer.client).catch((): UploadConfigs => ({}));
  return files.filter((file) => {
    const refusal = uploadRefusal({ name: file.name ?? '', type: file.type ?? '', size: file.size ?? 0 }, configs);
    if (refusal) notify(refusal);
    return refusal === null;
  });
}
