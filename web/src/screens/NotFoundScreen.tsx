import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <Stack>
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page at this address.{' '}
        <Anchor component={Link} to="/">
          Go to the dashboard
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
