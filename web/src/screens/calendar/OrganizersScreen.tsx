import { Table, Text, VisuallyHidden } from '@mantine/core';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import type { OrganizerFieldsFragment, OrganizersQuery, OrganizersQueryVariables } from '../../gql/graphql';
import { DeleteConfirm } from './DeleteConfirm';
import { ManageScreen } from './ManageScreen';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';
import { usePagedList } from './usePagedList';
import { OrganizerFormModal } from './OrganizerFormModal';

const Organizers = graphql(`
  query Organizers($search: String, $page: Int!) {
    organizers(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
      }
      totalPages
    }
  }
`);

const DeleteOrganizer = graphql(`
  mutation DeleteOrganizer($id: ID!) {
    deleteOrganizer(id: $id) {
      id
    }
  }
`);

/** The calendar's organizers: list, search, create, edit, delete. Editors. */
export function OrganizersScreen() {
  const { data, loading, error, reload, page, setPage, onSearch, editing, setEditing, deleting, setDeleting } =
    usePagedList<OrganizersQuery, OrganizersQueryVariables, OrganizerFieldsFragment>(Organizers);
  const organizers = data?.organizers.nodes;
  return (
    <ManageScreen
      title="Organizers"
      subtitle="People and organisations running events."
      createLabel="Create organizer"
      onCreate={() => setEditing('new')}
      count={organizers ? organizers.length : null}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText="No organizers yet."
      searchWhat="organizers"
      onSearch={onSearch}
      page={page}
      totalPages={data?.organizers.totalPages}
      onPage={setPage}
      list={
        <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Organizers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Contact</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organizers?.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{v.name}</Table.Td>
                <Table.Td>{[v.email, v.phone].filter(Boolean).join(', ') || <Text c="dimmed">—</Text>}</Table.Td>
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
        <OrganizerFormModal
          organizer={editing === 'new' ? null : editing}
          editor
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
      <DeleteConfirm
        target={deleting}
        what="organizer"
        consequence="it moves to the trash and leaves its events."
        remove={(id) => gql(DeleteOrganizer, { id })}
        onDone={() => {
          setDeleting(null);
          void reload();
        }}
        onCancel={() => setDeleting(null)}
      />
    </ManageScreen>
  );
}
