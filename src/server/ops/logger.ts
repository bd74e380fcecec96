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

/**
 * Lines to stderr, written together once per event-loop turn: stderr is written synchronously (a file or a
 * pipe), and one write per request line was a system call on the hot path, while a busy turn answers several
 * requests. What waits is written before the process exits, a crash included ('exit' runs then too). One
 * writer per process, so the lines of every logger in it keep their order.
 */
function stderrLines(): (line: string) => void {
  return (sharedStderr ??= batchedLines((text) => process.stderr.write(text), (flush) => process.once('exit', flush)));
}

/** Collects lines and hands them to `write` in one piece at the end of the turn (or once MOST_BYTES_WAITING wait). */
export function batchedLines(write: (text: string) => void, onExit: (flush: () => void) => void): (line: string) => void {
  let waiting: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    bytes = 0;
    write(text);
  };
  onExit(flush);
  return (line) => {
    waiting.push(line);
    bytes += line.length;
    if (bytes >= MOST_BYTES_WAITING) return flush();
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
}
