import { AppShell, Burger, Button, Group, NavLink, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { roleLabel } from '../auth/roles';
import { useSession, useUser } from '../auth/SessionContext';
import { Loading } from '../components/LoadState';
import { notifyFailure } from '../components/notify';
import { UnsavedChangesGuard } from '../components/UnsavedChangesPrompt';
import { CompanySwitcher } from './CompanySwitcher';
import { isActive, visibleNav } from './nav';

/** The frame of every screen: header, navigation for the user's role, content. */
export function Shell() {
  const user = useUser();
  const { logout } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the folded navigation is out of sight: keep it out of the tab order too.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [leaving, setLeaving] = useState(false);

  useEffect(close, [location.pathname, close]);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      navigate('/login', { replace: true });
    } catch (err) {
      notifyFailure('Could not log out', err);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" aria-controls="main-navigation" aria-expanded={opened} />
              <Title order={2} size="h4">
                <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
                  Corkboard
                </Link>
              </Title>
            </Group>
            <CompanySwitcher />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Main" id="main-navigation" inert={phone && !opened}>
          <AppShell.Section grow component="nav">
            <VisuallyHidden>
              <h2>Navigation</h2>
            </VisuallyHidden>
            {visibleNav(user.role).map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={item.label}
                active={isActive(item, location.pathname)}
                aria-current={isActive(item, location.pathname) ? 'page' : undefined}
                onClick={close}
              />
            ))}
          </AppShell.Section>
          <AppShell.Section>
            <Stack gap={4} p="xs">
              <Text size="sm" fw={500} truncate="end">
                {user.name || user.email}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {user.email} · {roleLabel[user.role]}
              </Text>
              <Button variant="default" size="xs" mt="xs" onClick={onLogout} loading={leaving}>
                Log out
              </Button>
            </Stack>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          <UnsavedChangesGuard>
            <Suspense fallback={<Loading label="Loading the screen…" />}>
              <Outlet />
            </Suspense>
          </UnsavedChangesGuard>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
