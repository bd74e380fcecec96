import type { FileUploadConfig } from 'stream-chat';

/** The provider's size cap when the app sets no `size_limit` (the SDK assumes the same 100 MiB). */
export const DEFAULT_UPLOAD_SIZE_LIMIT = 100 * 1024 * 1024;

/** Which endpoint received the upload: `/file` takes anything allowed, `/image` only images. */
export type UploadKind = 'file' | 'image';

/** The largest upload the app's config allows, never above the server's own cap. */
export function uploadSizeLimit(config: FileUploadConfig, serverCap: number): number {
  const limit = typeof config.size_limit === 'number' && config.size_limit > 0 ? config.size_limit : DEFAULT_UPLOAD_SIZE_LIMIT;
  return Math.min(limit, serverCap);
}

/**
 * Why the app's upload config refuses a file, or null when it may be stored. Extensions match the end of
 * the file name and mime types match exactly, both case-insensitively, as the SDK checks them in the browser
 * (so a file the composer lets through is never refused here, and vice versa).
 */
export function uploadRefusal(config: FileUploadConfig, file: { name: string; mimeType: string; size: number }, kind: UploadKind): string | null {
  const name = file.name.toLowerCase();
  const mime = file.mimeType.toLowerCase();
  const hasExtension = (list: readonly string[]) => list.some((extension) => name.endsWith(extension.toLowerCase()));
  const hasMime = (list: readonly string[]) => list.some((type) => type.toLowerCase() === mime);
  if (kind === 'image' && !mime.startsWith('image/')) return `"${file.name}" is ${file.mimeType}, not an image: send it as a file`;
  if (config.allowed_file_extensions?.length && !hasExtension(config.allowed_file_extensions)) {
    return `file extension of "${file.name}" is not allowed (allowed: ${config.allowed_file_extensions.join(', ')})`;
  }
  if (config.blocked_file_extensions?.length && hasExtension(config.blocked_file_extensions)) {
    return `file extension of "${file.name}" is blocked (blocked: ${config.blocked_file_extensions.join(', ')})`;
  }
  if (config.allowed_mime_types?.length && !hasMime(config.allowed_mime_types)) {
    return `mime type ${file.mimeType} is not allowed (allowed: ${config.allowed_mime_types.join(', ')})`;
  }
  if (config.blocked_mime_types?.length && hasMime(config.blocked_mime_types)) {
    return `mime type ${file.mimeType} is blocked (blocked: ${config.blocked_mime_types.join(', ')})`;
  }
  return null;
}
