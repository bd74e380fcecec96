/** Values a log line may carry besides its message. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Writes one log line; a plain `(line: string) => void` also fits where fields are not needed. */
export type Logger = (message: string, fields?: LogFields) => void;

/** One JSON object per line on stderr: `{ time, level, msg, …fields }`, for log shippers to parse. */
export function jsonLogger(write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  return (message, fields = {}) => {
    const level = fields['level'] ?? 'info';
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
  };
}

/** A logger that adds `fields` (a request id) to every line. */
export function withFields(log: Logger, fields: LogFields): Logger {
  return (message, more = {}) => log(message, { ...fields, ...more });
}
