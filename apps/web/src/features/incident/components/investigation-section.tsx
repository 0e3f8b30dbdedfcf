import { type IncidentDetail, MESSAGES } from '@app/contracts';
import { Alert, List, Text } from '@mantine/core';
import { useComments } from '../api/get-comments';
import { INCIDENT_STRINGS } from '../strings';
import { formatDateTime } from '../utils/format';
import { EditableField, Field, TextValue } from './fields';
import classes from './incident-report.module.css';
import { Section, StatusBadge } from './report-sections';
import type { IncidentEdit } from './use-incident-edit';

const F = INCIDENT_STRINGS.fields;

function History({ incidentId }: { incidentId: string }) {
  const comments = useComments(incidentId);
  if (!comments.data)
    return <Text>{comments.isError ? INCIDENT_STRINGS.noHistory : MESSAGES.common.loading}</Text>;
  if (comments.data.comments.length === 0) return <Text>{INCIDENT_STRINGS.noHistory}</Text>;
  return (
    <List spacing="xs">
      {comments.data.comments.map((c) => (
        <List.Item key={c.id}>
          <Text span fw={600}>
            {`${c.author_name ?? ''} · ${formatDateTime(c.created_at)}`}
          </Text>
          <Text className={classes.prose}>{c.body}</Text>
        </List.Item>
      ))}
    </List>
  );
}

/** E: Investigation & Follow-up (spec 02 section 2). */
export function InvestigationSection({
  incident,
  edit,
  isReporter,
}: {
  incident: IncidentDetail;
  edit: IncidentEdit;
  isReporter: boolean;
}) {
  const returned = incident.status === 'DRAFT' && isReporter && incident.returned_reason;
  return (
    <Section title={INCIDENT_STRINGS.sections.investigation}>
      {returned ? (
        <Alert color="orange" title={INCIDENT_STRINGS.returnedTitle} mb="sm" role="alert">
          {incident.returned_reason}
        </Alert>
      ) : null}
      <dl className={classes.list}>
        <EditableField
          label={F.managerComments}
          value={incident.manager_comments}
          fallback={MESSAGES.incident.noComments}
          editing={edit.editing}
          draft={edit.values?.manager_comments ?? ''}
          onChange={(value) => edit.setText('manager_comments', value)}
        />
        <Field label={F.investigationStatus}>
          <StatusBadge status={incident.status} />
        </Field>
        {incident.detailed_description ? (
          <Field label={F.detailed}>
            <TextValue value={incident.detailed_description} fallback="" />
          </Field>
        ) : null}
        <Field label={F.history}>
          <History incidentId={incident.id} />
        </Field>
      </dl>
    </Section>
  );
}
