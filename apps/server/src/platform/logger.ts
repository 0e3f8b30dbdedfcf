import { pino } from 'pino';

/** One process logger; authorization headers and tokens never reach a log line. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.token', 'req.body.code'],
      censor: '[redacted]',
    },
  });
}
