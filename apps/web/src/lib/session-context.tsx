import type { UserInfoResponse } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { LOADING, loginWithToken, logoutSession, restoreSession, type SessionState } from './session';
import type { StoredUser } from './session-storage';

export type Session = SessionState & {
  login: (token: string, fallbackUser?: UserInfoResponse) => Promise<StoredUser>;
  logout: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(LOADING);
  // Bumped by login and logout so a slow start-up restore cannot overwrite their result.
  const epoch = useRef(0);

  useEffect(() => {
    const started = epoch.current;
    let active = true;
    restoreSession()
      .catch((): SessionState => ({ status: 'anonymous', token: null, user: null }))
      .then((next) => {
        if (active && epoch.current === started) setState(next);
      });
    return () => {
      active = false;
    };
  }, []);

  const login = useCallback(async (token: string, fallbackUser?: UserInfoResponse) => {
    epoch.current += 1;
    const user = await loginWithToken(token, fallbackUser);
    setState({ status: 'authenticated', token, user });
    return user;
  }, []);

  const logout = useCallback(async () => {
    epoch.current += 1;
    await logoutSession();
    setState({ status: 'anonymous', token: null, user: null });
    // Cached server data belongs to the signed-out user; keep only tenant-wide data.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'client' });
  }, [queryClient]);

  const value = useMemo<Session>(() => ({ ...state, login, logout }), [state, login, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
