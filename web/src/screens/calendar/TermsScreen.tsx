// The categories (a tree) and tags of the calendar: list, search, create,
// edit, delete. Editors.
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
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

function TermsScreen({ kind }: { kind: 'category' | 'tag' }) {
  const [search, setSearch] = useState('');
  const loader = useCallback(() => load(kind, search), [kind, search]);
  const { data, loading, error, reload } = useAsync(loader);
  const [editing, setEditing] = useState<TermRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TermRecord | null>(null);
  const plural = kind === 'category' ? 'categories' : 'tags';
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
      onSearch={setSearch}
      list={
        <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Slug</Table.Th>
              <Table.Th>Published events</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((t) => (
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
