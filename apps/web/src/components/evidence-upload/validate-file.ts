import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, MESSAGES } from '@app/contracts';

const allowedMimes: ReadonlySet<string> = new Set(Object.keys(ALLOWED_UPLOAD_TYPES));
const allowedExtensions: ReadonlySet<string> = new Set(
  Object.values(ALLOWED_UPLOAD_TYPES).flatMap((t) => t.extensions),
);

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * Spec 02 section 5, checked before any bytes are sent: the incident number, then the type, then
 * the size. The type test is by name and browser MIME only; the server decides by content.
 * Returns the spec's message, or null when the file may be sent.
 */
export function validateEvidenceFile(file: File, incidentNumber: string): string | null {
  if (!incidentNumber.trim()) return MESSAGES.evidence.noIncidentNumber;
  // Browsers leave the MIME empty for unknown types, so an empty one defers to the extension.
  const mimeKnown = file.type !== '';
  const mimeAllowed = mimeKnown && allowedMimes.has(file.type.toLowerCase());
  const extensionAllowed = allowedExtensions.has(extensionOf(file.name));
  if ((mimeKnown && !mimeAllowed) || (!mimeAllowed && !extensionAllowed)) {
    return MESSAGES.evidence.typeNotSupported;
  }
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.evidence.sizeExceeded;
  return null;
}
