// Toasts are only raised after the user acts, so their provider (and its transition and
// scroll-lock dependencies) stays out of the sign-in route's initial JS.
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export function NotificationsHost() {
  return <Notifications />;
}
