import { ALLOWED_UPLOAD_TYPES, type AllowedUploadType } from '@app/contracts';

const MAX_NAME = 255;

/** C0/C1 controls, and the bidirectional overrides that can make 'exe.jpg' read as 'gpj.exe'. */
function isUnsafe(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** What the user called the file, minus any folder part and invisible characters, at most 255. */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\s+/g, ' ')
    .split('')
    .filter((c) => !isUnsafe(c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (clean.length <= MAX_NAME) return clean;
  const ext = extensionOf(clean);
  // Long names are cut in the stem so the extension that decided the type survives.
  return clean.slice(0, MAX_NAME - ext.length) + ext;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The allowed types whose extensions this name carries (one at most, as extensions are unique). */
export function typeOfName(name: string): AllowedUploadType | null {
  const ext = extensionOf(name);
  for (const [type, info] of Object.entries(ALLOWED_UPLOAD_TYPES)) {
    if ((info.extensions as readonly string[]).includes(ext)) return type as AllowedUploadType;
  }
  return null;
}

/** RFC 6266: an ASCII fallback plus the exact name in RFC 5987 form; quotes cannot break out. */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
