// Module hooks for reportLoadedPackages.ts, run on Node's loader thread: every module an import resolves to inside
// node_modules names its package in the report file.
import { appendFileSync } from 'node:fs';

let report: string | null = null;

/** The npm package a path or URL lies in (the innermost node_modules), or null. */
export function packageOf(path: string): string | null {
  return /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? null;
}

export function initialize(data: { report: string }): void {
  report = data.report;
}

type Resolved = { url: string };

export async function resolve(specifier: string, context: unknown, nextResolve: (specifier: string, context: unknown) => Promise<Resolved>): Promise<Resolved> {
  const resolved = await nextResolve(specifier, context);
  const name = packageOf(resolved.url);
  if (report !== null && name !== null) appendFileSync(report, `${name}\n`);
  return resolved;
}
