import { BRAND_NAME, type Draft, MESSAGES } from '@app/contracts';
import { Alert, Anchor, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useDrafts } from '../api/get-drafts';
import { DRAFTS_STRINGS as S } from '../strings';
import { draftTitle, draftTypeLabel, formatDraftDate, rememberDraftOrigin } from '../utils/format';

const M = MESSAGES.drafts;

/** My Drafts (/drafts; spec 01 section 2): the signed-in user's unfinished incident drafts. */
export function DraftsPage() {
  const { user } = useSession();
  const query = useDrafts(user?.id);
  const isMobile = useIsMobile();
  const navigate = useNavigate();

  const open = (id: string) => {
    rememberDraftOrigin(id);
    void navigate(paths.incident.getHref(id));
  };

  let body: ReactNode;
  if (query.isError) {
    body = (
      <Alert color="red" title={M.errorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message || M.fetchFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {M.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!query.data) {
    body = <PageLoader label={M.loading} />;
  } else if (query.data.incidents.length === 0) {
    body = (
      <Stack align="center" gap="xs" py="xl">
        <Title order={2} size="h3">
          {M.empty}
        </Title>
        <Text c="gray.7">{M.emptyBody}</Text>
      </Stack>
    );
  } else if (isMobile) {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={S.tableLabel}>
        {query.data.incidents.map((draft) => (
          <DraftCard key={draft.id} draft={draft} onOpen={open} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={S.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              {M.columns.map((title) => (
                <Table.Th key={title} scope="col">
                  {title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.incidents.map((draft) => (
              <Table.Tr key={draft.id} onClick={() => open(draft.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <DraftLink draft={draft} />
                </Table.Td>
                <Table.Td>{draftTypeLabel(draft.report_type)}</Table.Td>
                <Table.Td>{formatDraftDate(draft.created_at)}</Table.Td>
                <Table.Td>{formatDraftDate(draft.updated_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <title>{`${M.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{M.title}</Title>
      {body}
    </Stack>
  );
}

/** The keyboard route into a row: a real link that records the origin before the router moves. */
function DraftLink({ draft }: { draft: Draft }) {
  return (
    <Anchor
      component={Link}
      to={paths.incident.getHref(draft.id)}
      fw={600}
      onClick={(event) => {
        event.stopPropagation();
        rememberDraftOrigin(draft.id);
      }}
    >
      {draftTitle(draft.title)}
    </Anchor>
  );
}

function DraftCard({ draft, onOpen }: { draft: Draft; onOpen: (id: string) => void }) {
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      onClick={() => onOpen(draft.id)}
      style={{ cursor: 'pointer' }}
    >
      <Stack gap={4}>
        <DraftLink draft={draft} />
        <Text size="sm">{`${M.columns[1]}: ${draftTypeLabel(draft.report_type)}`}</Text>
        <Text size="sm">{`${M.columns[2]}: ${formatDraftDate(draft.created_at)}`}</Text>
        <Text size="sm">{`${M.columns[3]}: ${formatDraftDate(draft.updated_at)}`}</Text>
      </Stack>
    </Card>
  );
}
