import type { Attachment, IncidentDetail } from '@app/contracts';
import { Alert, Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { EvidenceUpload } from '../../../components/evidence-upload/evidence-upload';
import { useAttachments, useRefreshAttachments } from '../api/attachments';
import { ATTACHMENT_STRINGS as S } from '../attachments-strings';
import { INCIDENT_STRINGS } from '../strings';
import { formatKilobytes } from '../utils/file-size';
import { formatDateTime } from '../utils/format';
import { DeleteAttachmentModal } from './delete-attachment-modal';
import { Section } from './report-sections';

function AttachmentRow({
  attachment,
  canManage,
  onDelete,
}: {
  attachment: Attachment;
  canManage: boolean;
  onDelete: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {/* Signed links need no bearer token, so a plain link in a new tab downloads the file. */}
        <Anchor href={attachment.presignedUrl} target="_blank" rel="noopener noreferrer">
          {attachment.fileName}
        </Anchor>
      </Table.Td>
      <Table.Td>{S.types[attachment.evidenceType]}</Table.Td>
      <Table.Td>{formatKilobytes(attachment.fileSize)}</Table.Td>
      <Table.Td>{formatDateTime(attachment.uploadTimestamp)}</Table.Td>
      <Table.Td>{attachment.uploadedByName || S.unknownUploader}</Table.Td>
      {canManage ? (
        <Table.Td>
          {attachment.canDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={S.deleteLabel(attachment.fileName)}
            >
              {S.delete}
            </Button>
          ) : null}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

function AttachmentTable({
  attachments,
  canManage,
  onDelete,
}: {
  attachments: Attachment[];
  canManage: boolean;
  onDelete: (attachment: Attachment) => void;
}) {
  const C = S.columns;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={S.tableLabel} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{C.name}</Table.Th>
            <Table.Th>{C.type}</Table.Th>
            <Table.Th>{C.size}</Table.Th>
            <Table.Th>{C.uploaded}</Table.Th>
            <Table.Th>{C.by}</Table.Th>
            {canManage ? <Table.Th>{C.actions}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              canManage={canManage}
              onDelete={() => onDelete(attachment)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * F: Attachments & Evidence (spec 02 section 2): the list, delete where the server allows it, and
 * the upload widget for whoever may add evidence.
 */
export function AttachmentsSection({ incident }: { incident: IncidentDetail }) {
  const query = useAttachments(incident.id);
  const refresh = useRefreshAttachments(incident.id);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const canManage = incident.permissions.can_manage_attachments;
  const attachments = query.data?.attachments ?? [];

  let list: ReactNode;
  // No role="status" while loading: the page's own status banners own that role.
  if (query.isPending) list = <Text c="dimmed">{S.loading}</Text>;
  else if (query.isError)
    list = (
      <Alert color="red" title={S.loadFailed}>
        {query.error.message}
      </Alert>
    );
  else if (attachments.length === 0) list = <Text c="dimmed">{S.empty}</Text>;
  else list = <AttachmentTable attachments={attachments} canManage={canManage} onDelete={setDeleting} />;

  return (
    <Section title={INCIDENT_STRINGS.sections.attachments}>
      <Stack gap="md" aria-busy={query.isPending}>
        {list}
        {canManage ? <EvidenceUpload incidentNumber={incident.incident_number} onUploaded={refresh} /> : null}
      </Stack>
      <DeleteAttachmentModal
        incidentId={incident.id}
        attachment={deleting}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}
