import { type IncidentDetail, MESSAGES } from '@app/contracts';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { INCIDENT_STRINGS as S } from '../strings';
import { formatDateTime, formatIncidentDate, timeSince } from '../utils/format';
import { Field } from './fields';
import classes from './incident-report.module.css';
import { RecordNotificationForm } from './record-notification-form';

/** Who, when, how and the WHSQ reference once notified; the record is then kept 5 years (s38(7)). */
function NotificationRecord({ incident }: { incident: IncidentDetail }) {
  if (!incident.notified_at) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {MESSAGES.incident.notified}
      </Title>
      <dl className={classes.list}>
        <Field label={S.notifiedBy}>{incident.notified_by ?? S.notSet}</Field>
        <Field label={S.notifiedAt}>{formatDateTime(incident.notified_at)}</Field>
        <Field label={S.method}>
          {incident.notification_method ? S.methods[incident.notification_method] : S.notSet}
        </Field>
        <Field label={S.whsqReference}>{incident.whsq_reference ?? S.notSet}</Field>
      </dl>
      <Text size="sm">{MESSAGES.incident.retentionLock}</Text>
    </Stack>
  );
}

/**
 * WHS Act 2011 (Qld) ss38-39: a notifiable (or possibly notifiable) incident tells the reader to
 * notify WHSQ and preserve the site, and lets a permitted user record the notification.
 */
export function NotifiabilityPanel({ incident }: { incident: IncidentDetail }) {
  const notifiable = incident.notifiable === 'yes';
  if (incident.notifiable !== 'yes' && incident.notifiable !== 'possible') return null;
  return (
    <Alert
      color={notifiable ? 'red' : 'yellow'}
      variant="outline"
      title={notifiable ? S.notifiableTitle : S.possiblyTitle}
      className={classes.section}
    >
      <Stack gap="sm">
        <Text fw={600}>
          {notifiable ? MESSAGES.incident.notifyNow : MESSAGES.incident.possiblyNotifiable}
        </Text>
        <Text size="sm">{S.reportedAgo(timeSince(incident.created_at))}</Text>
        {incident.notified_at ? null : (
          <>
            <Title order={3} size="h4">
              {S.whatToDo}
            </Title>
            <List spacing="xs">
              {S.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </>
        )}
        <NotificationRecord incident={incident} />
        {!incident.notified_at && incident.permissions.can_record_notification ? (
          <RecordNotificationForm incidentId={incident.id} />
        ) : null}
      </Stack>
    </Alert>
  );
}

/** WorkCover Act (Qld) s133: injury incidents carry the insurer's 8-business-day clock. */
export function WorkCoverClock({ incident }: { incident: IncidentDetail }) {
  if (!incident.workcover_due_date) return null;
  return (
    <Alert color="blue" variant="outline" className={classes.section}>
      {S.workcoverDue(formatIncidentDate(incident.workcover_due_date))}
    </Alert>
  );
}
