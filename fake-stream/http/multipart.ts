import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { StreamError } from '../errors.js';

/** The one file part of an upload, with the form's text fields (the SDK adds `user` as JSON). */
export type UploadedPart = { name: string; mimeType: string; data: Buffer; fields: Readonly<Record<string, string>> };

/**
 * Reads a multipart/form-data body holding a `file` part of at most `limit` bytes. Anything else —
 * another content type, no file, a second file, a bigger file, a torn body — is a StreamError, so the
 * one error handler answers it (and discards the rest of the body).
 */
export function readUploadedFile(request: IncomingMessage, limit: number, call: string): Promise<UploadedPart> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^multipart\/form-data/i.test(contentType)) {
    return Promise.reject(new StreamError('inputInvalid', `${call} failed with error: "expected a multipart/form-data body with a file part, got ${contentType || 'no content type'}"`));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte past the limit tells "exactly the limit" from "over it".
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: limit + 1, fields: 20 } });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unreadable';
      reject(new StreamError('inputInvalid', `${call} failed with error: "malformed multipart body: ${reason}"`));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<Omit<UploadedPart, 'fields'>> | undefined;
    let settled = false;
    const fail = (error: StreamError) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file !== undefined) {
        stream.resume();
        return;
      }
      file = new Promise((resolveFile) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) {
            fail(new StreamError('payloadTooBig', `${call} failed with error: "file is larger than the ${limit}-byte size limit"`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => resolveFile({ name: info.filename || 'file', mimeType: info.mimeType || 'application/octet-stream', data: Buffer.concat(chunks) }));
      });
    });
    parser.on('filesLimit', () => fail(new StreamError('inputInvalid', `${call} failed with error: "send one file per request"`)));
    parser.on('error', (error: unknown) => {
      const reason = error instanceof Error ? error.message : 'unreadable';
      fail(new StreamError('inputInvalid', `${call} failed with error: "malformed multipart body: ${reason}"`));
    });
    parser.on('close', () => {
      if (settled) return;
      if (file === undefined) {
        fail(new StreamError('inputInvalid', `${call} failed with error: "the multipart body has no part named file"`));
        return;
      }
      file.then((part) => {
        if (settled) return;
        settled = true;
        resolve({ ...part, fields });
      }, () => undefined);
    });
    request.pipe(parser);
  });
}
