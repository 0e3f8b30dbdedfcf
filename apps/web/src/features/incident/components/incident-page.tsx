import { MESSAGES } from '@app/contracts';
import { Alert, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useIncident } from '../api/get-incident';
import { INCIDENT_STRINGS } from '../strings';
import { AnalysisSection } from './analysis/analysis-section';
import { AttachmentsSection } from './attachments-section';
import { IncidentActions } from './incident-actions';
import classes from './incident-report.module.css';
import { InvestigationSection } from './investigation-section';
import { NotifiabilityPanel, WorkCoverClock } from './notifiability-panel';
import { DescriptionSection, DetailsSection, MedicalSection, PeopleSection } from './report-sections';
import { useIncidentEdit } from './use-incident-edit';

/** Spec 02 section 2: the incident detail / report view at /incident/:id, printable as a form. */
export function IncidentPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useIncident(id);
  const incident = query.data?.incident;
  const edit = useIncidentEdit(incident);

  // The form title stays put while loading or failing; the number sits under it once known.
  const title = (
    <Title order={1} id="incident-title" className={classes.title}>
      {MESSAGES.incident.formTitle}
    </Title>
  );
  if (query.isPending)
    return (
      <article className={classes.form} aria-labelledby="incident-title">
        {title}
        <Text role="status">{MESSAGES.incident.loading}</Text>
      </article>
    );
  if (!incident) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <article className={classes.form} aria-labelledby="incident-title">
        {title}
        {notFound ? (
          <Alert color="gray" title={MESSAGES.incident.notFound} />
        ) : (
          <Alert color="red" role="alert" title={INCIDENT_STRINGS.loadFailed}>
            {query.error?.message}
          </Alert>
        )}
      </article>
    );
  }

  return (
    <article className={classes.form} aria-labelledby="incident-title">
      {title}
      <Text className={classes.title} fw={700} size="lg">
        {incident.incident_number}
      </Text>
      <NotifiabilityPanel incident={incident} />
      <WorkCoverClock incident={incident} />
      <DetailsSection incident={incident} />
      <PeopleSection incident={incident} edit={edit} />
      <DescriptionSection incident={incident} edit={edit} />
      <MedicalSection incident={incident} edit={edit} />
      <InvestigationSection
        incident={incident}
        edit={edit}
        isReporter={user?.id === incident.reporter_user_id}
      />
      <AnalysisSection incidentId={incident.id} />
      <AttachmentsSection incident={incident} />
      <IncidentActions incident={incident} edit={edit} role={user?.role} />
    </article>
  );
}
