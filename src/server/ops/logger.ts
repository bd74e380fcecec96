import { writeSync } from 'node:fs';

/** Values a log line may carry besides its message. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Writes one log line; a plain `(line: string) => void` also fits where fields are not needed. */
export type Logger = (message: string, fields?: LogFields) => void;

/** One JSON object per line on stderr: `{ time, level, msg, …fields }`, for log shippers to parse. */
export function jsonLogger(write: (line: string) => void = stderrLines()): Logger {
  return (message, fields = {}) => {
    const level = fields['level'] ?? 'info';
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
  };
}

/** A logger that adds `fields` (a request id) to every line. */
export function withFields(log: Logger, fields: LogFields): Logger {
  return (message, more = {}) => log(message, { ...fields, ...more });
}

/** Past this many bytes waiting, lines go out at once rather than at the end of the turn. */
const MOST_BYTES_WAITING = 64 * 1024;

let sharedStderr: ((line: string) => void) | null = null;
let flushStderr: (() => void) | null = null;

/**
 * Lines to stderr, written together once per event-loop turn: each write is a system call, one per request
 * line was one more on the hot path, and a busy turn answers several requests. What waits is written before the process exits, a crash included ('exit' runs then too), and before
 * the service prints its ready line. One writer per process, so the lines of every logger in it keep their order.
 */
function stderrLines(): (line: string) => void {
  return (sharedStderr ??= batchedLines((text) => process.stderr.write(text), (flush) => {
    flushStderr = flush;
    // At exit only a synchronous write is sure to go out (a write queued on a pipe or socket is dropped then).
    process.once('exit', () => flush((text) => {
      try {
        writeSync(2, text);
      } catch {
        // stderr is gone or full: nothing else can be done at exit.
      }
    }));
  }));
}

/** Writes whatever log lines wait now, before a line that must come after them (the service's ready line). */
export function flushLogs(): void {
  flushStderr?.();
}

/**
 * Collects lines and hands them to `write` in one piece at the end of the turn (or once MOST_BYTES_WAITING wait).
 * `onExit` gets the flush, to call when the process exits or before a line that must follow the waiting ones;
 * it may pass a writer of its own (a synchronous one at exit).
 */
export function batchedLines(write: (text: string) => void, onExit: (flush: (writer?: (text: string) => void) => void) => void): (line: string) => void {
  let waiting: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = (writer: (text: string) => void = write) => {
    scheduled = false;
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    bytes = 0;
    writer(text);
  };
  onExit(flush);
  return (line) => {
    waiting.push(line);
    bytes += line.length;
    if (bytes >= MOST_BYTES_WAITING) return flush();
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => flush());
  };
}
