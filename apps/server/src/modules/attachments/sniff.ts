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

/** How much of the end of a file is kept to check that it is whole. */
export const TAIL_BYTES = 2_048;

/**
 * Whether the file ends as its type must: a JPEG's end-of-image marker, a PNG's IEND chunk, a
 * PDF's %%EOF, an MP4 with boxes after its ftyp. A file cut short (or only a signature) fails.
 */
export function looksComplete(type: AllowedUploadType, head: Buffer, tail: Buffer, size: number): boolean {
  switch (type) {
    case 'image/jpeg':
      return tail.includes(Buffer.from([0xff, 0xd9]));
    case 'image/png':
      return tail.includes(Buffer.from('IEND', 'latin1'));
    case 'application/pdf':
      return tail.includes(Buffer.from('%%EOF', 'latin1'));
    case 'video/mp4': {
      const ftypSize = head.length >= 4 ? head.readUInt32BE(0) : 0;
      return ftypSize >= 12 && size > ftypSize;
    }
  }
}
