/** Messages of this module that the spec does not give (the spec's own live in MESSAGES.evidence). */
export const ATTACHMENT_STRINGS = {
  noFile: 'No file was sent.',
  sizeMismatch: 'fileSize does not match the file sent.',
  badBase64: 'fileData must be base64.',
  fileIncomplete: 'The file is incomplete or damaged. Please upload the whole file.',
} as const;
