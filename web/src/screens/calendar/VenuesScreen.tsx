import { Table, Text, VisuallyHidden } from '@mantine/core';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import type { VenueFieldsFragment, VenuesQuery, VenuesQueryVariables } from '../../gql/graphql';
import { DeleteConfirm } from './DeleteConfirm';
import { ManageScreen } from './ManageScreen';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';
import { usePagedList } from './usePagedList';
import { VenueFormModal } from './VenueFormModal';

const Venues = graphql(`
  query Venues($search: String, $page: Int!) {
    venues(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...VenueFields
      }
      totalPages
    }
  }
`);

const DeleteVenue = graphql(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id) {
      id
    }
  }
`);

/** The calendar's venues: list, search, create, edit, delete. Editors. */
export function VenuesScreen() {
  const { data, loading, error, reload, page, setPage, onSearch, editing, setEditing, deleting, setDeleting } =
    usePagedList<VenuesQuery, VenuesQueryVariables, VenueFieldsFragment>(Venues);
  const venues = data?.venues.nodes;
  return (
    <ManageScreen
      title="Venues"
      subtitle="Places where events take place."
      createLabel="Create venue"
      onCreate={() => setEditing('new')}
      count={venues ? venues.length : null}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText="No venues yet."
      searchWhat="venues"
      onSearch={onSearch}
      page={page}
      totalPages={data?.venues.totalPages}
      onPage={setPage}
      list={
        <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Venues">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {venues?.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{v.name}</Table.Td>
                <Table.Td>{[v.address, v.city, v.country].filter(Boolean).join(', ') || <Text c="dimmed">—</Text>}</Table.Td>
                <Table.Td>
                  <StatusBadge status={v.status} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={v.name} onEdit={() => setEditing(v)} onDelete={() => setDeleting(v)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        </Table.ScrollContainer>
      }
    >
      {editing && (
        <VenueFormModal
          venue={editing === 'new' ? null : editing}
          editor
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
      <DeleteConfirm
        target={deleting}
        what="venue"
        consequence="it moves to the trash and its events lose their venue."
        remove={(id) => gql(DeleteVenue, { id })}
        onDone={() => {
          setDeleting(null);
          void reload();
        }}
        onCancel={() => setDeleting(null)}
      />
    </ManageScreen>
  );
}
