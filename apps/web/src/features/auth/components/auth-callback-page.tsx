import { MESSAGES, type TokenResponse, type UserInfoResponse } from '@app/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { takeReturnTo } from '../../../lib/session-storage';
import { exchangeCode } from '../api/exchange-code';

type Login = (token: string, fallbackUser?: UserInfoResponse) => Promise<unknown>;

/**
 * The code is single use, and React StrictMode runs effects twice in development: one sign-in
 * per code for the whole page, whichever effect run asks first.
 */
const signIns = new Map<string, Promise<void>>();

function signInOnce(code: string, login: Login): Promise<void> {
  let pending = signIns.get(code);
  if (!pending) {
    pending = exchangeCode(code)
      .then((response: TokenResponse) => login(response.access_token, response.user))
      .then(() => undefined);
    signIns.set(code, pending);
  }
  return pending;
}

/** Test helper: forget finished sign-ins. */
export function resetSignIns(): void {
  signIns.clear();
}

export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const { login } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!code) return;
    let active = true;
    signInOnce(code, login).then(
      () => {
        if (active) navigate(takeReturnTo() ?? paths.chat.getHref(), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('Sign-in could not be completed', error);
        setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [code, login, navigate]);

  if (!code || failed) {
    return (
      <CenteredCard>
        <Stack>
          <Alert color="red">{MESSAGES.callback.failed}</Alert>
          <Button component={Link} to={paths.login.getHref()}>
            {MESSAGES.callback.backToLogin}
          </Button>
        </Stack>
      </CenteredCard>
    );
  }
  return (
    <main>
      <PageLoader label={MESSAGES.callback.working} />
    </main>
  );
}
