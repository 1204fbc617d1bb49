// The categories (a tree) and tags of the calendar: list, search, create,
// edit, delete. Editors.
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { fieldsCodec, sortRows, type ListSpec } from '../../components/listState';
import { SortableTh } from '../../components/SortableTh';
import { useListState } from '../../components/useListState';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import { categoryTree } from './categoryTree';
import { DeleteConfirm } from './DeleteConfirm';
import { fetchAllCategories, fetchAllTags } from './fetchAll';
import { ManageScreen } from './ManageScreen';
import { RowActions } from './RowActions';
import { TermFormModal, type TermRecord } from './TermFormModal';
import { useAsync } from './useAsync';

const DeleteCategory = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`);

const DeleteTag = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      id
    }
  }
`);

type Row = TermRecord & { count: number; depth: number };

async function load(kind: 'category' | 'tag', search: string): Promise<{ rows: Row[]; all: TermRecord[] }> {
  if (kind === 'tag') {
    const tags = await fetchAllTags(search);
    return { rows: tags.map((t) => ({ ...t, depth: 0 })), all: tags };
  }
  const all = await fetchAllCategories();
  const matching = search ? new Set((await fetchAllCategories(search)).map((c) => c.id)) : null;
  const rows = categoryTree(all).filter((c) => !matching || matching.has(c.id));
  return { rows, all };
}

export function CategoriesScreen() {
  return <TermsScreen kind="category" />;
}

export function TagsScreen() {
  return <TermsScreen kind="tag" />;
}

type TermSort = 'name' | '-name' | 'slug' | '-slug' | 'count' | '-count';

/** The term lists in the address (`?q=jazz&sort=-count`); loaded whole, sorted here. */
const termsListSpec: ListSpec<{ search: string }, TermSort> = {
  filters: fieldsCodec({ search: '' }, { search: { param: 'q' } }),
  sorts: ['name', '-name', 'slug', '-slug', 'count', '-count'],
  defaultSort: 'name',
  typed: ['search'],
};

const termKeys = { name: (t: Row) => t.name, slug: (t: Row) => t.slug, count: (t: Row) => t.count };

function TermsScreen({ kind }: { kind: 'category' | 'tag' }) {
  const state = useListState(termsListSpec);
  const search = state.filters.search.trim();
  const loader = useCallback(() => load(kind, search), [kind, search]);
  const { data, loading, error, reload } = useAsync(loader);
  const [editing, setEditing] = useState<TermRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TermRecord | null>(null);
  const plural = kind === 'category' ? 'categories' : 'tags';
  // Categories by name show as a tree; any other order is a flat list.
  const rows =
    state.sort === 'name' ? (data?.rows ?? []) : sortRows((data?.rows ?? []).map((t) => ({ ...t, depth: 0 })), state.sort, termKeys);
  const title = kind === 'category' ? 'Event categories' : 'Event tags';
  return (
    <ManageScreen
      title={title}
      subtitle={kind === 'category' ? 'Categories nest: a child is listed under its parent.' : 'Free labels for events.'}
      createLabel={`Create ${kind}`}
      onCreate={() => setEditing('new')}
      count={data ? data.rows.length : null}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={`No ${plural} yet.`}
      searchWhat={plural}
      search={state.draft.search}
      searched={state.filters.search}
      onSearch={(x) => state.set('search', x)}
      list={
        <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="Name" {...state.column('name', '-name')} />
              <SortableTh label="Slug" {...state.column('slug', '-slug')} />
              <SortableTh label="Published events" {...state.column('-count', 'count')} />
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td style={{ paddingInlineStart: `calc(var(--mantine-spacing-sm) + ${t.depth * 1.5}rem)` }}>
                  {t.depth > 0 && <Text span c="dimmed" aria-hidden>{'└ '}</Text>}
                  {t.name}
                </Table.Td>
                <Table.Td>{t.slug}</Table.Td>
                <Table.Td>{t.count}</Table.Td>
                <Table.Td>
                  <RowActions name={t.name} onEdit={() => setEditing(t)} onDelete={() => setDeleting(t)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        </Table.ScrollContainer>
      }
    >
      {editing && (
        <TermFormModal
          kind={kind}
          term={editing === 'new' ? null : editing}
          categories={data?.all}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
      <DeleteConfirm
        target={deleting}
        what={kind}
        consequence={
          kind === 'category'
            ? 'it is deleted for good; its events lose it and its children move up a level.'
            : 'it is deleted for good and its events lose it.'
        }
        remove={(id) => (kind === 'category' ? gql(DeleteCategory, { id }) : gql(DeleteTag, { id }))}
        onDone={() => {
          setDeleting(null);
          void reload();
        }}
        onCancel={() => setDeleting(null)}
      />
    </ManageScreen>
  );
}
