/**
 * Evidence upload strings the spec does not give (its messages live in MESSAGES.evidence).
 * Listed in the hand-over report so they can move into contracts.
 */
export const EVIDENCE_STRINGS = {
  dropZoneLabel: (incidentNumber: string) =>
    incidentNumber ? `Attach evidence for ${incidentNumber}` : 'Attach evidence',
  fileInputLabel: (incidentNumber: string) =>
    incidentNumber ? `Choose evidence files for ${incidentNumber}` : 'Choose evidence files',
  dropTitle: 'Drag files here or press to choose',
  dropHint: 'JPG, PNG, MP4 or PDF, up to 50 MB each',
  listLabel: 'Evidence uploads',
  uploading: (percent: number) => `Uploading ${percent}%`,
  progressLabel: (fileName: string) => `Uploading ${fileName}`,
  uploaded: 'Uploaded',
  uploadedBanner: (fileName: string) => `${fileName} uploaded`,
  retry: 'Retry',
  retryLabel: (fileName: string) => `Retry ${fileName}`,
  remove: 'Remove',
  removeLabel: (fileName: string) => `Remove ${fileName}`,
} as const;
