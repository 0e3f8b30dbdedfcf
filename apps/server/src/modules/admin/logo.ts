import { LIMITS, type UploadLogoBody } from '@app/contracts';

type LogoContentType = UploadLogoBody['content_type'];

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** File signatures: the declared type must match the bytes, so a renamed file is never served as an image. */
const SIGNATURES: Record<LogoContentType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  'image/jpeg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

export type LogoCheck = { ok: true; data: Buffer } | { ok: false; reason: 'too-large' | 'mismatch' };

export function checkLogo(body: UploadLogoBody): LogoCheck {
  const data = Buffer.from(body.data_base64, 'base64');
  if (data.length > LIMITS.logoMaxBytes) return { ok: false, reason: 'too-large' };
  // Invalid base64 decodes to bytes that match no signature, so it is refused here too.
  if (!SIGNATURES[body.content_type](data)) return { ok: false, reason: 'mismatch' };
  return { ok: true, data };
}
