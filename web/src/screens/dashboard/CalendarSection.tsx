import { Badge, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useQuery } from '../../api/useQuery';
import { LoadError, Loading } from '../../components/LoadState';
import { CalendarOverview } from './queries';
import { StatCard } from './StatCard';
import { EVER, minuteISO } from './vars';

/**
 * Upcoming published events, events in draft and awaiting review, and the
 * media library's size. Contributors see their own drafts and pending
 * events (the server narrows the lists to what the caller may see).
 */
export function CalendarSection({ editor }: { editor: boolean }) {
  const [now] = useState(() => minuteISO(new Date()));
  const { data, error, reload } = useQuery(CalendarOverview, { now, ever: EVER });
  const events = data?.upcoming.nodes ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Calendar and media
      </Title>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void reload()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <StatCard label="Upcoming events" value={data?.upcoming.totalCount} hint="Published, starting from now" />
            <StatCard label={editor ? 'Draft events' : 'Your drafts'} value={data?.drafts.totalCount} />
            <StatCard label={editor ? 'Awaiting review' : 'Your events awaiting review'} value={data?.pending.totalCount} />
            <StatCard label="Images" value={data?.mediaImages.totalCount} hint="In the media library" to="/media" />
          </SimpleGrid>
          <Card withBorder padding="md">
            <Title order={3} size="h4" mb="xs" id="upcoming-events">
              Upcoming events
            </Title>
            {!data ? (
              <Loading label="Loading events…" />
            ) : events.length === 0 ? (
              <EmptyState title="No upcoming events" description="Published events that have not started yet appear here." />
            ) : (
              <Stack gap="xs" component="ul" aria-labelledby="upcoming-events" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {events.map((e) => (
                  <Group component="li" key={e.id} justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {e.title}
                      </Text>
                      {e.venue && (
                        <Text size="xs" c="dimmed" truncate>
                          {e.venue.name}
                        </Text>
                      )}
                    </div>
                    <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                      {dayjs(e.start).format(e.allDay ? 'ddd D MMM' : 'ddd D MMM HH:mm')}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
