import { BRAND_NAME, MESSAGES } from '@app/contracts';
import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuditPanel } from './audit-panel';
import { OutboxPanel } from './outbox-panel';
import { SettingsPanel } from './settings-panel';

const TABS = ['settings', 'audit', 'outbox'] as const;
type AdminTab = (typeof TABS)[number];

function isTab(value: string | null): value is AdminTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * /admin (ADMIN only; the route guard checks the role). The open tab is in `?tab=` so it can be
 * linked to and survives a reload; only the open tab loads its data.
 */
export function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'settings';

  const openTab = (value: string | null) => {
    if (isTab(value)) setSearchParams(value === 'settings' ? {} : { tab: value }, { replace: true });
  };

  return (
    <Stack gap="md">
      <title>{`${MESSAGES.admin.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{MESSAGES.admin.title}</Title>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="settings">{MESSAGES.admin.settingsTab}</Tabs.Tab>
          <Tabs.Tab value="audit">{MESSAGES.admin.auditTab}</Tabs.Tab>
          <Tabs.Tab value="outbox">{MESSAGES.admin.outboxTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <SettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditPanel />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
