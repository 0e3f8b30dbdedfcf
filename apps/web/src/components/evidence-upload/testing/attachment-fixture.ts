import type { Attachment } from '@app/contracts';

export function attachmentFixture(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: '0190f5a2-0000-7000-8000-000000000901',
    fileName: 'forklift.jpg',
    evidenceType: 'PHOTO',
    contentType: 'image/jpeg',
    fileSize: 256_000,
    sha256: 'a'.repeat(64),
    uploadTimestamp: '2026-03-05T02:30:00.000Z',
    uploadedByName: 'Sam Taylor',
    presignedUrl: '/api/attachments/0190f5a2-0000-7000-8000-000000000901/content?sig=abc',
    canDelete: true,
    ...overrides,
  };
}
