import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SpeechTickets, signTicket } from '../src/modules/speech/tickets.js';
import { transcribeUrl } from '../src/speech/aws-transcribe.js';
import { audioEvent, decodeMessage, EventStreamError, encodeMessage } from '../src/speech/event-stream.js';
import { presignUrl } from '../src/speech/presign.js';
import { pcmToWav } from '../src/speech/wav.js';

describe('AWS event-stream framing', () => {
  it('round-trips headers and payload', () => {
    const message = {
      headers: { ':message-type': 'event', ':event-type': 'AudioEvent', ñame: 'välue' },
      payload: Buffer.from([0, 1, 2, 255]),
    };
    const bytes = encodeMessage(message);
    expect(decodeMessage(bytes)).toEqual(message);
  });

  it('writes the prelude and both CRCs as the format defines them', () => {
    const bytes = audioEvent(Buffer.alloc(3_200, 9));
    expect(bytes.readUInt32BE(0)).toBe(bytes.length);
    expect(bytes.readUInt32BE(8)).toBe(crc32(bytes.subarray(0, 8)));
    expect(bytes.readUInt32BE(bytes.length - 4)).toBe(crc32(bytes.subarray(0, bytes.length - 4)));
    const headersLength = bytes.readUInt32BE(4);
    expect(bytes.length).toBe(12 + headersLength + 3_200 + 4);
    expect(decodeMessage(bytes).headers).toEqual({
      ':message-type': 'event',
      ':event-type': 'AudioEvent',
      ':content-type': 'application/octet-stream',
    });
  });

  it('matches a frame encoded by hand from the specification', () => {
    // One string header ":a" = "b" and payload "hi": 12 + (1+2+1+2+1) + 2 + 4 = 25 bytes.
    const body = Buffer.concat([
      Buffer.from([0, 0, 0, 25, 0, 0, 0, 7]),
      Buffer.alloc(4),
      Buffer.from([2, 0x3a, 0x61, 7, 0, 1, 0x62]),
      Buffer.from('hi'),
    ]);
    body.writeUInt32BE(crc32(body.subarray(0, 8)), 8);
    const expected = Buffer.concat([body, Buffer.alloc(4)]);
    expected.writeUInt32BE(crc32(body), 21);
    expect(encodeMessage({ headers: { ':a': 'b' }, payload: Buffer.from('hi') })).toEqual(expected);
  });

  it('rejects a corrupted prelude, a corrupted body and a truncated message', () => {
    const good = encodeMessage({ headers: { ':message-type': 'event' }, payload: Buffer.from('{}') });
    const prelude = Buffer.from(good);
    prelude[5] = (prelude[5] ?? 0) ^ 1;
    expect(() => decodeMessage(prelude)).toThrow(/prelude CRC/);
    const body = Buffer.from(good);
    body[good.length - 6] = (body[good.length - 6] ?? 0) ^ 1;
    expect(() => decodeMessage(body)).toThrow(/message CRC/);
    expect(() => decodeMessage(good.subarray(0, good.length - 1))).toThrow(EventStreamError);
  });

  it('skips header types other than strings', () => {
    // ":flag" boolean true (type 0) then ":s" string "x".
    const headers = Buffer.from([5, ...Buffer.from(':flag'), 0, 2, ...Buffer.from(':s'), 7, 0, 1, 0x78]);
    const total = 12 + headers.length + 4;
    const bytes = Buffer.alloc(total);
    bytes.writeUInt32BE(total, 0);
    bytes.writeUInt32BE(headers.length, 4);
    bytes.writeUInt32BE(crc32(bytes.subarray(0, 8)), 8);
    headers.copy(bytes, 12);
    bytes.writeUInt32BE(crc32(bytes.subarray(0, total - 4)), total - 4);
    expect(decodeMessage(bytes)).toEqual({ headers: { ':s': 'x' }, payload: Buffer.alloc(0) });
  });
});

describe('Transcribe presigned URL', () => {
  it('asks for en-AU PCM at 16 kHz with medium partial-result stabilisation, signed in the query', () => {
    const url = new URL(
      transcribeUrl(
        {
          region: 'ap-southeast-2',
          credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'tok' },
        },
        new Date('2026-01-02T03:04:05Z'),
      ),
    );
    expect(url.origin).toBe('wss://transcribestreaming.ap-southeast-2.amazonaws.com:8443');
    expect(url.pathname).toBe('/stream-transcription-websocket');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      'language-code': 'en-AU',
      'media-encoding': 'pcm',
      'sample-rate': '16000',
      'enable-partial-results-stabilization': 'true',
      'partial-results-stability': 'medium',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDEXAMPLE/20260102/ap-southeast-2/transcribe/aws4_request',
      'X-Amz-Date': '20260102T030405Z',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Security-Token': 'tok',
    });
    expect(q['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('speech tickets', () => {
  const subject = { tenantId: 't1', userId: 'u1', sessionId: 's1' };

  it('redeems a ticket once, within its lifetime, with its claims', () => {
    let now = 1_000_000;
    const tickets = new SpeechTickets('k'.repeat(40), 30_000, () => now);
    const ticket = tickets.issue(subject);
    now += 29_999;
    expect(tickets.redeem(ticket)).toMatchObject({ ok: true, claims: subject });
    expect(tickets.redeem(ticket)).toEqual({ ok: false, reason: 'used' });
    const late = tickets.issue(subject);
    now += 30_000;
    expect(tickets.redeem(late)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a ticket signed with another key or altered', () => {
    const tickets = new SpeechTickets('k'.repeat(40));
    const foreign = signTicket('x'.repeat(40), { ...subject, expiresAt: Date.now() + 10_000, nonce: 'n' });
    expect(tickets.redeem(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, mac] = tickets.issue(subject).split('.');
    const altered = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace('t1', 't2'),
    ).toString('base64url');
    expect(tickets.redeem(`${altered}.${mac}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(tickets.redeem('nonsense')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('WAV wrapping', () => {
  it('writes a 44-byte PCM header describing 16 kHz mono 16-bit', () => {
    const wav = pcmToWav(Buffer.alloc(32_000));
    expect(wav.length).toBe(32_044);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(32_036);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(32_000);
  });
});

describe('SigV4 query signing', () => {
  it("reproduces AWS's published presigned-URL example", () => {
    const url = presignUrl({
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      service: 's3',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      now: new Date('2013-05-24T00:00:00Z'),
      expiresSeconds: 86_400,
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
