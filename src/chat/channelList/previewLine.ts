/** The preview line of a channel row: the latest message as plain text, its attachments named, deletions said. */
import type { MessagePreview } from './channelRow.js';
import { markdownToText } from './plainText.js';

/** The words a preview line uses (translated by the app). */
export interface PreviewTexts {
  nothingYet: string;
  deleted: string;
  photo: string;
  video: string;
  voice: string;
  attachment: string;
  poll: string;
  you: string;
}

/** English preview words. */
export const englishPreviewTexts: PreviewTexts = {
  nothingYet: 'Nothing yet...', deleted: 'This message was deleted…', photo: 'Photo', video: 'Video',
  voice: 'Voice message', attachment: 'Attachment', poll: 'Poll', you: 'You',
};

function attachmentWords(message: MessagePreview, texts: PreviewTexts): string {
  const files = message.files ?? [];
  if (!files.length) return message.attachments ? `📎 ${texts.attachment}` : '';
  return files.map((file) => {
    switch (file.kind) {
      case 'image': return `📷 ${texts.photo}`;
      case 'video': return `🎬 ${texts.video}`;
      case 'voice': return `🎤 ${texts.voice}`;
      default: return `📎 ${file.name || texts.attachment}`;
    }
  }).join(', ');
}

/** One line for `message` as `userId` sees it ("You: …" for their own). */
export function previewLine(message: MessagePreview | undefined, userId: string, texts: PreviewTexts): string {
  if (!message) return texts.nothingYet;
  if (message.deleted) return texts.deleted;
  const body = markdownToText(message.text) || attachmentWords(message, texts) || (message.poll ? `📊 ${texts.poll}` : '');
  return message.userId === userId ? `${texts.you}: ${body}` : body;
}
