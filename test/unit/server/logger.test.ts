import { describe, expect, it, vi } from 'vitest';
import { batchedLines, jsonLogger } from '../../../src/server/ops/logger';

/** A batched writer over an array of writes; at exit it writes with a writer of its own. */
function capture() {
  const writes: string[] = [];
  const atExit: string[] = [];
  const lines = batchedLines((text) => writes.push(text));
  return { writes, atExit, write: (text: string) => lines.line(text), exit: () => lines.flush((text) => atExit.push(text)) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines on stderr', () => {
  it('go out together once per event-loop turn, in the order they were logged', async () => {
    const { writes, write } = capture();
    const log = jsonLogger(write);
    log('first', { requestId: 'a' });
    log('second', { requestId: 'b', level: 'error' });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toMatchObject([{ msg: 'first', requestId: 'a', level: 'info' }, { msg: 'second', requestId: 'b', level: 'error' }]);
    log('third');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain('"msg":"third"');
  });

  it('are written before the process exits, and at once when 64 KiB wait', async () => {
    const { writes, atExit, write, exit } = capture();
    write('last words\n');
    exit();
    expect([writes, atExit]).toEqual([[], ['last words\n']]);
    const long = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 64; i++) write(long);
    expect(writes).toEqual([long.repeat(64)]);
    await nextTurn();
    expect(writes).toHaveLength(1);
  });

  it('stamp each line with the millisecond it was written, lines of one millisecond alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { writes, write } = capture();
      const log = jsonLogger(write);
      vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
      log('one');
      log('two');
      vi.setSystemTime(new Date('2026-11-29T10:00:00.007Z'));
      log('three');
      await nextTurn();
      const times = writes.join('').trimEnd().split('\n').map((line) => (JSON.parse(line) as { time: string }).time);
      expect(times).toEqual(['2026-11-29T10:00:00.000Z', '2026-11-29T10:00:00.000Z', '2026-11-29T10:00:00.007Z']);
    } finally {
      vi.useRealTimers();
    }
  });
});
