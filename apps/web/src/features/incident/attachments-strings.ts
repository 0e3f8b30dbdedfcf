import type { Attachment } from '@app/contracts';

/**
 * Section F strings the spec does not give (its messages live in MESSAGES.evidence).
 * Listed in the hand-over report so they can move into contracts.
 */
export const ATTACHMENT_STRINGS = {
  tableLabel: 'Attachments',
  columns: {
    name: 'File',
    type: 'Type',
    size: 'Size',
    uploaded: 'Uploaded',
    by: 'Uploaded by',
    actions: 'Actions',
  },
  types: { PHOTO: 'Photo', VIDEO: 'Video', DOCUMENT: 'Document' } satisfies Record<
    Attachment['evidenceType'],
    string
  >,
  unknownUploader: 'Unknown',
  empty: 'No attachments yet',
  loading: 'Loading attachments...',
  loadFailed: 'Failed to load attachments',
  deleteTitle: 'Delete attachment',
  delete: 'Delete',
  deleteLabel: (fileName: string) => `Delete ${fileName}`,
  opensInNewTab: '(opens in a new tab)',
} as const;
