// The session: who is logged in and the CSRF token. It is read from
// /admin/api/session on start; a 401 anywhere later ends it, and the
// router sends the user to the login screen.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { setCsrfToken, setUnauthenticatedHandler } from '../api/graphql';
import * as api from '../api/session';

type State =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'anonymous'; expired: boolean }
  | { status: 'active'; session: api.Session };

type SessionContextValue = {
  state: State;
  login: (email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  retry: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    api.fetchSession().then(
      (session) => {
        // Before the screens render: their effects (queries) run before
        // this provider's effect below would set it.
        if (session) setCsrfToken(session.csrfToken);
        setState(session ? { status: 'active', session } : { status: 'anonymous', expired: false });
      },
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);

  useEffect(load, [load]);

  useEffect(() => {
    setCsrfToken(state.status === 'active' ? state.session.csrfToken : '');
  }, [state]);

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      setState((s) => {
        if (s.status !== 'active') return s;
        notifications.show({
          id: 'session-expired',
          color: 'yellow',
          title: 'Session ended',
          message: 'Your session has ended. Please log in again.',
        });
        return { status: 'anonymous', expired: true };
      });
    });
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const session = await api.login(email, password);
    setCsrfToken(session.csrfToken);
    setState({ status: 'active', session });
  }, []);

  const logout = useCallback(async () => {
    if (state.status === 'active') await api.logout(state.session.csrfToken);
    setState({ status: 'anonymous', expired: false });
  }, [state]);

  const value = useMemo(() => ({ state, login, logout, retry: load }), [state, login, logout, load]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}

/** The logged-in user; only for screens behind RequireSession. */
export function useUser(): api.SessionUser {
  const { state } = useSession();
  if (state.status !== 'active') throw new Error('useUser without a session');
  return state.session.user;
}
