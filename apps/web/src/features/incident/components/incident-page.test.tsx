import { MESSAGES } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import {
  INCIDENT_PATH,
  incidentFixture,
  incidentLoaded,
  REPORTER_ID,
  renderIncidentPage,
  stubIncident,
} from '../testing/incident-fixtures';

const SLOW = { timeout: 30_000 };

/** The value (dd) a label (dt) describes. */
const value = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Incident report form', SLOW, () => {
  it('shows the loading text, then the sections with their defaults', async () => {
    stubIncident(incidentFixture({ report_type: null, status: 'INVESTIGATING' }));
    renderIncidentPage();
    expect(screen.getByText(MESSAGES.incident.loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.incident.formTitle })).toBeInTheDocument();
    await incidentLoaded();
    expect(screen.getAllByText('INC-2026-0042')).toHaveLength(2);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'A. Incident Details',
      'B. Person(s) Involved',
      'C. Incident Description',
      'D. Medical & Regulatory',
      'E. Investigation & Follow-up',
      'F. Attachments & Evidence',
    ]);
    expect(value('Date')).toHaveTextContent('05/03/2026');
    expect(value('Time')).toHaveTextContent(/^14:35$/);
    expect(value('Location')).toHaveTextContent('Brisbane Depot');
    expect(value('Incident type')).toHaveTextContent('Unknown Type (ID none)');
    expect(value('Severity')).toHaveTextContent('HIGH');
    expect(value('Status')).toHaveTextContent('INVESTIGATING');
    expect(value('Injured person')).toHaveTextContent(MESSAGES.incident.noneReported);
    expect(value('Witnesses')).toHaveTextContent(MESSAGES.incident.noneReported);
    expect(value('Reporter')).toHaveTextContent('Sam Taylor');
    expect(value('What happened')).toHaveTextContent(MESSAGES.incident.noneSpecified);
    expect(value('Immediate actions taken')).toHaveTextContent(MESSAGES.incident.noneSpecified);
    expect(value('Manager comments')).toHaveTextContent(MESSAGES.incident.noComments);
    for (const name of ['Medical attention required', 'WorkSafe notified', 'Police notified'])
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
  });

  it('names the report type, checks the set flags and looks up a missing location name', async () => {
    const locationId = '0190f5a2-0000-7000-8000-000000000901';
    stubIncident(incidentFixture({ location_name: null, location_id: locationId, police_notified: true }), {
      [`GET /api/locations/${locationId}`]: jsonResponse({
        venue_name: 'Cairns Yard',
        address: null,
        city: null,
        state: 'QLD',
      }),
    });
    renderIncidentPage();
    await incidentLoaded();
    expect(value('Incident type')).toHaveTextContent('Near miss');
    expect(screen.getByRole('checkbox', { name: 'Police notified' })).toBeChecked();
    expect(await screen.findByText('Cairns Yard')).toBeInTheDocument();
  });

  it('collapses long text at 200 characters with Show more / Show less', async () => {
    const head = 'A'.repeat(200);
    const tail = 'the tail of the story';
    stubIncident(incidentFixture({ description: `${head}${tail}`, nature_of_injury: 'B'.repeat(200) }));
    renderIncidentPage();
    await incidentLoaded();
    const description = value('What happened');
    expect(within(description).getByText(tail)).not.toBeVisible();
    await userEvent.click(within(description).getByRole('button', { name: 'Show more' }));
    expect(within(description).getByText(tail)).toBeVisible();
    await userEvent.click(within(description).getByRole('button', { name: 'Show less' }));
    expect(within(description).getByText(tail)).not.toBeVisible();
    // Text of exactly 200 characters is not collapsed.
    expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
  });

  it("shows 'Incident not found' on 404", async () => {
    stubFetch({
      [`GET ${INCIDENT_PATH}`]: jsonResponse(
        { error: { code: 'NOT_FOUND', message: 'Not found' } },
        { status: 404 },
      ),
    });
    renderIncidentPage();
    expect(await screen.findByText(MESSAGES.incident.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows the history and the returned reason prominently to the reporter of a returned draft', async () => {
    stubIncident(incidentFixture({ status: 'DRAFT', returned_reason: 'Add the witness names' }), {
      [`GET ${INCIDENT_PATH}/comments`]: jsonResponse({
        comments: [
          {
            id: '0190f5a2-0000-7000-8000-000000000777',
            author_name: 'Jane Citizen',
            body: 'Sent back for details',
            kind: 'returned',
            created_at: '2026-03-05T03:00:00.000Z',
          },
        ],
      }),
    });
    renderIncidentPage('STAFF', REPORTER_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Add the witness names');
    expect(await screen.findByText('Sent back for details')).toBeInTheDocument();
  });
});
