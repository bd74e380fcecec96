// The row's preview line: plain text from markdown, attachments named, deletions said, own messages marked.
import { describe, expect, it } from 'vitest';
import { markdownToText } from '../../../src/chat/channelList/plainText.js';
import { englishPreviewTexts, previewLine } from '../../../src/chat/channelList/previewLine.js';
import { previewOf } from '../../../src/chat/channelList/channelRow.js';
import type { PreviewSource } from '../../../src/chat/channelList/channelRow.js';

describe('markdownToText', () => {
  it.each([
    ['**bold** [link](https://x.test)', 'bold link'],
    ['a **question** about _this_ and *that*', 'a question about this and that'],
    ['__strong__ ~~gone~~ `code`', 'strong gone code'],
    ['# Title\n> quoted\n- one\n- two\n1. three', 'Title quoted one two three'],
    ['```js\nconst a = 1;\n```', 'const a = 1;'],
    ['![logo](https://x.test/l.png) see <https://x.test>', 'logo see https://x.test'],
    ['snake_case_name and 2*3*4 stay', 'snake_case_name and 2*3*4 stay'],
    ['escaped \\*star\\*', 'escaped *star*'],
    ['  many\n\n  lines  ', 'many lines'],
  ])('%j → %j', (markdown, text) => expect(markdownToText(markdown)).toBe(text));
});

const message = (extra: Partial<PreviewSource>): PreviewSource => ({ id: 'm', text: '', user: { id: 'alice' }, ...extra });

describe('previewLine', () => {
  it.each<[string, PreviewSource | undefined, string]>([
    ['no message yet', undefined, 'Nothing yet...'],
    ['markdown as text', message({ text: '**bold** [link](https://x.test)' }), 'bold link'],
    ['deleted', message({ text: 'secret', type: 'deleted' }), 'This message was deleted…'],
    ['a file by its name', message({ attachments: [{ type: 'file', title: 'file.pdf', mime_type: 'application/pdf' }] }), '📎 file.pdf'],
    ['a photo', message({ attachments: [{ type: 'image', title: 'IMG_1.jpg' }] }), '📷 Photo'],
    ['an image sent as a file', message({ attachments: [{ type: 'file', title: 'a.png', mime_type: 'image/png' }] }), '📷 Photo'],
    ['a voice message', message({ attachments: [{ type: 'voiceRecording', title: 'recording.mp3' }] }), '🎤 Voice message'],
    ['two attachments', message({ attachments: [{ type: 'image' }, { type: 'file', title: 'cv.pdf' }] }), '📷 Photo, 📎 cv.pdf'],
    ['text wins over attachments', message({ text: 'see file', attachments: [{ type: 'file', title: 'cv.pdf' }] }), 'see file'],
    ['a poll', message({ poll_id: 'p1' }), '📊 Poll'],
    ['my own message', message({ text: 'hi *there*', user: { id: 'bob' } }), 'You: hi there'],
  ])('%s', (_name, source, expected) => {
    expect(previewLine(source ? previewOf(source) : undefined, 'bob', englishPreviewTexts)).toBe(expected);
  });
});
