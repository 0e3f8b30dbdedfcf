import { NOTIFICATION_METHODS, RecordNotificationBodySchema } from '@app/contracts';
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { userFullName } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import { useRecordNotification } from '../api/record-notification';
import { INCIDENT_STRINGS as S } from '../strings';
import { failureMessage } from '../utils/errors';
import { toDateTimeLocal } from '../utils/format';
import classes from './incident-report.module.css';

type Method = (typeof NOTIFICATION_METHODS)[number];

/** WHS Act 2011 (Qld) s38: record who notified WHSQ, when, how, and the reference given. */
export function RecordNotificationForm({ incidentId }: { incidentId: string }) {
  const { user } = useSession();
  const [notifiedBy, setNotifiedBy] = useState(() =>
    user ? userFullName(user.first_name, user.last_name) : '',
  );
  const [notifiedAt, setNotifiedAt] = useState(() => toDateTimeLocal(new Date()));
  const [method, setMethod] = useState<Method>('phone');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useRecordNotification(incidentId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const when = new Date(notifiedAt);
    // The contract's schema validates the form (STYLE rule 19).
    const parsed = RecordNotificationBodySchema.safeParse({
      notified_at: Number.isNaN(when.getTime()) ? notifiedAt : when.toISOString(),
      method,
      whsq_reference: reference,
      notified_by: notifiedBy,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => notifications.show({ color: 'green', message: S.notificationSaved }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className={classes.noPrint} aria-label={S.recordNotification}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {S.recordNotification}
        </Title>
        <Group grow align="flex-start">
          <TextInput
            label={S.notifiedBy}
            value={notifiedBy}
            onChange={(e) => setNotifiedBy(e.currentTarget.value)}
            error={errors.notified_by}
            required
          />
          <TextInput
            type="datetime-local"
            label={S.notifiedAt}
            value={notifiedAt}
            onChange={(e) => setNotifiedAt(e.currentTarget.value)}
            error={errors.notified_at}
            required
          />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={S.method}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value as Method)}
            data={NOTIFICATION_METHODS.map((m) => ({ value: m, label: S.methods[m] }))}
          />
          <TextInput
            label={S.whsqReference}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={errors.whsq_reference}
            required
          />
        </Group>
        {mutation.isError ? (
          <Alert color="red" role="alert">
            {failureMessage(mutation.error, S.notificationFailed)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {S.recordNotification}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
