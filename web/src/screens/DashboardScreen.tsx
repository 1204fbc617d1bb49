import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { roleAtLeast, roleLabel } from '../auth/roles';
import { useUser } from '../auth/SessionContext';
import { useCompany } from '../company/CompanyContext';
import { LoadError, Loading } from '../components/LoadState';

export function DashboardScreen() {
  const user = useUser();
  const { current, loading, error, reload } = useCompany();
  const admin = roleAtLeast(user.role, 'admin');
  return (
    <Stack>
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">
          Welcome, {user.name || user.email}. You are signed in as {roleLabel[user.role].toLowerCase()}.
        </Text>
      </div>
      {loading && !current ? (
        <Loading label="Loading the company…" />
      ) : error && !current ? (
        <LoadError error={error} onRetry={() => void reload()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              Company
            </Title>
            {current ? (
              <Stack gap={4}>
                <Text fw={500}>{current.name}</Text>
                <Text size="sm" c="dimmed">
                  Subdomain: {current.subdomain}
                </Text>
                {current.email && <Text size="sm">Contact: {current.email}</Text>}
                {current.website && (
                  <Anchor href={current.website} size="sm" target="_blank" rel="noreferrer">
                    {current.website}
                  </Anchor>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {admin ? 'There is no company yet. Create one with “New company” at the top.' : 'There is no company yet. Ask an administrator to create one.'}
              </Text>
            )}
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              For developers
            </Title>
            <Stack gap={4}>
              <Text size="sm">
                Sites read content through the REST and GraphQL APIs with an API key.
              </Text>
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
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
