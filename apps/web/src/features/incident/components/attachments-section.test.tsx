import { MESSAGES } from '@app/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { attachmentFixture } from '../../../components/evidence-upload/testing/attachment-fixture';
import { stubXhr } from '../../../components/evidence-upload/testing/fake-xhr';
import { jsonResponse } from '../../../testing/fetch';
import {
  INCIDENT_PATH,
  incidentFixture,
  incidentLoaded,
  renderIncidentPage,
  stubIncident,
} from '../testing/incident-fixtures';

const SLOW = { timeout: 30_000 };
configure({ asyncUtilTimeout: 3_500 });

const LIST_PATH = `${INCIDENT_PATH}/attachments`;
const photo = attachmentFixture();
const statement = attachmentFixture({
  id: '0190f5a2-0000-7000-8000-000000000902',
  fileName: 'statement.pdf',
  evidenceType: 'DOCUMENT',
  contentType: 'application/pdf',
  fileSize: 1_500,
  uploadedByName: null,
  presignedUrl: '/api/attachments/0190f5a2-0000-7000-8000-000000000902/content?sig=def',
  canDelete: false,
});
const DELETE_PATH = `${LIST_PATH}/${photo.id}/delete`;

/** GET answers with each list in turn, repeating the last (the refetch after a change). */
function listReplies(...lists: (typeof photo)[][]) {
  let call = 0;
  return () => jsonResponse({ attachments: lists[Math.min(call++, lists.length - 1)] });
}

const section = () => within(screen.getByRole('region', { name: 'F. Attachments & Evidence' }));
const table = () => within(section().getByRole('table', { name: 'Attachments' }));
const findTable = async () => within(await section().findByRole('table', { name: 'Attachments' }));

async function openDelete() {
  await userEvent.click(await section().findByRole('button', { name: 'Delete forklift.jpg' }));
  return within(await screen.findByRole('dialog', { name: 'Delete attachment' }));
}

describe('Section F: Attachments & Evidence', SLOW, () => {
  it('lists each file with a new-tab link, type, size in KB, time and uploader', async () => {
    stubIncident(incidentFixture(), {
      [`GET ${LIST_PATH}`]: jsonResponse({ attachments: [photo, statement] }),
    });
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    const link = await (await findTable()).findByRole('link', { name: 'forklift.jpg' });
    expect(link).toHaveAttribute('href', photo.presignedUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const [, first, second] = table().getAllByRole('row');
    // 256000 / 1024 = 250; 1500 / 1024 = 1.46 -> 1.
    expect(first).toHaveTextContent(/forklift\.jpgPhoto250 KB5 Mar 2026, 2:30 amSam Taylor/);
    expect(second).toHaveTextContent(/statement\.pdfDocument1 KB.*Unknown/);
    // Without the incident's permission nobody gets a delete button or the upload widget.
    expect(section().queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(section().queryByRole('button', { name: /Attach evidence/ })).toBeNull();
  });

  it('says when there are no attachments', async () => {
    stubIncident(incidentFixture());
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(await section().findByText('No attachments yet')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubIncident(incidentFixture(), {
      [`GET ${LIST_PATH}`]: jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }),
    });
    renderIncidentPage('MANAGER');
    await incidentLoaded();
    expect(await section().findByText('Failed to load attachments')).toBeInTheDocument();
    expect(section().getByText('boom')).toBeInTheDocument();
  });

  it('offers delete only where the server allows it, and Cancel deletes nothing', async () => {
    const calls = stubIncident(incidentFixture({ permissions: { can_manage_attachments: true } }), {
      [`GET ${LIST_PATH}`]: jsonResponse({ attachments: [photo, statement] }),
    });
    renderIncidentPage('STAFF');
    await incidentLoaded();
    await findTable();
    expect(section().queryByRole('button', { name: 'Delete statement.pdf' })).toBeNull();
    const dialog = await openDelete();
    expect(dialog.getByText(MESSAGES.evidence.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(table().getByRole('link', { name: 'forklift.jpg' })).toBeInTheDocument();
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const calls = stubIncident(incidentFixture({ permissions: { can_manage_attachments: true } }), {
      [`GET ${LIST_PATH}`]: listReplies([photo, statement], [statement]),
      [`POST ${DELETE_PATH}`]: jsonResponse({ ok: true }),
    });
    renderIncidentPage('STAFF');
    await incidentLoaded();
    const dialog = await openDelete();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(table().queryByRole('link', { name: 'forklift.jpg' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'delete' });
    expect(table().getByRole('link', { name: 'statement.pdf' })).toBeInTheDocument();
  });

  it('shows the spec messages when a delete is refused or never arrives', async () => {
    let fail: 'server' | 'network' = 'server';
    stubIncident(incidentFixture({ permissions: { can_manage_attachments: true } }), {
      [`GET ${LIST_PATH}`]: jsonResponse({ attachments: [photo] }),
      [`POST ${DELETE_PATH}`]: () => {
        if (fail === 'network') throw new TypeError('Failed to fetch');
        return jsonResponse(
          { error: { code: 'INVALID_STATE', message: MESSAGES.evidence.notAllowed } },
          { status: 409 },
        );
      },
    });
    renderIncidentPage('STAFF');
    await incidentLoaded();
    const dialog = await openDelete();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.evidence.deleteFailed);
    fail = 'network';
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(MESSAGES.evidence.deleteError));
    expect(table().getByRole('link', { name: 'forklift.jpg' })).toBeInTheDocument();
  });

  it('uploads under the list and refreshes it with the new file', async () => {
    const sent = stubXhr();
    stubIncident(incidentFixture({ permissions: { can_manage_attachments: true } }), {
      [`GET ${LIST_PATH}`]: listReplies([], [photo]),
    });
    renderIncidentPage('STAFF');
    await incidentLoaded();
    expect(await section().findByText('No attachments yet')).toBeInTheDocument();
    section().getByRole('button', { name: /^Attach evidence for INC-2026-0042/ });
    const input = section().getByLabelText('Choose evidence files for INC-2026-0042');
    await userEvent.upload(input, new File(['jpeg'], 'forklift.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/upload?incidentNumber=INC-2026-0042&client=acme');
    act(() => sent[0]?.respond(201, { attachment: photo }));
    expect(await (await findTable()).findByRole('link', { name: 'forklift.jpg' })).toBeInTheDocument();
    expect(section().getByRole('status')).toHaveTextContent('forklift.jpg uploaded');
  });
});
