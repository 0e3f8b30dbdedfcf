import type { IncidentAnalysisResponse, IncidentDetail, Role } from '@app/contracts';
import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { writeSession } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { IncidentPage } from '../components/incident-page';

export const INCIDENT_ID = '0190f5a2-0000-7000-8000-000000000501';
export const REPORTER_ID = '0190f5a2-0000-7000-8000-000000000001';
export const INCIDENT_PATH = `/api/manager/incidents/${INCIDENT_ID}`;
export const ANALYSIS_PATH = `/api/rca/incidents/${INCIDENT_ID}`;

const noPermissions = {
  can_edit: false,
  can_complete: false,
  can_approve: false,
  can_change_status: false,
  can_manage_attachments: false,
  can_record_notification: false,
};

export function incidentFixture(
  overrides: Omit<Partial<IncidentDetail>, 'permissions'> & {
    permissions?: Partial<IncidentDetail['permissions']>;
  } = {},
): IncidentDetail {
  const { permissions, ...rest } = overrides;
  return {
    id: INCIDENT_ID,
    incident_number: 'INC-2026-0042',
    title: 'Forklift near miss',
    report_type: 'NEAR_MISS',
    reporter_user_id: REPORTER_ID,
    reporter_name: 'Sam Taylor',
    location_id: null,
    location_name: 'Brisbane Depot',
    severity: 'HIGH',
    status: 'SUBMITTED',
    notifiable: 'no',
    created_at: '2026-03-05T01:00:00.000Z',
    updated_at: '2026-03-05T01:00:00.000Z',
    incident_date: '2026-03-05',
    incident_time: '14:35:00',
    injured_party_name: null,
    witness_names: null,
    description: null,
    nature_of_injury: null,
    body_part: null,
    immediate_actions_taken: null,
    medical_attention_required: false,
    medical_treatment: null,
    worksafe_notified: false,
    police_notified: false,
    manager_comments: null,
    returned_reason: null,
    detailed_description: null,
    reviewed_at: null,
    reviewed_by: null,
    submitted_at: null,
    toocs: { mechanism: null, nature: null, bodily_location: null, agency: null },
    notifiable_category: null,
    notified_at: null,
    notified_by: null,
    notification_method: null,
    whsq_reference: null,
    workcover_due_date: null,
    ...rest,
    permissions: { ...noPermissions, ...permissions },
  };
}

/** An incident never analysed, seen by someone who may do nothing with it: no panels show. */
export function emptyAnalysis(
  permissions: Partial<IncidentAnalysisResponse['permissions']> = {},
): IncidentAnalysisResponse {
  return {
    status: {
      status: 'not_started',
      run_id: null,
      error: null,
      ai_confidence_score: null,
      analysis_status: 'not_started',
      attempts: 0,
      started_at: null,
      finished_at: null,
    },
    analysis: null,
    recommendations: [],
    corrective_actions: [],
    permissions: { can_start: false, can_decide: false, can_manage_actions: false, ...permissions },
  };
}

type Routes = Parameters<typeof stubFetch>[0];

/** GET answers with each incident in turn, repeating the last (a refetch after a change). */
export function incidentReplies(...incidents: IncidentDetail[]) {
  let call = 0;
  return () => jsonResponse({ incident: incidents[Math.min(call++, incidents.length - 1)] });
}

/**
 * Stubs the incident and its (empty) history, attachments and analysis; `extra` adds or overrides
 * routes.
 */
export function stubIncident(incident: IncidentDetail, extra: Routes = {}) {
  return stubFetch({
    [`GET ${INCIDENT_PATH}`]: jsonResponse({ incident }),
    [`GET ${INCIDENT_PATH}/comments`]: jsonResponse({ comments: [] }),
    [`GET ${INCIDENT_PATH}/attachments`]: jsonResponse({ attachments: [] }),
    [`GET ${ANALYSIS_PATH}`]: jsonResponse(emptyAnalysis()),
    ...extra,
  });
}

export function rememberOrigin(from: string, id: string = INCIDENT_ID) {
  sessionStorage.setItem('incidentOrigin', JSON.stringify({ from, id }));
}

export function renderIncidentPage(
  role: Role = 'MANAGER',
  userId = '0190f5a2-0000-7000-8000-000000000099',
  strict = false,
) {
  const session = testSession({ role, user: { id: userId, first_name: 'Morgan', last_name: 'Lee' } });
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [
      {
        path: '/incident/:id',
        element: (
          <>
            <Notifications />
            <IncidentPage />
          </>
        ),
      },
    ],
    url: `/incident/${INCIDENT_ID}`,
    session,
    strict,
  });
}

/** Waits until the incident has loaded (the title shows from the start; the sections do not). */
export function incidentLoaded() {
  return screen.findByRole('heading', { level: 2, name: 'A. Incident Details' });
}
