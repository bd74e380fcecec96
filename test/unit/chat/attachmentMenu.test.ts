// Whether the attachment button shows (and so whether its place is kept while it loads): one open action is enough.
import { describe, expect, it } from 'vitest';
import { attachmentMenuShows } from '../../../src/chat/composer/attachmentMenu';

const none = { capabilities: {}, config: {}, uploadEnabled: true, inThread: false };

describe('the attachment button', () => {
  it('shows for files only when the member may upload, the channel takes uploads and uploads are on', () => {
    const files = { ...none, capabilities: { 'upload-file': true }, config: { uploads: true } };
    expect(attachmentMenuShows(files)).toBe(true);
    expect(attachmentMenuShows({ ...files, uploadEnabled: false })).toBe(false);
    expect(attachmentMenuShows({ ...files, config: { uploads: false } })).toBe(false);
    expect(attachmentMenuShows({ ...files, capabilities: {} })).toBe(false);
  });

  it('shows for a poll or a location outside threads, and for a named command anywhere', () => {
    expect(attachmentMenuShows({ ...none, capabilities: { 'send-poll': true }, config: { polls: true } })).toBe(true);
    expect(attachmentMenuShows({ ...none, capabilities: { 'send-poll': true }, config: { polls: true }, inThread: true })).toBe(false);
    expect(attachmentMenuShows({ ...none, config: { shared_locations: true } })).toBe(true);
    expect(attachmentMenuShows({ ...none, config: { shared_locations: true }, inThread: true })).toBe(false);
    expect(attachmentMenuShows({ ...none, config: { commands: [{ name: 'giphy' }] }, inThread: true })).toBe(true);
    expect(attachmentMenuShows({ ...none, config: { commands: [{}] } })).toBe(false);
  });

  it('does not show with nothing open, or before the channel type is known', () => {
    expect(attachmentMenuShows(none)).toBe(false);
    expect(attachmentMenuShows({ ...none, capabilities: { 'upload-file': true }, config: undefined })).toBe(false);
  });
});
