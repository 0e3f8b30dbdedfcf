import { MESSAGES, type OutboxMessage } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { viewport } from '../../../testing/viewport';
import { ADMIN_STRINGS } from '../strings';
import { FAILED_EMAIL, renderAdmin, SENT_EMAIL } from './test-fixtures';

const text = ADMIN_STRINGS.outbox;
const RETRY_PATH = `/api/admin/outbox/${FAILED_EMAIL.id}/retry`;
const RETRY_NAME = `Retry ${FAILED_EMAIL.subject} to ${FAILED_EMAIL.to}`;

/** The outbox answers with the current messages; a retry turns the failed one pending. */
function stubOutbox(retryReply?: Response) {
  let messages: OutboxMessage[] = [FAILED_EMAIL, SENT_EMAIL];
  return stubFetch({
    'GET /api/admin/outbox': () => jsonResponse({ messages, total: messages.length }),
    [`POST ${RETRY_PATH}`]: () => {
      if (retryReply) return retryReply.clone();
      const pending = { ...FAILED_EMAIL, status: 'pending' as const, error: null };
      messages = [pending, SENT_EMAIL];
      return jsonResponse({ message: pending });
    },
  });
}

const outboxQueries = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/admin/outbox');

function openOutboxTab() {
  renderAdmin({ tab: 'outbox' });
}

describe('E-mail outbox tab', () => {
  it('lists e-mails with a text status and offers Retry only for unsent ones', async () => {
    stubOutbox();
    openOutboxTab();
    const failedRow = (await screen.findByText(FAILED_EMAIL.to)).closest('tr') as HTMLElement;
    for (const cell of [
      '05/03/2026, 02:30 pm',
      FAILED_EMAIL.subject,
      'invitation',
      'Failed',
      '3',
      'Mailbox unavailable',
    ]) {
      expect(within(failedRow).getByText(cell)).toBeInTheDocument();
    }
    expect(within(failedRow).getByRole('button', { name: RETRY_NAME })).toBeInTheDocument();
    const sentRow = screen.getByText(SENT_EMAIL.to).closest('tr') as HTMLElement;
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();
    expect(within(sentRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 e-mails · Page 1 of 1')).toBeInTheDocument();
  });

  it('retries an e-mail, says so and reloads the list', async () => {
    const calls = stubOutbox();
    openOutboxTab();
    await userEvent.click(await screen.findByRole('button', { name: RETRY_NAME }));

    expect(await screen.findByText(text.retried)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      RETRY_PATH,
    ]);
    const row = screen.getByText(FAILED_EMAIL.to).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Pending')).toBeInTheDocument();
    expect(outboxQueries(calls)).toHaveLength(2);
  });

  it('tells the user when a retry fails', async () => {
    stubOutbox(
      jsonResponse(
        { error: { code: 'INVALID_STATE', message: MESSAGES.admin.outboxNotFailed } },
        { status: 409 },
      ),
    );
    openOutboxTab();
    await userEvent.click(await screen.findByRole('button', { name: RETRY_NAME }));
    expect(await screen.findByText(text.retryFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.admin.outboxNotFailed)).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const calls = stubOutbox();
    openOutboxTab();
    await screen.findByText(FAILED_EMAIL.to);
    expect(outboxQueries(calls)[0]?.url.searchParams.has('status')).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.status }), 'Failed');
    await screen.findByText(FAILED_EMAIL.to);
    expect(outboxQueries(calls).at(-1)?.url.searchParams.get('status')).toBe('failed');
    expect(outboxQueries(calls).at(-1)?.url.searchParams.get('offset')).toBe('0');
  });

  it('shows cards with the retry button on a phone', async () => {
    viewport.width = 400;
    stubOutbox();
    openOutboxTab();
    const retry = await screen.findByRole('button', { name: RETRY_NAME });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(retry.closest('li')).toHaveTextContent('Mailbox unavailable');
  });
});
