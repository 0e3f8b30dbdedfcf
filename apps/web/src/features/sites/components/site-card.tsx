import { MESSAGES, type Site } from '@app/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { SITES_STRINGS } from '../strings';

type SiteCardProps = {
  site: Site;
  /** ADMIN only: Edit and Deactivate (spec 01 section 6). */
  onEdit?: (site: Site) => void;
  onDeactivate?: (site: Site) => void;
  deactivating?: boolean;
};

/** Spec 01 section 2: name, type badge, address, 'city, state', country, manager, user count. */
export function SiteCard({ site, onEdit, onDeactivate, deactivating = false }: SiteCardProps) {
  const headingId = useId();
  const cityState = [site.city, site.state].filter(Boolean).join(', ');

  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {site.venue_name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Badge variant="light">{site.venue_type}</Badge>
            {!site.is_active && (
              <Badge variant="outline" color="gray">
                {SITES_STRINGS.inactive}
              </Badge>
            )}
          </Group>
        </Group>
        {site.address && <Text>{site.address}</Text>}
        {cityState && <Text>{cityState}</Text>}
        <Text>{site.country}</Text>
        {site.manager_name && <Text>{MESSAGES.sites.manager(site.manager_name)}</Text>}
        <Text c="dimmed">{MESSAGES.sites.userCount(site.user_count)}</Text>
        {(onEdit || onDeactivate) && (
          <Group gap="xs" mt="auto" pt="xs">
            {onEdit && (
              <Button
                variant="light"
                size="sm"
                aria-label={SITES_STRINGS.editSite(site.venue_name)}
                onClick={() => onEdit(site)}
              >
                {MESSAGES.sites.edit}
              </Button>
            )}
            {onDeactivate && site.is_active && (
              <Button
                variant="outline"
                color="red"
                size="sm"
                aria-label={SITES_STRINGS.deactivateSite(site.venue_name)}
                loading={deactivating}
                onClick={() => onDeactivate(site)}
              >
                {MESSAGES.sites.deactivate}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
