import { BRAND_NAME, MESSAGES, type Site } from '@app/contracts';
import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/session-context';
import { useDeactivateSite } from '../api/deactivate-site';
import { useSites } from '../api/list-sites';
import { SITES_STRINGS } from '../strings';
import { SiteCard } from './site-card';
import { SiteFormModal } from './site-form-modal';
import classes from './sites-grid.module.css';

/**
 * Sites (spec 01 section 2): everyone with access sees the directory; ADMIN adds, edits and
 * deactivates. Unlike the spec (section 8), failures are shown to the user.
 */
export function SitesPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const [showInactive, setShowInactive] = useState(false);
  const sites = useSites(isAdmin && showInactive);
  const deactivate = useDeactivateSite();
  // null: closed; { site: null }: adding; { site }: editing.
  const [modal, setModal] = useState<{ site: Site | null } | null>(null);
  const title = isAdmin ? MESSAGES.sites.titleAdmin : MESSAGES.sites.titleOthers;

  const confirmDeactivate = (site: Site) => {
    if (!window.confirm(MESSAGES.sites.deactivateConfirm(site.venue_name))) return;
    deactivate.mutate(site.id, {
      onError: (error) =>
        notifications.show({ color: 'red', title: MESSAGES.sites.deleteFailed, message: error.message }),
    });
  };

  let content: ReactNode;
  if (sites.isPending) {
    content = <PageLoader label={MESSAGES.sites.loading} />;
  } else if (sites.isError) {
    content = (
      <Alert color="red" title={MESSAGES.sites.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{sites.error.message}</Text>
          <Button variant="outline" color="red" size="xs" onClick={() => sites.refetch()}>
            {SITES_STRINGS.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (sites.data.sites.length === 0) {
    content = <Text c="dimmed">{MESSAGES.sites.empty}</Text>;
  } else {
    content = (
      <ul className={classes.grid} aria-label={SITES_STRINGS.sitesLabel}>
        {sites.data.sites.map((site) => (
          <li key={site.id}>
            <SiteCard
              site={site}
              onEdit={isAdmin ? (s) => setModal({ site: s }) : undefined}
              onDeactivate={isAdmin ? confirmDeactivate : undefined}
              deactivating={deactivate.isPending && deactivate.variables === site.id}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md">
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{title}</Title>
        {isAdmin && <Button onClick={() => setModal({ site: null })}>{MESSAGES.sites.addNew}</Button>}
      </Group>
      {isAdmin && (
        <Switch
          label={SITES_STRINGS.showInactive}
          checked={showInactive}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
        />
      )}
      {content}
      {modal && <SiteFormModal site={modal.site} onClose={() => setModal(null)} />}
    </Stack>
  );
}
