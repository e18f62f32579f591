/** A small structured logger: one line a record, never secrets. */
export type Logger = {
  info: (message: string, detail?: Record<string, unknown>) => void;
  warn: (message: string, detail?: Record<string, unknown>) => void;
  error: (message: string, detail?: Record<string, unknown>) => void;
  debug: (message: string, detail?: Record<string, unknown>) => void;
};

export function createLogger(level: 'silent' | 'info' | 'debug'): Logger {
  const write =
    (kind: string, enabled: boolean, stream: NodeJS.WriteStream) =>
    (message: string, detail?: Record<string, unknown>) => {
      if (!enabled) return;
      const extra = detail ? ` ${JSON.stringify(detail)}` : '';
      stream.write(`${new Date().toISOString()} ${kind} ${message}${extra}\n`);
    };
  return {
    info: write('info ', level !== 'silent', process.stdout),
    warn: write('warn ', level !== 'silent', process.stderr),
    error: write('error', level !== 'silent', process.stderr),
    debug: write('debug', level === 'debug', process.stdout),
  };
}
