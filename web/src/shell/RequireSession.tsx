import { Button, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '../api/session';
import { roleAtLeast } from '../auth/roles';
import { useSession } from '../auth/SessionContext';
import { CompanyProvider } from '../company/CompanyContext';
import { LoadError, Loading } from '../components/LoadState';

/** Renders its routes for a logged-in user; sends others to the login screen. */
export function RequireSession() {
  const { state, retry } = useSession();
  const location = useLocation();
  switch (state.status) {
    case 'loading':
      return (
        <Center mih="100vh">
          <Loading label="Loading the session…" />
        </Center>
      );
    case 'error':
      return (
        <Center mih="100vh" p="md">
          <Stack maw={480}>
            <LoadError error={state.error} />
            <Button onClick={retry}>Try again</Button>
          </Stack>
        </Center>
      );
    case 'anonymous': {
      const here = location.pathname + location.search;
      const to = here === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`;
      return <Navigate to={to} replace />;
    }
    case 'active':
      return (
        <CompanyProvider>
          <Outlet />
        </CompanyProvider>
      );
  }
}

/** Renders children for users with at least role min; others go to the dashboard. */
export function RequireRole({ min, children }: { min: Role; children: ReactNode }) {
  const { state } = useSession();
  if (state.status !== 'active' || !roleAtLeast(state.session.user.role, min)) return <Navigate to="/" replace />;
  return children;
}
