import { createHash, createHmac } from 'node:crypto';
import { type AwsCredentials, amzDate, EMPTY_SHA256, uriEncode } from '../platform/storage/sigv4.js';

/**
 * SigV4 query-string (presigned URL) form, which a WebSocket handshake needs because it cannot carry
 * a signed body. platform/storage/sigv4.ts signs the header form only; its encoding and date helpers
 * are reused here.
 */
export function presignUrl(input: {
  url: URL;
  region: string;
  service: string;
  credentials: AwsCredentials;
  now: Date;
  expiresSeconds: number;
  /** Transcribe signs the empty payload; S3 (used to check this against AWS's published example) does not. */
  payloadHash?: string;
}): URL {
  const stamp = amzDate(input.now);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const url = new URL(input.url);
  url.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  url.searchParams.set('X-Amz-Credential', `${input.credentials.accessKeyId}/${scope}`);
  url.searchParams.set('X-Amz-Date', stamp);
  url.searchParams.set('X-Amz-Expires', String(input.expiresSeconds));
  if (input.credentials.sessionToken)
    url.searchParams.set('X-Amz-Security-Token', input.credentials.sessionToken);
  url.searchParams.set('X-Amz-SignedHeaders', 'host');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    'GET',
    url.pathname || '/',
    query,
    `host:${url.host}\n`,
    'host',
    input.payloadHash ?? EMPTY_SHA256,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    stamp,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = [day, input.region, input.service, 'aws4_request'].reduce<Buffer | string>(
    (k, part) => createHmac('sha256', k).update(part).digest(),
    `AWS4${input.credentials.secretAccessKey}`,
  );
  url.searchParams.set('X-Amz-Signature', createHmac('sha256', key).update(stringToSign).digest('hex'));
  return url;
}
