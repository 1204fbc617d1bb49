// Create or edit a category (with its parent) or a tag.
import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import { categoryOptions, descendants, type CategoryNode } from './categoryTree';
import { RecordFormModal } from './RecordFormModal';

const CreateCategory = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
    }
  }
`);

const UpdateCategory = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
    }
  }
`);

const CreateTag = graphql(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
    }
  }
`);

const UpdateTag = graphql(`
  mutation UpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      id
      name
    }
  }
`);

export type TermRecord = { id: string; name: string; slug: string; description: string; parentId?: string | null };

type Props = {
  kind: 'category' | 'tag';
  term: TermRecord | null;
  /** Every category, for the parent picker. */
  categories?: CategoryNode[];
  onClose: () => void;
  onSaved: () => void;
};

type Values = { name: string; slug: string; description: string; parentId: string | null };

async function save(kind: Props['kind'], id: string | undefined, v: Values) {
  // The API refuses an empty description or slug: empty ones are not sent.
  const base = { name: v.name.trim(), description: v.description.trim() || undefined, slug: v.slug.trim() || undefined };
  if (kind === 'tag') {
    return id ? (await gql(UpdateTag, { id, input: base })).updateTag : (await gql(CreateTag, { input: base })).createTag;
  }
  const input = { ...base, parentId: v.parentId };
  return id ? (await gql(UpdateCategory, { id, input })).updateCategory : (await gql(CreateCategory, { input })).createCategory;
}

/** The category or tag form in a modal. */
export function TermFormModal({ kind, term, categories = [], onClose, onSaved }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: term?.name ?? '', slug: term?.slug ?? '', description: term?.description ?? '', parentId: term?.parentId ?? null },
    validate: { name: (v) => (v.trim() ? null : `Enter the ${kind}’s name`) },
  });
  const excluded = term ? descendants(categories, term.id) : new Set<string>();
  const parents = categoryOptions(categories).filter((o) => !excluded.has(o.value));
  return (
    <RecordFormModal
      what={kind}
      record={term}
      form={form}
      save={(v) => save(kind, term?.id, v)}
      savedMessage={(saved) => `The ${kind} ${saved.name} was saved.`}
      onSaved={onSaved}
      onClose={onClose}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Slug" description="In the public URL; made from the name when empty." {...form.getInputProps('slug')} />
      {kind === 'category' && (
        <Select label="Parent category" placeholder="None (top level)" data={parents} searchable clearable {...form.getInputProps('parentId')} />
      )}
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
    </RecordFormModal>
  );
}
