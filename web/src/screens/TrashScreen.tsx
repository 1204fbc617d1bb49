// The trash: deleted events, venues, organizers and jobs (of the selected
// company), each with Restore and Delete permanently. What stays longer
// than the retention is deleted for good by the server.
import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { gql } from '../api/graphql';
import { useQuery } from '../api/useQuery';
import { useCompany } from '../company/CompanyContext';
import { ConfirmModal } from '../components/ConfirmModal';
import { formatDateTime } from '../components/dates';
import { LoadError, Loading } from '../components/LoadState';
import { notifyFailure, notifySuccess } from '../components/notify';
import { graphql } from '../gql';

const CalendarTrash = graphql(`
  query CalendarTrash {
    trashSettings {
      retentionDays
    }
    events(filter: { statuses: [TRASH] }, perPage: 50) {
      nodes {
        id
        title
        trashedAt
      }
    }
    venues(filter: { statuses: [TRASH] }, perPage: 50) {
      nodes {
        id
        name
        trashedAt
      }
    }
    organizers(filter: { statuses: [TRASH] }, perPage: 50) {
      nodes {
        id
        name
        trashedAt
      }
    }
  }
`);

const JobTrash = graphql(`
  query JobTrash($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, filter: { statuses: [TRASHED] }, language: [NL, FR, EN]) {
      nodes {
        id
        title
        trashedAt
      }
    }
  }
`);

const RestoreEvent = graphql(`
  mutation RestoreEvent($id: ID!) {
    restoreEvent(id: $id) {
      id
    }
  }
`);
const RestoreVenue = graphql(`
  mutation RestoreVenue($id: ID!) {
    restoreVenue(id: $id) {
      id
    }
  }
`);
const RestoreOrganizer = graphql(`
  mutation RestoreOrganizer($id: ID!) {
    restoreOrganizer(id: $id) {
      id
    }
  }
`);
const RestoreJob = graphql(`
  mutation RestoreJob($companyId: ID!, $id: ID!) {
    restoreJob(companyId: $companyId, id: $id) {
      id
    }
  }
`);
const PurgeEvent = graphql(`
  mutation PurgeEvent($id: ID!) {
    purgeEvent(id: $id)
  }
`);
const PurgeVenue = graphql(`
  mutation PurgeVenue($id: ID!) {
    purgeVenue(id: $id)
  }
`);
const PurgeOrganizer = graphql(`
  mutation PurgeOrganizer($id: ID!) {
    purgeOrganizer(id: $id)
  }
`);
const PurgeJob = graphql(`
  mutation PurgeJob($companyId: ID!, $id: ID!) {
    purgeJob(companyId: $companyId, id: $id)
  }
`);

type Kind = 'Event' | 'Venue' | 'Organizer' | 'Job';
type Item = { kind: Kind; id: string; title: string; trashedAt: string | null | undefined };

export function TrashScreen() {
  const { current } = useCompany();
  const cal = useQuery(CalendarTrash, {});
  const jobs = useQuery(JobTrash, current ? { companyId: current.id } : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [purging, setPurging] = useState<Item | null>(null);
  const days = cal.data?.trashSettings.retentionDays ?? 30;

  if (!cal.data && cal.loading) return <Loading label="Loading the trash…" />;
  if (!cal.data) return <LoadError error={cal.error} onRetry={() => void cal.reload()} />;

  const items: Item[] = [
    ...cal.data.events.nodes.map((e) => ({ kind: 'Event' as const, id: e.id, title: e.title, trashedAt: e.trashedAt })),
    ...cal.data.venues.nodes.map((v) => ({ kind: 'Venue' as const, id: v.id, title: v.name, trashedAt: v.trashedAt })),
    ...cal.data.organizers.nodes.map((o) => ({ kind: 'Organizer' as const, id: o.id, title: o.name, trashedAt: o.trashedAt })),
    ...(jobs.data?.jobs.nodes ?? []).map((j) => ({ kind: 'Job' as const, id: j.id, title: j.title, trashedAt: j.trashedAt })),
  ].sort((a, b) => (b.trashedAt ?? '').localeCompare(a.trashedAt ?? ''));

  const reload = () => {
    void cal.reload();
    void jobs.reload();
  };
  const companyId = current?.id ?? '';
  const restore = async (it: Item) => {
    setBusy(it.kind + it.id);
    try {
      if (it.kind === 'Event') await gql(RestoreEvent, { id: it.id });
      else if (it.kind === 'Venue') await gql(RestoreVenue, { id: it.id });
      else if (it.kind === 'Organizer') await gql(RestoreOrganizer, { id: it.id });
      else await gql(RestoreJob, { companyId, id: it.id });
      notifySuccess(`${it.kind} ${it.title} restored.`);
      reload();
    } catch (err) {
      notifyFailure(`${it.kind} not restored`, err);
    } finally {
      setBusy(null);
    }
  };
  const purge = async (it: Item) => {
    setBusy(it.kind + it.id);
    try {
      if (it.kind === 'Event') await gql(PurgeEvent, { id: it.id });
      else if (it.kind === 'Venue') await gql(PurgeVenue, { id: it.id });
      else if (it.kind === 'Organizer') await gql(PurgeOrganizer, { id: it.id });
      else await gql(PurgeJob, { companyId, id: it.id });
      notifySuccess(`${it.kind} ${it.title} deleted permanently.`);
      setPurging(null);
      reload();
    } catch (err) {
      notifyFailure(`${it.kind} not deleted`, err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack>
      <div>
        <Title order={1}>Trash</Title>
        <Text c="dimmed">
          Deleted events, venues, organizers and jobs{current ? ` (jobs of ${current.name})` : ''}. They are deleted for good{' '}
          {days} days after they were deleted.
        </Text>
      </div>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          The trash is empty.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped verticalSpacing="sm" aria-label="Trash">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Deleted</Table.Th>
                <Table.Th>Deleted for good</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((it) => (
                <Table.Tr key={it.kind + it.id}>
                  <Table.Td>{it.title || '(no title)'}</Table.Td>
                  <Table.Td>{it.kind}</Table.Td>
                  <Table.Td>{formatDateTime(it.trashedAt)}</Table.Td>
                  <Table.Td>{it.trashedAt ? formatDateTime(dayjs(it.trashedAt).add(days, 'day').toISOString()) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === it.kind + it.id}
                        onClick={() => void restore(it)}
                        aria-label={`Restore ${it.kind.toLowerCase()} ${it.title}`}
                      >
                        Restore
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setPurging(it)}
                        aria-label={`Delete ${it.kind.toLowerCase()} ${it.title} permanently`}
                      >
                        Delete permanently
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={purging !== null}
        title="Delete permanently?"
        confirmLabel="Delete permanently"
        danger
        loading={purging !== null && busy === purging.kind + purging.id}
        onConfirm={() => purging && void purge(purging)}
        onCancel={() => setPurging(null)}
      >
        {purging ? `${purging.kind} ${purging.title} will be deleted for good. This cannot be undone.` : ''}
      </ConfirmModal>
    </Stack>
  );
}
