import { Button, EmptyState, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { gql } from '../../api/graphql';
import { useQuery } from '../../api/useQuery';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError, Loading } from '../../components/LoadState';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { sortOnlySpec, sortRows } from '../../components/listState';
import { SortableTh } from '../../components/SortableTh';
import { useListState } from '../../components/useListState';
import { graphql } from '../../gql';
import type { LocationsQuery } from '../../gql/graphql';
import { CareersScreen } from './CareersScreen';
import { LocationModal } from './LocationModal';
import { formatCoordinates } from './locationForm';

const Locations = graphql(`
  query Locations($companyId: ID!) {
    locations(companyId: $companyId) {
      id
      street
      postalCode
      city
      country
      phone
      email
      lat
      lng
    }
  }
`);

const DeleteLocation = graphql(`
  mutation DeleteLocation($companyId: ID!, $id: ID!) {
    deleteLocation(companyId: $companyId, id: $id)
  }
`);

export type LocationRow = LocationsQuery['locations'][number];

/** The company's offices: list, create, edit, delete. */
export function LocationsScreen() {
  return (
    <CareersScreen title="Locations" intro="The offices jobs are located at.">
      {(company) => <LocationsOf companyId={company.id} key={company.id} />}
    </CareersScreen>
  );
}

const locationsSpec = sortOnlySpec(['city', '-city', 'country', '-country'] as const, 'city');
const locationKeys = { city: (l: LocationRow) => l.city, country: (l: LocationRow) => l.country };

function LocationsOf({ companyId }: { companyId: string }) {
  const { data, error, reload } = useQuery(Locations, { companyId });
  const { sort, column } = useListState(locationsSpec);
  const [editing, setEditing] = useState<LocationRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LocationRow | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await gql(DeleteLocation, { companyId, id: deleting.id });
      notifySuccess(`Location ${deleting.city} deleted.`);
      setDeleting(null);
      await reload();
    } catch (err) {
      notifyFailure('Could not delete the location', err);
    } finally {
      setBusy(false);
    }
  };

  const newButton = <Button onClick={() => setEditing('new')}>New location</Button>;
  let body;
  if (!data && error) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (!data) body = <Loading label="Loading locations…" />;
  else if (data.locations.length === 0)
    body = (
      <EmptyState title="No locations yet" description="Add the offices your jobs are located at.">
        {newButton}
      </EmptyState>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Locations">
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="City" {...column('city', '-city')} />
              <Table.Th>Address</Table.Th>
              <SortableTh label="Country" {...column('country', '-country')} />
              <Table.Th>Contact</Table.Th>
              <Table.Th>Coordinates</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortRows(data.locations, sort, locationKeys).map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td fw={500}>{l.city}</Table.Td>
                <Table.Td>{[l.street, l.postalCode].filter(Boolean).join(', ')}</Table.Td>
                <Table.Td>{l.country}</Table.Td>
                <Table.Td>
                  <Text size="sm">{l.phone}</Text>
                  <Text size="sm" c="dimmed">
                    {l.email}
                  </Text>
                </Table.Td>
                <Table.Td>{formatCoordinates(l.lat, l.lng) || <Text c="dimmed">—</Text>}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button variant="subtle" size="xs" onClick={() => setEditing(l)} aria-label={`Edit location ${l.city}`}>
                      Edit
                    </Button>
                    <Button variant="subtle" color="red" size="xs" onClick={() => setDeleting(l)} aria-label={`Delete location ${l.city}`}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      {data && data.locations.length > 0 && <Group justify="flex-end">{newButton}</Group>}
      {body}
      <LocationModal
        companyId={companyId}
        location={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete location?"
        confirmLabel="Delete location"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.city} is removed from every job located there. This cannot be undone.
      </ConfirmModal>
    </>
  );
}
