import { BRAND_NAME, type LoginProvider, MESSAGES } from '@app/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { LogoTile } from '../../../components/ui/logo-tile';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useClient } from '../../../lib/client';
import { useClientLogo } from '../../../lib/logo';
import { startLogin } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';

/** Sign-in page (spec 01 section 2, login page). */
export function LoginPage() {
  const session = useSession();
  const { client, name } = useClient();
  const logo = useClientLogo(client);
  const [searchParams] = useSearchParams();
  const loginError = searchParams.get('loginError');
  const errorMessage = loginError ? (MESSAGES.login.errors[loginError] ?? MESSAGES.callback.failed) : null;

  if (session.status === 'loading') {
    return (
      <main>
        <PageLoader label={MESSAGES.login.checking} />
      </main>
    );
  }
  if (session.status === 'authenticated') return <Navigate to={paths.chat.getHref()} replace />;

  const signIn = (provider: LoginProvider) => startLogin({ provider, client });

  return (
    <CenteredCard>
      <title>{`${name} · ${BRAND_NAME}`}</title>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <LogoTile name={name} src={logo.logoUrl} failed={logo.failed} />
          <Text fw={600} size="lg">
            {name}
          </Text>
        </Group>
        <Title order={1}>{MESSAGES.login.heading}</Title>
        {errorMessage && <Alert color="red">{errorMessage}</Alert>}
        <Stack gap="sm">
          <Text id="sign-in-with">{MESSAGES.login.signInWith}</Text>
          <Button size="md" onClick={() => signIn('oidc')}>
            {MESSAGES.login.workDirectory}
          </Button>
          <Button size="md" variant="outline" onClick={() => signIn('email')}>
            {MESSAGES.login.email}
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
