import { LIMITS, LOGO_CONTENT_TYPES, MESSAGES, type UploadLogoBody } from '@app/contracts';

type LogoContentType = UploadLogoBody['content_type'];

function isLogoType(type: string): type is LogoContentType {
  return (LOGO_CONTENT_TYPES as readonly string[]).includes(type);
}

/** Checks type and size before reading the file, with the server's messages. */
export function checkLogoFile(
  file: File,
): { ok: true; contentType: LogoContentType } | { ok: false; message: string } {
  if (!isLogoType(file.type)) return { ok: false, message: MESSAGES.admin.logoWrongType };
  if (file.size > LIMITS.logoMaxBytes) return { ok: false, message: MESSAGES.admin.logoTooLarge };
  return { ok: true, contentType: file.type };
}

/** The file's bytes as base64 (the data URL without its `data:...;base64,` prefix). */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(MESSAGES.common.internal));
    reader.readAsDataURL(file);
  });
}

/** The upload body for a checked file. */
export async function toLogoBody(file: File, contentType: LogoContentType): Promise<UploadLogoBody> {
  return { content_type: contentType, data_base64: await readFileAsBase64(file) };
}
