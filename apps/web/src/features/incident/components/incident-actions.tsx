import { type IncidentDetail, MANAGEMENT_ROLES, MESSAGES, type Role } from '@app/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUpdateIncident } from '../api/update-incident';
import { INCIDENT_STRINGS as S } from '../strings';
import { failureMessage } from '../utils/errors';
import { type IncidentOrigin, readIncidentOrigin } from '../utils/origin';
import { ApproveModal } from './approve-modal';
import { CompleteDraftModal } from './complete-draft-modal';
import classes from './incident-report.module.css';
import { StatusMenu } from './status-menu';
import { useDelayedNavigate } from './use-delayed-navigate';
import type { IncidentEdit } from './use-incident-edit';

const isManagement = (role: Role | undefined) =>
  role !== undefined && (MANAGEMENT_ROLES as readonly Role[]).includes(role);

/**
 * The back button (spec 02 section 2): by origin, but never to a screen the role cannot open —
 * STAFF go back to their drafts.
 */
function backLink(origin: IncidentOrigin | null, canEdit: boolean, role: Role | undefined) {
  const drafts = { label: MESSAGES.incident.backToDrafts, to: paths.drafts.getHref() };
  if (!isManagement(role) || canEdit || origin === 'drafts') return drafts;
  if (origin === 'manager-queue')
    return { label: MESSAGES.incident.backToQueue, to: paths.managerQueue.getHref() };
  return { label: MESSAGES.incident.backToIncidents, to: paths.allIncidents.getHref() };
}

/** Bottom buttons by origin and by what the server says this user may do. */
export function IncidentActions({
  incident,
  edit,
  role,
}: {
  incident: IncidentDetail;
  edit: IncidentEdit;
  role: Role | undefined;
}) {
  const [dialog, setDialog] = useState<'approve' | 'complete' | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const goLater = useDelayedNavigate();
  const save = useUpdateIncident(incident.id);
  const origin = readIncidentOrigin(incident.id);
  const { permissions } = incident;
  const back = backLink(origin, permissions.can_edit, role);

  const saveChanges = () => {
    const changes = edit.changes();
    if (Object.keys(changes).length === 0) return edit.stop();
    save.mutate(changes, {
      onSuccess: () => {
        edit.stop();
        notifications.show({ color: 'green', message: S.saved });
      },
    });
  };

  const startEditing = () => {
    save.reset();
    edit.start();
  };

  const approved = () => {
    setDialog(null);
    setBanner(S.approved(incident.incident_number));
    goLater(`${paths.managerQueue.getHref()}?approved=${encodeURIComponent(incident.incident_number)}`);
  };

  const completed = () => {
    setDialog(null);
    setBanner(MESSAGES.incident.draftCompleted);
    // Spec 02 section 4 sends the reporter to /manager-queue; STAFF cannot open it, so they go to their drafts.
    goLater(isManagement(role) ? paths.managerQueue.getHref() : paths.drafts.getHref());
  };

  return (
    <Stack gap="sm" className={classes.noPrint}>
      {banner ? (
        <Alert color="green" role="status">
          {banner}
        </Alert>
      ) : null}
      {save.isError && edit.editing ? (
        <Alert color="red" role="alert">
          {`${MESSAGES.incident.saveFailed} ${failureMessage(save.error, '')}`.trim()}
        </Alert>
      ) : null}
      <Group role="group" aria-label={S.actionsLabel}>
        <Button component={Link} to={back.to} variant="default">
          {back.label}
        </Button>
        {permissions.can_approve && !banner ? (
          <Button onClick={() => setDialog('approve')}>{MESSAGES.incident.submit}</Button>
        ) : null}
        {permissions.can_edit && !edit.editing ? (
          <Button variant="default" onClick={startEditing}>
            {MESSAGES.incident.editIncident}
          </Button>
        ) : null}
        {permissions.can_edit && edit.editing ? (
          <>
            <Button onClick={saveChanges} loading={save.isPending}>
              {MESSAGES.incident.saveChanges}
            </Button>
            <Button variant="default" onClick={edit.stop} disabled={save.isPending}>
              {MESSAGES.incident.cancel}
            </Button>
          </>
        ) : null}
        {permissions.can_complete && !edit.editing && !banner ? (
          <Button color="teal.9" onClick={() => setDialog('complete')}>
            {MESSAGES.incident.completeDraft}
          </Button>
        ) : null}
        {permissions.can_change_status ? <StatusMenu incident={incident} /> : null}
      </Group>
      <ApproveModal
        incidentId={incident.id}
        opened={dialog === 'approve'}
        fromQueue={origin === 'manager-queue'}
        onClose={() => setDialog(null)}
        onApproved={approved}
      />
      <CompleteDraftModal
        incidentId={incident.id}
        managerComments={incident.manager_comments}
        opened={dialog === 'complete'}
        onClose={() => setDialog(null)}
        onCompleted={completed}
      />
    </Stack>
  );
}
