// The app's image and file upload configs decide which files may be attached, each refusal with its reason.
import { describe, expect, it } from 'vitest';
import { formatBytes, uploadRefusal } from '../../../src/chat/composer/uploadRules.js';
import type { UploadCandidate, UploadConfigs } from '../../../src/chat/composer/uploadRules.js';

const png: UploadCandidate = { name: 'photo.PNG', type: 'image/png', size: 2048 };
const pdf: UploadCandidate = { name: 'cv.pdf', type: 'application/pdf', size: 300 * 1024 };
const exe: UploadCandidate = { name: 'setup.exe', type: 'application/x-msdownload', size: 1000 };

describe('uploadRefusal', () => {
  it.each<[string, UploadCandidate, UploadConfigs, string | null]>([
    ['no config: allowed', pdf, {}, null],
    ['an image follows the image config, not the file config', png, { file: { blocked_file_extensions: ['.png'] } }, null],
    ['blocked extension (case-insensitive)', png, { image: { blocked_file_extensions: ['.png'] } },
      '"photo.PNG" can\'t be attached: images ending in .png are not allowed.'],
    ['not among the allowed extensions', exe, { file: { allowed_file_extensions: ['.pdf', '.docx'] } },
      '"setup.exe" can\'t be attached: files must end in .pdf, .docx.'],
    ['among the allowed extensions', pdf, { file: { allowed_file_extensions: ['.pdf', '.docx'] } }, null],
    ['blocked mime type', exe, { file: { blocked_mime_types: ['application/x-msdownload'] } },
      '"setup.exe" can\'t be attached: files of type application/x-msdownload are not allowed.'],
    ['not among the allowed mime types', pdf, { file: { allowed_mime_types: ['image/jpeg'] } },
      '"cv.pdf" can\'t be attached: its type application/pdf is not allowed (allowed: image/jpeg).'],
    ['over the size limit', pdf, { file: { size_limit: 100 * 1024 } },
      '"cv.pdf" can\'t be attached: it is 300 KB, and files may be at most 100 KB.'],
    ['a Photoshop file follows the file config', { name: 'a.psd', type: 'image/vnd.adobe.photoshop', size: 10 }, { image: { blocked_file_extensions: ['.psd'] } }, null],
    ['at the size limit', pdf, { file: { size_limit: 300 * 1024 } }, null],
    ['over the provider default when the app sets none', { ...pdf, size: 101 * 1024 * 1024 }, { file: { size_limit: 0 } },
      '"cv.pdf" can\'t be attached: it is 101 MB, and files may be at most 100 MB.'],
  ])('%s', (_name, file, configs, expected) => expect(uploadRefusal(file, configs)).toBe(expected));
});

describe('formatBytes', () => {
  it.each<[number, string]>([[12, '12 bytes'], [1536, '1.5 KB'], [1024 * 1024, '1 MB'], [2.25 * 1024 * 1024, '2.3 MB']])('%i → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
