import { OUTBOX_STATUSES, type OutboxMessage } from '@app/contracts';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { type OutboxStatus, useOutbox } from '../api/list-outbox';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { ADMIN_STRINGS } from '../strings';
import { LoadError } from './load-error';
import { OutboxList } from './outbox-list';
import { Pager } from './pager';

export const OUTBOX_PAGE_SIZE = 50;

function isStatus(value: string): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly string[]).includes(value);
}

/** E-mail outbox tab: queued e-mails by status, with a retry for unsent ones. */
export function OutboxPanel() {
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [page, setPage] = useState(1);
  const outbox = useOutbox(status, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE);
  const retry = useRetryOutboxMessage();
  const text = ADMIN_STRINGS.outbox;

  const retryMessage = (message: OutboxMessage) =>
    retry.mutate(message.id, {
      onSuccess: () => notifications.show({ color: 'green', message: text.retried }),
      onError: (error) =>
        notifications.show({ color: 'red', title: text.retryFailed, message: error.message }),
    });

  let content: ReactNode;
  if (outbox.isPending) content = <PageLoader label={text.loading} />;
  else if (outbox.isError)
    content = <LoadError title={text.loadFailed} error={outbox.error} onRetry={() => outbox.refetch()} />;
  else if (outbox.data.messages.length === 0) content = <Text c="dimmed">{text.empty}</Text>;
  else
    content = (
      <>
        <OutboxList
          messages={outbox.data.messages}
          onRetry={retryMessage}
          retryingId={retry.isPending ? retry.variables : null}
        />
        <Pager
          page={page}
          pageSize={OUTBOX_PAGE_SIZE}
          total={outbox.data.total}
          totalLabel={text.total(outbox.data.total)}
          onChange={setPage}
        />
      </>
    );

  return (
    <Stack gap="md">
      <NativeSelect
        label={text.status}
        maw={280}
        value={status ?? ''}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setStatus(isStatus(value) ? value : null);
          setPage(1);
        }}
        data={[
          { value: '', label: text.allStatuses },
          ...OUTBOX_STATUSES.map((value) => ({ value, label: text.statusLabels[value] })),
        ]}
      />
      <Stack gap="sm" aria-busy={outbox.isFetching}>
        {content}
      </Stack>
    </Stack>
  );
}
