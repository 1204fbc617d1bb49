import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { roleAtLeast, roleLabel } from '../auth/roles';
import { useUser } from '../auth/SessionContext';
import { useCompany } from '../company/CompanyContext';
import { LoadError, Loading } from '../components/LoadState';
import { CalendarSection } from './dashboard/CalendarSection';
import { CareersSection } from './dashboard/CareersSection';

/**
 * The first screen: counts, the latest applications and upcoming events.
 * Editors and admins see the selected company's careers figures;
 * contributors the calendar (their own drafts) and the media library.
 */
export function DashboardScreen() {
  const user = useUser();
  const { current, loading, error, reload } = useCompany();
  const admin = roleAtLeast(user.role, 'admin');
  const editor = roleAtLeast(user.role, 'editor');
  let careers;
  if (!editor) careers = null;
  else if (loading && !current) careers = <Loading label="Loading the company…" />;
  else if (error && !current) careers = <LoadError error={error} onRetry={() => void reload()} />;
  else if (current) careers = <CareersSection company={current} key={current.id} />;
  else
    careers = (
      <Card withBorder padding="lg">
        <Text size="sm" c="dimmed">
          {admin
            ? 'There is no company yet. Create one with “New company” at the top.'
            : 'There is no company yet. Ask an administrator to create one.'}
        </Text>
      </Card>
    );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">
          Welcome, {user.name || user.email}. You are signed in as {roleLabel[user.role].toLowerCase()}
          {current ? ` for ${current.name}` : ''}.
        </Text>
      </div>
      {careers}
      <CalendarSection editor={editor} />
      <Group gap="md">
        {admin && (
          <Anchor component={Link} to="/keys" size="sm">
            Manage API keys
          </Anchor>
        )}
        <Anchor href="/graphql" size="sm" target="_blank" rel="noreferrer">
          GraphQL explorer
        </Anchor>
      </Group>
    </Stack>
  );
}
