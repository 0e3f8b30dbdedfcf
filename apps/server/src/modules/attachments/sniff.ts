import type { AllowedUploadType } from '@app/contracts';

/** Enough of the head for every signature below (MP4 needs the box size, 'ftyp' and the brand). */
export const SNIFF_BYTES = 12;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** ISO base media major brands that are MP4 video; QuickTime ('qt  ') and audio-only ones are not. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'msnv',
]);

const startsWith = (head: Buffer, signature: readonly number[], at = 0) =>
  head.length >= at + signature.length && signature.every((byte, i) => head[at + i] === byte);

/** The file's real type from its first bytes, or null when it is none of the allowed ones. */
export function sniffType(head: Buffer): AllowedUploadType | null {
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, PDF)) return 'application/pdf';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return MP4_BRANDS.has(head.toString('latin1', 8, 12)) ? 'video/mp4' : null;
  }
  return null;
}
