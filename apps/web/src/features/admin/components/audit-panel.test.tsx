import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { viewport } from '../../../testing/viewport';
import { ADMIN_STRINGS } from '../strings';
import { AUDIT_ENTRY, MORGAN, renderAdmin } from './test-fixtures';

const text = ADMIN_STRINGS.audit;

function stubAudit(options: { total?: number; usersFail?: boolean } = {}) {
  return stubFetch({
    'GET /api/admin/users': options.usersFail
      ? jsonResponse({ error: { code: 'INTERNAL', message: 'Unavailable' } }, { status: 500 })
      : jsonResponse({ users: [MORGAN], total: 1 }),
    'GET /api/admin/audit': jsonResponse({ entries: [AUDIT_ENTRY], total: options.total ?? 1 }),
  });
}

const auditQueries = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/admin/audit').map((call) => call.url.searchParams);

function openAuditTab() {
  renderAdmin({ tab: 'audit' });
}

describe('Audit log tab', () => {
  it('shows each entry with en-AU time, actor, action, entity and a details disclosure', async () => {
    stubAudit();
    openAuditTab();
    const row = (await screen.findByText('site.updated')).closest('tr') as HTMLElement;
    expect(within(row).getByText('05/03/2026, 02:30 pm')).toBeInTheDocument();
    expect(within(row).getByText('Morgan Lee')).toBeInTheDocument();
    expect(within(row).getByText(`site ${AUDIT_ENTRY.entity_id}`)).toBeInTheDocument();
    const after = within(row).getByText(/"venue_name": "Brisbane North Depot"/);
    expect(after).not.toBeVisible();
    await userEvent.click(within(row).getByText(text.details));
    expect(after).toBeVisible();
    expect(within(row).getByText(/"venue_name": "Brisbane Depot"/)).toBeVisible();
  });

  it('turns the filters into query parameters', async () => {
    const calls = stubAudit();
    openAuditTab();
    await screen.findByText('site.updated');
    expect(auditQueries(calls)[0]?.toString()).toBe('limit=50&offset=0&client=acme');

    await userEvent.type(screen.getByRole('combobox', { name: text.entityType }), 'site');
    const actor = screen.getByRole('combobox', { name: text.actor });
    await within(actor).findByRole('option', { name: 'Morgan Lee' });
    await userEvent.selectOptions(actor, 'Morgan Lee');
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-03-31' } });
    expect(auditQueries(calls)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: text.apply }));

    await screen.findByText('site.updated');
    const params = auditQueries(calls).at(-1);
    expect(Object.fromEntries(params ?? [])).toEqual({
      entity_type: 'site',
      actor: MORGAN.id,
      from: '2026-03-01',
      to: '2026-03-31',
      limit: '50',
      offset: '0',
      client: 'acme',
    });
  });

  it('pages through the entries 50 at a time and shows the total', async () => {
    const calls = stubAudit({ total: 120 });
    openAuditTab();
    expect(await screen.findByText('120 entries · Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADMIN_STRINGS.pager.previous })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: ADMIN_STRINGS.pager.next }));
    expect(await screen.findByText('120 entries · Page 2 of 3')).toBeInTheDocument();
    expect(auditQueries(calls).at(-1)?.get('offset')).toBe('50');
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText('120 entries · Page 1 of 3')).toBeInTheDocument();
    expect(auditQueries(calls).at(-1)?.get('offset')).toBe('0');
  });

  it('takes an actor id as text when the user list cannot be loaded', async () => {
    const calls = stubAudit({ usersFail: true });
    openAuditTab();
    const actorId = await screen.findByRole('textbox', { name: text.actorId });
    await userEvent.click(actorId);
    await userEvent.paste(MORGAN.id);
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    await screen.findByText('site.updated');
    expect(auditQueries(calls).at(-1)?.get('actor')).toBe(MORGAN.id);
  });

  it('shows cards instead of a table on a phone', async () => {
    viewport.width = 400;
    stubAudit();
    openAuditTab();
    const action = await screen.findByText('site.updated');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(action.closest('li')).toHaveTextContent('Morgan Lee');
  });
});
