// The month view: a grid of the month's weeks with the events on each
// day they span; previous and next month.
import { ActionIcon, Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { gql } from '../../api/graphql';
import { LoadError, Loading } from '../../components/LoadState';
import type { EventsListQuery } from '../../gql/graphql';
import { monthFilter, type FilterValues } from './eventFilter';
import { EventsList } from './eventsQuery';
import { fetchAllPages } from './fetchAll';
import { eventsByDay, gridBounds, monthGrid, monthTitle, shiftMonth } from './monthGrid';
import { useAsync } from './useAsync';

type Ev = EventsListQuery['events']['nodes'][number];

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const maxPages = 10;

type Props = { month: string; onMonth: (m: string) => void; filter: FilterValues; siteZone: string };

export function MonthView({ month, onMonth, filter, siteZone }: Props) {
  const weeks = monthGrid(month);
  const { from, to } = gridBounds(weeks);
  const key = JSON.stringify(monthFilter(filter, from, to, siteZone));
  const load = useCallback(
    () => fetchAllPages(async (page) => (await gql(EventsList, { filter: JSON.parse(key), page, perPage: 50 })).events, maxPages),
    [key],
  );
  const { data, loading, error, reload } = useAsync(load);
  const byDay = data ? eventsByDay(data, weeks) : new Map<string, Ev[]>();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <ActionIcon variant="default" size="lg" onClick={() => onMonth(shiftMonth(month, -1))} aria-label="Previous month">
          ‹
        </ActionIcon>
        <Title order={2} size="h3" aria-live="polite">
          {monthTitle(month)}
        </Title>
        <ActionIcon variant="default" size="lg" onClick={() => onMonth(shiftMonth(month, 1))} aria-label="Next month">
          ›
        </ActionIcon>
      </Group>
      {!data && loading && <Loading label="Loading the month…" />}
      {!data && !loading && <LoadError error={error} onRetry={() => void reload()} />}
      {data && (
        <Box style={{ overflowX: 'auto' }}>
          <Box miw={700} role="grid" aria-label={`Events in ${monthTitle(month)}`}>
            <SimpleGrid cols={7} spacing={4} role="row">
              {weekdays.map((d) => (
                <Text key={d} size="sm" fw={600} ta="center" role="columnheader">
                  {d}
                </Text>
              ))}
            </SimpleGrid>
            {weeks.map((week) => (
              <SimpleGrid key={week[0].date} cols={7} spacing={4} mt={4} role="row">
                {week.map((day) => (
                  <Paper
                    key={day.date}
                    withBorder
                    p={4}
                    mih={96}
                    role="gridcell"
                    aria-label={day.date}
                    bg={day.inMonth ? undefined : 'var(--mantine-color-gray-0)'}
                    style={day.today ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
                  >
                    <Text size="xs" c={day.inMonth ? undefined : 'dimmed'} fw={day.today ? 700 : undefined}>
                      {day.day}
                    </Text>
                    <Stack gap={2}>
                      {(byDay.get(day.date) ?? []).map((e) => (
                        <UnstyledButton key={e.id} component={Link} to={`/calendar/events/${e.id}`} title={e.title}>
                          <Badge fullWidth variant={e.status === 'PUBLISH' ? 'light' : 'outline'} radius="xs" styles={{ label: { textTransform: 'none' } }}>
                            {e.title}
                          </Badge>
                        </UnstyledButton>
                      ))}
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            ))}
          </Box>
          {data.length === 0 && (
            <Text c="dimmed" ta="center" mt="sm">
              No events in {monthTitle(month)}. <Anchor component={Link} to="/calendar/events/new">Create one</Anchor>
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
