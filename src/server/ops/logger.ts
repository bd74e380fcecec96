import { writeSync } from 'node:fs';
import { pino } from 'pino';

/** Values a log line may carry besides its message. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Writes one log line; a plain `(line: string) => void` also fits where fields are not needed. */
export type Logger = (message: string, fields?: LogFields) => void;

/** The levels a line may name in its `level` field; any other word is written as `info`. */
const LEVELS = new Set(['debug', 'info', 'warn', 'error', 'fatal']);

/**
 * One JSON object per line on stderr: `{ level, time, …fields, msg }`, for log shippers to parse. pino writes the
 * lines (its levels, its escaping, fields of any shape); the destination stays our batched stderr, so a busy turn's
 * lines still leave in one write and what waits is written at exit. `level` is the word (`"warn"`), not pino's
 * number, and `time` the ISO text: the fields the lines had before pino.
 */
export function jsonLogger(write: (line: string) => void = (line) => stderrLines().line(line)): Logger {
  // A busy service writes many lines within one millisecond (a line per request): they share its time text.
  let lastMs = Number.NaN;
  let lastTime = '';
  const logger = pino(
    {
      base: null,
      level: 'debug',
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
      timestamp: () => {
        const now = Date.now();
        if (now !== lastMs) [lastMs, lastTime] = [now, `,"time":"${new Date(now).toISOString()}"`];
        return lastTime;
      },
    },
    { write },
  );
  return (message, fields = {}) => {
    const { level = 'info', ...rest } = fields;
    const named = typeof level === 'string' && LEVELS.has(level) ? (level as pino.Level) : 'info';
    logger[named](rest, message);
  };
}

/** Past this many bytes waiting, lines go out at once rather than at the end of the turn. */
const MOST_BYTES_WAITING = 64 * 1024;

/** Lines collected for one write: `line` adds one, `flush` writes what waits now (with `writer` when given). */
export interface BatchedLines {
  line(text: string): void;
  flush(writer?: (text: string) => void): void;
}

let sharedStderr: BatchedLines | null = null;

/**
 * Lines to stderr, written together once per event-loop turn: each write is a system call, one per request line
 * was one more on the hot path, and a busy turn answers several requests. What waits is written before the
 * process exits, a crash included ('exit' runs then too), and before the service prints its ready line. One
 * writer per process, so the lines of every logger in it keep their order.
 */
function stderrLines(): BatchedLines {
  if (sharedStderr) return sharedStderr;
  const lines = batchedLines((text) => process.stderr.write(text));
  // At exit only a synchronous write is sure to go out (a write queued on a pipe or socket is dropped then).
  process.once('exit', () => lines.flush((text) => {
    try {
      writeSync(2, text);
    } catch {
      // stderr is gone or full: nothing else can be done at exit.
    }
  }));
  return (sharedStderr = lines);
}

/** Writes whatever log lines wait now, before a line that must come after them (the service's ready line). */
export function flushLogs(): void {
  sharedStderr?.flush();
}

/** Collects lines and hands them to `write` in one piece at the end of the turn (or once MOST_BYTES_WAITING wait). */
export function batchedLines(write: (text: string) => void): BatchedLines {
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
  return {
    flush,
    line(text) {
      waiting.push(text);
      bytes += text.length;
      if (bytes >= MOST_BYTES_WAITING) return flush();
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => flush());
    },
  };
}
