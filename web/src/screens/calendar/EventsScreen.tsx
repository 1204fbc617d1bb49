// The calendar's events: a list with the API's filters and pages, or a
// month view; both open the editor.
import { Anchor, Badge, Button, Group, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '../../api/useQuery';
import { roleAtLeast } from '../../auth/roles';
import { useUser } from '../../auth/SessionContext';
import { formatDateTime } from '../../components/dates';
import { LoadError, Loading } from '../../components/LoadState';
import { useSelection } from '../../components/bulk';
import { BulkBar, SelectAllTh, SelectTd } from '../../components/BulkActions';
import { SortableTh } from '../../components/SortableTh';
import { useListState } from '../../components/useListState';
import { eventListSpec, eventOrder, toEventFilter, type FilterValues } from './eventFilter';
import { eventBulkActions } from './eventBulk';
import { EventFilters } from './EventFilters';
import { EventsList } from './eventsQuery';
import { MonthView } from './MonthView';
import { StatusBadge } from './StatusBadge';
import { useCalendarSite } from './useCalendarSite';
import { useChoices } from './useChoices';
import { instantToWall } from './zones';

const perPage = 20;

/** "2027-05-01 10:00 Europe/Brussels": an instant in the event's own zone, the zone named. */
export function zonedText(iso: string, zone: string): string {
  const w = instantToWall(iso, zone);
  return `${w.date} ${w.time} ${zone}`;
}

/** "2027-05-01 10:00 – 12:00 Europe/Brussels", in the event's own zone. */
export function whenText(e: { start: string; end: string; timezone: string; allDay?: boolean | null }): string {
  const s = instantToWall(e.start, e.timezone);
  const en = instantToWall(e.end, e.timezone);
  if (e.allDay) return s.date === en.date ? `${s.date} (all day)` : `${s.date} – ${en.date} (all day)`;
  const end = s.date === en.date ? en.time : `${en.date} ${en.time}`;
  return `${s.date} ${s.time} – ${end} ${e.timezone}`;
}

export function EventsScreen() {
  const user = useUser();
  const editor = roleAtLeast(user.role, 'editor');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'month' ? 'month' : 'list';
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : dayjs().format('YYYY-MM');
  // Filters, order and page live in the address: Back and shared links keep them.
  const { filters: debounced, draft: filter, setFilters, sort, page, setPage, column } = useListState(eventListSpec);
  const site = useCalendarSite().data?.calendarSite;
  const zone = site?.timezone ?? 'UTC';
  const choices = useChoices();
  const vars = site && view === 'list' ? { filter: { ...toEventFilter(debounced, zone), ...eventOrder(sort) }, page, perPage } : null;
  const { data, loading, error, reload } = useQuery(EventsList, vars);
  const onFilter = (v: FilterValues) => setFilters(v);
  const selection = useSelection(`${JSON.stringify(debounced)}/${sort}/${page}`);
  const rows = data?.events.nodes ?? [];
  // The view and month change only their own parameters.
  const setView = (v: string, m = month) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('view');
        next.delete('month');
        if (v === 'month') {
          next.set('view', 'month');
          next.set('month', m);
        }
        return next;
      },
      { replace: true },
    );

  let list;
  if (!data && (loading || !site)) list = <Loading label="Loading events…" />;
  else if (!data) list = <LoadError error={error} onRetry={() => void reload()} />;
  else if (data.events.nodes.length === 0)
    list = (
      <Text c="dimmed" ta="center" py="lg">
        No events match. Without dates the list runs from yesterday to 24 months ahead.
      </Text>
    );
  else
    list = (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          {data.events.totalCount} event{data.events.totalCount === 1 ? '' : 's'}
        </Text>
        {editor && (
          <BulkBar
            selection={selection}
            rows={rows.map((e) => ({ id: e.id, label: e.title || '(no title)' }))}
            actions={eventBulkActions(choices.categories)}
            noun="event"
            onDone={() => void reload()}
          />
        )}
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Events">
            <Table.Thead>
              <Table.Tr>
                {editor && <SelectAllTh selection={selection} ids={rows.map((e) => e.id)} noun="event" />}
                <SortableTh label="Title" {...column('title', '-title')} />
                <SortableTh label="When" {...column('start', '-start')} />
                <Table.Th>Venue</Table.Th>
                <Table.Th>Status</Table.Th>
                <SortableTh label="Changed" {...column('-modified')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.events.nodes.map((e) => (
                <Table.Tr key={e.id}>
                  {editor && <SelectTd selection={selection} id={e.id} label={e.title || '(no title)'} />}
                  <Table.Td>
                    <Anchor component={Link} to={`/calendar/events/${e.id}`}>
                      {e.title || '(no title)'}
                    </Anchor>
                    <Group gap={4} mt={2}>
                      {e.featured && <Badge size="xs" color="orange">Featured</Badge>}
                      {e.sticky && <Badge size="xs" color="cyan">Sticky</Badge>}
                      {e.hideFromListings && <Badge size="xs" color="gray">Hidden</Badge>}
                      {e.passwordProtected && <Badge size="xs" color="dark">Password</Badge>}
                      {e.status === 'FUTURE' && (
                        <Badge size="xs" color="blue" tt="none">
                          Scheduled {zonedText(e.publishedAt, e.timezone)}
                        </Badge>
                      )}
                      {e.unpublishAt && (
                        <Badge size="xs" color="red" tt="none">
                          Expires {zonedText(e.unpublishAt, e.timezone)}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{whenText(e)}</Table.Td>
                  <Table.Td>{e.venue?.name ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={e.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(e.modifiedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.events.totalPages > 1 && (
          <Pagination total={data.events.totalPages} value={page} onChange={setPage} aria-label="Pages of events" />
        )}
      </>
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Events</Title>
          <Text c="dimmed">{editor ? 'Every event of the calendar.' : 'Published events and your own.'}</Text>
        </div>
        <Group>
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={setView}
            data={[
              { value: 'list', label: 'List' },
              { value: 'month', label: 'Month' },
            ]}
          />
          <Button component={Link} to="/calendar/events/new">
            Create event
          </Button>
        </Group>
      </Group>
      <EventFilters value={filter} onChange={onFilter} choices={choices} showStatus siteZone={zone} />
      {view === 'list' ? (
        list
      ) : site ? (
        <MonthView month={month} onMonth={(m) => setView('month', m)} filter={debounced} siteZone={zone} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
