import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../../api/useQuery';
import { LoadError } from '../../components/LoadState';
import { eventsListPath } from '../calendar/eventFilter';
import { useCalendarSite } from '../calendar/useCalendarSite';
import { instantToWall, zonedStart } from '../calendar/zones';
import { ListCard } from './ListCard';
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
  // The list reads its bounds in the site zone: "from now" as a wall time there.
  const zone = useCalendarSite().data?.calendarSite.timezone;
  const nowWall = zone ? instantToWall(now, zone) : null;
  const allTime = (status: 'DRAFT' | 'PENDING') => eventsListPath([status], '1970-01-01 00:00');
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
            <StatCard
              label="Upcoming events"
              value={data?.upcoming.totalCount}
              hint="Published, starting from now"
              to={nowWall ? eventsListPath(['PUBLISH'], `${nowWall.date} ${nowWall.time}`) : undefined}
            />
            <StatCard label={editor ? 'Draft events' : 'Your drafts'} value={data?.drafts.totalCount} to={allTime('DRAFT')} />
            <StatCard label={editor ? 'Awaiting review' : 'Your events awaiting review'} value={data?.pending.totalCount} to={allTime('PENDING')} />
            <StatCard label="Images" value={data?.mediaImages.totalCount} hint="In the media library" to="/media" />
          </SimpleGrid>
          <ListCard
            title="Upcoming events"
            headingId="upcoming-events"
            loading={!data}
            empty={events.length === 0}
            emptyTitle="No upcoming events"
            emptyDescription="Published events that have not started yet appear here."
          >
            <Stack gap="xs" component="ul" aria-labelledby="upcoming-events" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {events.map((e) => (
                <Group component="li" key={e.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/calendar/events/${e.id}`} size="sm" fw={500} display="block" truncate>
                      {e.title || '(no title)'}
                    </Anchor>
                    {e.venue && (
                      <Text size="xs" c="dimmed" truncate>
                        {e.venue.name}
                      </Text>
                    )}
                  </div>
                  <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                    {zonedStart(e)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </ListCard>
        </>
      )}
    </Stack>
  );
}
