import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './smtp-sink.js';
import { vigil } from './state.js';

export interface Mail {
  receivedAt: number;
  to: string[];
  subject: string;
  /** The decoded text of every text part. */
  text: string;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable: `=\r\n` is a soft line break, `=XX` a byte (`=3D` is "="). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodePart(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const inner = splitHeaders(part.replace(/^\r?\n/, ''));
        return decodePart(inner.headers, inner.body);
      })
      .filter(Boolean)
      .join('\n');
  }
  if (!/^text\//i.test(type)) return '';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(stored: StoredMail): Mail {
  const { headers, body } = splitHeaders(stored.raw);
  return {
    receivedAt: stored.receivedAt,
    to: stored.to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: decodePart(headers, body),
  };
}

export function allMail(): Mail[] {
  const dir = vigil().mailDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => parseMail(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail));
}

/** Waits for the newest message to `to` whose subject matches, received at or after `since`. */
export async function waitForMail(filter: {
  to: string;
  subject: string | RegExp;
  since?: number;
  timeoutMs?: number;
}): Promise<Mail> {
  const to = filter.to.toLowerCase();
  const deadline = Date.now() + (filter.timeoutMs ?? 15_000);
  const matches = (mail: Mail) =>
    mail.to.includes(to) &&
    mail.receivedAt >= (filter.since ?? 0) &&
    (typeof filter.subject === 'string'
      ? mail.subject === filter.subject
      : filter.subject.test(mail.subject));
  for (;;) {
    const found = allMail().filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = allMail().map((m) => `  to ${m.to.join(', ')}: ${m.subject}`);
      throw new Error(
        `No e-mail to ${to} with subject ${String(filter.subject)} arrived.\nReceived:\n${seen.join('\n') || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the text matching `pattern` (a URL has no whitespace). */
export function findLink(text: string, pattern: RegExp): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return link;
}
