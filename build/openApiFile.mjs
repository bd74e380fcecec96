import { writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from './patchKit.mjs';

/**
 * `dist/openapi.json` (the package's `bounty-chat/openapi.json`): the service's OpenAPI document, the same text the
 * service serves at /api/openapi.json, built from the same module (src/server/openapi/openApiDocument.ts).
 */
export function openApiFile() {
  return {
    name: 'bounty-openapi-file',
    async writeBundle() {
      const { openApiJson } = await tsImport(resolvePath(root, 'src/server/openapi/openApiDocument.ts'), import.meta.url);
      await writeFile(resolvePath(root, 'dist/openapi.json'), openApiJson());
    },
  };
}
