/**
 * Whether the app's upload config lets a file be attached, and if not, a reason the user understands.
 * Images follow the image config, anything else the file config, as the provider applies them.
 */

/** One of the app's upload configs (the provider's `image_upload_config` / `file_upload_config`). */
export interface UploadConfig {
  allowed_file_extensions?: string[] | null;
  blocked_file_extensions?: string[] | null;
  allowed_mime_types?: string[] | null;
  blocked_mime_types?: string[] | null;
  /** Bytes; 0 or absent: the provider's default. */
  size_limit?: number | null;
}

/** The app's two configs. */
export interface UploadConfigs {
  image?: UploadConfig;
  file?: UploadConfig;
}

/** The parts of a file the rule reads. */
export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

/** The provider's size cap when the app sets none. */
export const DEFAULT_UPLOAD_SIZE_LIMIT = 100 * 1024 * 1024;

/** Whether the file goes through the image config (image types, except Photoshop files, as the SDK sorts them). */
export function isImage(file: Pick<UploadCandidate, 'type'>): boolean {
  const type = file.type.toLowerCase();
  return type.startsWith('image/') && !type.endsWith('.photoshop');
}

/** Bytes as the user reads them: 1.5 MB, 200 KB, 12 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${trimZero(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${trimZero(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** Why the app's config refuses the file (a sentence naming the file), or null when it may be uploaded. */
export function uploadRefusal(file: UploadCandidate, configs: UploadConfigs): string | null {
  const image = isImage(file);
  const config = (image ? configs.image : configs.file) ?? {};
  const what = image ? 'Images' : 'Files';
  const name = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  const extensionIn = (list: string[]) => list.some((extension) => name.endsWith(extension.toLowerCase()));
  const mimeIn = (list: string[]) => list.some((type) => type.toLowerCase() === mime);
  const list = (values: string[]) => values.join(', ');
  const { allowed_file_extensions: allowedExt, blocked_file_extensions: blockedExt, allowed_mime_types: allowedMime, blocked_mime_types: blockedMime } = config;
  if (allowedExt?.length && !extensionIn(allowedExt)) return `"${file.name}" can't be attached: ${what.toLowerCase()} must end in ${list(allowedExt)}.`;
  if (blockedExt?.length && extensionIn(blockedExt)) return `"${file.name}" can't be attached: ${what.toLowerCase()} ending in ${list(blockedExt)} are not allowed.`;
  if (allowedMime?.length && !mimeIn(allowedMime)) return `"${file.name}" can't be attached: its type ${file.type || 'unknown'} is not allowed (allowed: ${list(allowedMime)}).`;
  if (blockedMime?.length && mimeIn(blockedMime)) return `"${file.name}" can't be attached: ${what.toLowerCase()} of type ${file.type} are not allowed.`;
  const limit = config.size_limit && config.size_limit > 0 ? config.size_limit : DEFAULT_UPLOAD_SIZE_LIMIT;
  if (file.size > limit) return `"${file.name}" can't be attached: it is ${formatBytes(file.size)}, and ${what.toLowerCase()} may be at most ${formatBytes(limit)}.`;
  return null;
}
