import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/server/config/serviceConfig';
import { parseShutdownGraceMs } from '../../../src/server/config/stop';
import { documentedVariables, scanEnvReads } from '../../helpers/envReads';

// The operator's table and the code cannot drift apart: a variable the service reads has one row in
// docs/configuration.md, whose area names the module under src/server/config/ that reads it, and a row names
// only what the code reads.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const DOC = 'docs/configuration.md';
const READERS = 'src/server/config/read.ts';
const { reads, unnamed } = scanEnvReads(root, 'src/server', [READERS]);
const rows = documentedVariables(readFileSync(`${root}${DOC}`, 'utf8'));

describe(`${DOC} and the variables src/server reads`, () => {
  it('finds the reads (the scan itself works)', () => {
    expect(reads.map((read) => read.name)).toEqual(expect.arrayContaining(['STREAM_API_KEY', 'BOUNTY_CHAT_TOKEN_KEY', 'BOUNTY_CHAT_SHUTDOWN_GRACE_MS']));
    expect(rows.length).toBeGreaterThan(50);
  });

  it('every variable read in the code has a row', () => {
    const documented = new Set(rows.map((row) => row.name));
    const missing = reads.filter((read) => !documented.has(read.name)).map((read) => `${read.name} is read in ${read.file}:${read.line} but has no row in ${DOC}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every row names a variable the code reads, once', () => {
    const read = new Set(reads.map((entry) => entry.name));
    const problems = rows.flatMap((row) => [
      ...(read.has(row.name) ? [] : [`${row.name} has a row in ${DOC}:${row.line} but nothing under src/server reads it`]),
      ...(rows.find((other) => other.name === row.name)!.line !== row.line ? [`${row.name} has a second row in ${DOC}:${row.line}`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("each row's area is the module that reads the variable", () => {
    const problems = rows.flatMap((row) => {
      const files = [...new Set(reads.filter((read) => read.name === row.name && read.file.startsWith('src/server/config/')).map((read) => read.file))];
      const areas = files.map((file) => basename(file, '.ts'));
      return areas.length === 0 || areas.includes(row.cells[1]!.replace(/`/g, ''))
        ? []
        : [`${row.name}'s row in ${DOC}:${row.line} says area ${row.cells[1]}, but ${files.join(', ')} reads it`];
    });
    expect(problems).toEqual([]);
  });

  it('the environment is read only under src/server/config/, and by name', () => {
    const elsewhere = reads.filter((read) => !read.file.startsWith('src/server/config/')).map((read) => `${read.name} is read in ${read.file}:${read.line}: read it in a module under src/server/config/`);
    const computed = unnamed.map((read) => `${read.file}:${read.line} reads the environment with a computed name (${read.text}): name the variable`);
    expect([...elsewhere, ...computed]).toEqual([]);
  });

  it('the scan misses nothing parsing reads', () => {
    // What parsing a complete environment actually asks for, recorded as it asks: a read written in a way the
    // scan does not know shows up here.
    const asked = new Set<string>();
    const env = new Proxy<Record<string, string | undefined>>(
      { STREAM_API_KEY: 'key', STREAM_API_SECRET: 'secret', BOUNTY_CHAT_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') },
      { get: (target, key) => (typeof key === 'string' ? (asked.add(key), target[key]) : undefined) },
    );
    parseConfig(env);
    parseShutdownGraceMs(env);
    const scanned = new Set(reads.map((read) => read.name));
    expect([...asked].filter((name) => !scanned.has(name))).toEqual([]);
    expect(asked.size).toBeGreaterThan(50);
  });
});
