import { BRAND_NAME, MANAGEMENT_ROLES, MESSAGES, type Role } from '@app/contracts';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { WEB_STRINGS } from '../../../config/strings';
import { useSession } from '../../../lib/session-context';

type HomeLink = { label: string; to: string };

const everyone: HomeLink[] = [
  { label: MESSAGES.nav.links.chat, to: paths.chat.getHref() },
  { label: MESSAGES.nav.links.drafts, to: paths.drafts.getHref() },
];

const management: HomeLink[] = [
  { label: MESSAGES.nav.links.dashboard, to: paths.incidentDashboard.getHref() },
  { label: MESSAGES.nav.links.incidents, to: paths.allIncidents.getHref() },
  { label: MESSAGES.nav.links.queue, to: paths.managerQueue.getHref() },
  { label: WEB_STRINGS.pages.incidentReports, to: paths.incidentReports.getHref() },
  { label: MESSAGES.nav.links.reports, to: paths.weeklyReports.getHref() },
  { label: MESSAGES.nav.links.users, to: paths.users.getHref() },
  { label: MESSAGES.nav.links.sites, to: paths.sites.getHref() },
];

function LinkList({ heading, links }: { heading: string; links: HomeLink[] }) {
  const id = `home-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {heading}
      </Title>
      <List spacing="xs">
        {links.map((link) => (
          <List.Item key={link.to}>
            <Anchor component={Link} to={link.to}>
              {link.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** Welcome page with the screens this role may open (spec 01 section 6). */
export function HomePage() {
  const { user } = useSession();
  const role: Role | undefined = user?.role;
  const isManagement = role !== undefined && (MANAGEMENT_ROLES as readonly Role[]).includes(role);
  return (
    <Stack gap="lg">
      <title>{`${WEB_STRINGS.home.title('')} · ${BRAND_NAME}`}</title>
      <div>
        <Title order={1}>{WEB_STRINGS.home.title(user?.first_name ?? '')}</Title>
        <Text c="gray.7">{WEB_STRINGS.home.intro}</Text>
      </div>
      <LinkList heading={WEB_STRINGS.home.everyone} links={everyone} />
      {isManagement && <LinkList heading={WEB_STRINGS.home.management} links={management} />}
      {role === 'ADMIN' && (
        <LinkList
          heading={WEB_STRINGS.home.administration}
          links={[{ label: WEB_STRINGS.pages.admin, to: paths.admin.getHref() }]}
        />
      )}
    </Stack>
  );
}
