// The widget shares the service's contract as types and tiny constants only: the schema library must not
// reach the browser. dist/ is built by globalSetup.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const APP = new URL('../../dist/app/', import.meta.url);

describe('the widget bundle', () => {
  it('contains no schema-library code (zod stays on the server)', () => {
    const files = readdirSync(APP).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const withZod = files.filter((name) => /ZodError|\$ZodType|zod\/v4/.test(readFileSync(new URL(name, APP), 'utf8')));
    expect(withZod).toEqual([]);
  });
});
