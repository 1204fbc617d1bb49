// The screen of venues or organizers: a searchable, paged list with a
// create/edit modal and a delete confirmation. Editors.
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PostStatus, TypedDocumentString } from '../../gql/graphql';
import { formatDateTime } from '../../components/dates';
import { SortableTh } from '../../components/SortableTh';
import { DeleteConfirm } from './DeleteConfirm';
import { ManageScreen } from './ManageScreen';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';
import { type ListVars, usePagedList } from './usePagedList';

type Row = { id: string; name: string; status: PostStatus; publishedAt?: string | null };

type Props<R, V extends ListVars, T extends Row> = {
  /** The list query and where its page is in the answer. */
  query: TypedDocumentString<R, V>;
  pageOf: (data: R) => { nodes: T[]; totalPages: number };
  /** "Venues"; "venue", "venues" in sentences. */
  title: string;
  subtitle: string;
  what: string;
  plural: string;
  /** The column between name and status: its heading and text. */
  detailLabel: string;
  detail: (row: T) => string;
  /** What deleting does, after "it": for the confirmation. */
  consequence: string;
  remove: (id: string) => Promise<unknown>;
  /** The create (row null) or edit form. */
  form: (row: T | null, onClose: () => void, onSaved: () => void) => ReactNode;
};

export function LinkedRecordsScreen<R, V extends ListVars, T extends Row>(props: Props<R, V, T>) {
  const { data, loading, error, reload, list: state, page, setPage, editing, setEditing, deleting, setDeleting } =
    usePagedList<R, V, T>(props.query);
  const list = data ? props.pageOf(data) : undefined;
  const rows = list?.nodes;
  return (
    <ManageScreen
      title={props.title}
      subtitle={props.subtitle}
      createLabel={`Create ${props.what}`}
      onCreate={() => setEditing('new')}
      count={rows ? rows.length : null}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={`No ${props.plural} yet.`}
      searchWhat={props.plural}
      search={state.draft.search}
      searched={state.filters.search}
      onSearch={(s) => state.set('search', s)}
      page={page}
      totalPages={list?.totalPages}
      onPage={setPage}
      list={
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={props.title}>
            <Table.Thead>
              <Table.Tr>
                <SortableTh label="Name" {...state.column('name', '-name')} />
                <Table.Th>{props.detailLabel}</Table.Th>
                <Table.Th>Status</Table.Th>
                <SortableTh label="Published" {...state.column('-published', 'published')} />
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows?.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{props.detail(r) || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td>{r.publishedAt ? formatDateTime(r.publishedAt) : <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    <RowActions name={r.name} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    >
      {editing &&
        props.form(
          editing === 'new' ? null : editing,
          () => setEditing(null),
          () => void reload(),
        )}
      <DeleteConfirm
        target={deleting}
        what={props.what}
        consequence={props.consequence}
        remove={props.remove}
        onDone={() => {
          setDeleting(null);
          void reload();
        }}
        onCancel={() => setDeleting(null)}
      />
    </ManageScreen>
  );
}
