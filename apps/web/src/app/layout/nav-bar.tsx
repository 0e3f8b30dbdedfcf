import { BRAND_NAME, MANAGEMENT_ROLES, MESSAGES, type Role } from '@app/contracts';
import { Avatar, Burger, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { WEB_STRINGS } from '../../config/strings';
import { userFullName, userInitials } from '../../lib/format';
import { useSession } from '../../lib/session-context';
import { useIsMobile } from '../../lib/use-is-mobile';
import classes from './nav-bar.module.css';

type NavItem = { label: string; to: string; roles?: readonly Role[] };

/** Spec 01 section 2 (top navigation bar). */
const NAV_ITEMS: NavItem[] = [
  { label: MESSAGES.nav.links.chat, to: paths.chat.getHref() },
  { label: MESSAGES.nav.links.drafts, to: paths.drafts.getHref() },
  { label: MESSAGES.nav.links.dashboard, to: paths.incidentDashboard.getHref(), roles: MANAGEMENT_ROLES },
  { label: MESSAGES.nav.links.incidents, to: paths.allIncidents.getHref(), roles: MANAGEMENT_ROLES },
  { label: MESSAGES.nav.links.queue, to: paths.managerQueue.getHref(), roles: MANAGEMENT_ROLES },
  { label: MESSAGES.nav.links.reports, to: paths.weeklyReports.getHref(), roles: MANAGEMENT_ROLES },
  { label: MESSAGES.nav.links.users, to: paths.users.getHref(), roles: MANAGEMENT_ROLES },
  { label: MESSAGES.nav.links.sites, to: paths.sites.getHref(), roles: MANAGEMENT_ROLES },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}

const MOBILE_MENU_ID = 'main-menu';

export function NavBar() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(user?.role);
  const initials = userInitials(user?.first_name, user?.last_name);
  const fullName = userFullName(user?.first_name, user?.last_name);

  const handleLogout = async () => {
    await logout();
    navigate(paths.login.getHref(), { replace: true });
  };

  const links = (
    <ul className={classes.links} data-layout={isMobile ? 'column' : 'row'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={classes.link} onClick={() => setMenuOpen(false)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  const logoutButton = (
    <Button variant="default" size="sm" onClick={handleLogout}>
      {MESSAGES.nav.logout}
    </Button>
  );

  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link to={paths.home.getHref()} className={classes.brand}>
          <span className={classes.poweredBy}>{MESSAGES.nav.poweredBy}</span>{' '}
          <span className={classes.brandName}>{BRAND_NAME}</span>
        </Link>

        {!isMobile && (
          <nav aria-label={WEB_STRINGS.nav.label} className={classes.desktopNav}>
            {links}
          </nav>
        )}

        <Group gap="sm" wrap="nowrap" className={classes.user}>
          <Avatar color="blue" radius="xl" size="md" aria-hidden="true">
            {initials}
          </Avatar>
          {!isMobile && (
            <>
              <Text size="sm" fw={500} className={classes.userName}>
                {fullName}
              </Text>
              {logoutButton}
            </>
          )}
          {isMobile && (
            <Burger
              opened={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              aria-label={MESSAGES.nav.menu}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              size="sm"
            />
          )}
        </Group>
      </div>

      {isMobile && (
        <div id={MOBILE_MENU_ID} hidden={!menuOpen} className={classes.mobileMenu}>
          {menuOpen && (
            <>
              <nav aria-label={WEB_STRINGS.nav.label}>{links}</nav>
              <Group justify="space-between" mt="sm" wrap="nowrap">
                <Text size="sm" fw={500} className={classes.userName}>
                  {fullName}
                </Text>
                {logoutButton}
              </Group>
            </>
          )}
        </div>
      )}
    </header>
  );
}
