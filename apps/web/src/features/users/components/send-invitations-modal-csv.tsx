import { INVITE_ROLE_LABELS, MESSAGES } from '@app/contracts';
import { Alert, Button, Input, List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { CsvFile } from './send-invitations-modal-state';
import { SEND_INVITATIONS_STRINGS as S } from './send-invitations-modal-strings';
import { downloadInvitationTemplate } from './send-invitations-modal-template';

type Props = {
  csv: CsvFile | null;
  error: string | null;
  onFile: (file: File | null) => void;
};

const T = MESSAGES.invitationsTab;

/** CSV upload: a .csv file, the column help, the template and a preview of what will be sent. */
export function CsvUploadSection({ csv, error, onFile }: Props) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  return (
    <Stack gap="sm">
      <Input.Wrapper
        label={T.csvFile}
        labelProps={{ htmlFor: inputId }}
        description={T.csvHelp}
        descriptionProps={{ id: helpId }}
        error={error}
        errorProps={{ id: errorId }}
        required
      >
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          aria-invalid={error ? true : undefined}
          style={{ display: 'block', marginTop: 6 }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            // A rejected file must not stay shown as chosen.
            if (file && !file.name.toLowerCase().endsWith('.csv')) event.currentTarget.value = '';
            onFile(file);
          }}
        />
      </Input.Wrapper>
      <div>
        <Button variant="default" onClick={downloadInvitationTemplate}>
          {T.downloadTemplate}
        </Button>
      </div>
      {csv ? <CsvPreview csv={csv} /> : null}
    </Stack>
  );
}

function CsvPreview({ csv }: { csv: CsvFile }) {
  const { rows, errors } = csv.result;
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        {csv.fileName}
      </Text>
      {errors.length > 0 ? (
        <Alert color="red" title={S.csvErrorsTitle}>
          <List size="sm">
            {errors.map((e) => (
              <List.Item key={`${e.line}-${e.message}`}>
                {MESSAGES.invitations.csvRowError(e.line, e.message)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Text size="sm" fw={500} aria-live="polite">
            {T.preview(rows.length)}
          </Text>
          <ScrollArea.Autosize mah={240} type="auto">
            <Table striped aria-label={S.previewLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{S.line}</Table.Th>
                  <Table.Th>{S.name}</Table.Th>
                  <Table.Th>{S.email}</Table.Th>
                  <Table.Th>{S.role}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{`${row.first_name} ${row.last_name}`}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>{row.role ? INVITE_ROLE_LABELS[row.role] : S.roleFromForm}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      ) : null}
    </Stack>
  );
}
