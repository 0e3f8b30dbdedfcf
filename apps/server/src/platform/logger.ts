import { type DestinationStream, pino } from 'pino';

/** Query parameters that carry a credential: magic-link tokens, speech tickets, link signatures, codes. */
const SECRET_PARAMS = new Set(['token', 'ticket', 'signature', 'code', 'invitation', 'state']);

/**
 * A request URL as it may be logged: credential parameters and invitation codes replaced, so a
 * log line can never be replayed as a sign-in link, a download link or an invitation.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2) as [string, string | undefined];
  const path = pathPart.replace(/(\/invite\/)[^/?#]+/, '$1[redacted]');
  if (query === undefined) return path;
  const params = query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=', 2);
      return value !== undefined && SECRET_PARAMS.has(decodeURIComponent(key).toLowerCase())
        ? `${key}=[redacted]`
        : pair;
    })
    .join('&');
  return `${path}?${params}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** One process logger; authorization headers, tokens and credential-bearing URLs never reach a log line. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.token', 'req.body.code'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: request.url === undefined ? undefined : redactUrl(request.url),
          host: request.host ?? request.hostname,
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        }),
      },
    },
    destination,
  );
}
