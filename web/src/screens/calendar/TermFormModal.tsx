// Create or edit a category (with its parent) or a tag.
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { FormModal } from '../../components/FormModal';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { categoryOptions, descendants, type CategoryNode } from './categoryTree';
import { stopAndSubmit } from './stopAndSubmit';
import { mapFields, termFieldRenames } from './fieldErrors';

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
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: term?.name ?? '', slug: term?.slug ?? '', description: term?.description ?? '', parentId: term?.parentId ?? null },
    validate: { name: (v) => (v.trim() ? null : `Enter the ${kind}’s name`) },
  });
  const excluded = term ? descendants(categories, term.id) : new Set<string>();
  const parents = categoryOptions(categories).filter((o) => !excluded.has(o.value));
  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const saved = await save(kind, term?.id, v);
      notifySuccess(`The ${kind} ${saved.name} was saved.`);
      form.resetDirty();
      onSaved();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(mapFields(err.fields, termFieldRenames));
      notifyFailure(`Could not save the ${kind}`, err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened title={term ? `Edit ${kind} ${term.name}` : `New ${kind}`} dirty={form.isDirty()} onClose={onClose}>
      {(requestClose) => (
        <form onSubmit={(e) => stopAndSubmit(e, submit)} noValidate>
          <Stack>
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Slug" description="In the public URL; made from the name when empty." {...form.getInputProps('slug')} />
            {kind === 'category' && (
              <Select label="Parent category" placeholder="None (top level)" data={parents} searchable clearable {...form.getInputProps('parentId')} />
            )}
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {term ? `Save ${kind}` : `Create ${kind}`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
