import { describe, expect, it } from 'vitest';
import { batchedLines, jsonLogger, withFields } from '../../../src/server/ops/logger';

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

  it('carry the fields of a request logger on each of its lines, a line giving its own field winning', async () => {
    const { writes, write } = capture();
    const requestLog = withFields(jsonLogger(write), { requestId: 'r-1', endpoint: 'unknown' });
    requestLog('request', { endpoint: 'get-unread-messages', status: 200 });
    requestLog('client aborted the request');
    await nextTurn();
    const lines = writes.join('').trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      { time: expect.any(String), level: 'info', msg: 'request', requestId: 'r-1', endpoint: 'get-unread-messages', status: 200 },
      { time: expect.any(String), level: 'info', msg: 'client aborted the request', requestId: 'r-1', endpoint: 'unknown' },
    ]);
  });
});
