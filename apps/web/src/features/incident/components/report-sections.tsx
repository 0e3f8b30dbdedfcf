import { type IncidentDetail, MESSAGES } from '@app/contracts';
import { Badge, Checkbox, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useLocationName } from '../api/get-location';
import { INCIDENT_STRINGS } from '../strings';
import { formatIncidentDate, formatIncidentTime, incidentTypeName, locationText } from '../utils/format';
import { EditableField, Field } from './fields';
import classes from './incident-report.module.css';
import type { FlagField, IncidentEdit, TextField } from './use-incident-edit';

const F = INCIDENT_STRINGS.fields;

/** A bordered form section with an h2 that names it. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge variant="outline" radius="sm">
      {status || 'DRAFT'}
    </Badge>
  );
}

/** A: Incident Details (spec 02 section 2). */
export function DetailsSection({ incident }: { incident: IncidentDetail }) {
  const needsLookup = !incident.location_name && Boolean(incident.location_id);
  const location = useLocationName(incident.location_id, needsLookup);
  return (
    <Section title={INCIDENT_STRINGS.sections.details}>
      <dl className={classes.list}>
        <Field label={F.number}>{incident.incident_number}</Field>
        <Field label={F.date}>{formatIncidentDate(incident.incident_date)}</Field>
        <Field label={F.time}>{formatIncidentTime(incident.incident_time)}</Field>
        <Field label={F.location}>{locationText(incident, location.data?.venue_name)}</Field>
        <Field label={F.type}>{incidentTypeName(incident.report_type)}</Field>
        <Field label={F.severity}>{incident.severity}</Field>
        <Field label={F.status}>
          <StatusBadge status={incident.status} />
        </Field>
      </dl>
    </Section>
  );
}

type EditProps = { incident: IncidentDetail; edit: IncidentEdit };

function useText(incident: IncidentDetail, edit: IncidentEdit) {
  return (key: TextField, label: string, fallback: string) => (
    <EditableField
      label={label}
      value={incident[key]}
      fallback={fallback}
      editing={edit.editing}
      draft={edit.values?.[key] ?? ''}
      onChange={(value) => edit.setText(key, value)}
    />
  );
}

/** B: Person(s) Involved; empty values read 'None reported'. */
export function PeopleSection({ incident, edit }: EditProps) {
  const text = useText(incident, edit);
  const none = MESSAGES.incident.noneReported;
  return (
    <Section title={INCIDENT_STRINGS.sections.people}>
      <dl className={classes.list}>
        {text('injured_party_name', F.injured, none)}
        <Field label={F.reporter}>{incident.reporter_name || none}</Field>
        {text('witness_names', F.witnesses, none)}
      </dl>
    </Section>
  );
}

/** C: Incident Description; empty values read 'None specified'. */
export function DescriptionSection({ incident, edit }: EditProps) {
  const text = useText(incident, edit);
  const none = MESSAGES.incident.noneSpecified;
  return (
    <Section title={INCIDENT_STRINGS.sections.description}>
      <dl className={classes.list}>
        {text('description', F.whatHappened, none)}
        {text('nature_of_injury', F.nature, none)}
        {text('immediate_actions_taken', F.actions, none)}
      </dl>
    </Section>
  );
}

/** D: Medical & Regulatory: read-only checkboxes, editable by the draft owner in edit mode. */
export function MedicalSection({ incident, edit }: EditProps) {
  const flags: [FlagField, string][] = [
    ['medical_attention_required', F.medical],
    ['worksafe_notified', F.worksafe],
    ['police_notified', F.police],
  ];
  return (
    <Section title={INCIDENT_STRINGS.sections.medical}>
      {flags.map(([key, label]) => (
        <Checkbox
          key={key}
          mb="xs"
          label={label}
          checked={edit.values ? edit.values[key] : incident[key]}
          readOnly={!edit.editing}
          aria-readonly={!edit.editing}
          onChange={(e) => edit.editing && edit.setFlag(key, e.currentTarget.checked)}
        />
      ))}
    </Section>
  );
}
