// Create or edit an organizer: the organizers screen and the event
// editor's inline create use it.
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { FormModal } from '../../components/FormModal';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { OrganizerFieldsFragment, OrganizerInput, PostStatus } from '../../gql/graphql';
import { stopAndSubmit } from './stopAndSubmit';
import { mapFields, organizerFieldRenames } from './fieldErrors';
import { statusOptions } from './StatusBadge';

export const OrganizerFields = graphql(`
  fragment OrganizerFields on Organizer {
    id
    name
    status
    description
    email
    phone
    website
  }
`);

const CreateOrganizer = graphql(`
  mutation CreateOrganizer($input: OrganizerInput!) {
    createOrganizer(input: $input) {
      ...OrganizerFields
    }
  }
`);

const UpdateOrganizer = graphql(`
  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
    updateOrganizer(id: $id, input: $input) {
      ...OrganizerFields
    }
  }
`);

type Values = { name: string; status: PostStatus; description: string; email: string; phone: string; website: string };

type Props = {
  organizer?: OrganizerFieldsFragment | null;
  editor: boolean;
  onClose: () => void;
  onSaved: (o: OrganizerFieldsFragment) => void;
};

/** The organizer form in a modal, guarded against losing changes. */
export function OrganizerFormModal({ organizer: o, editor, onClose, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: o?.name ?? '',
      status: o?.status ?? 'PUBLISH',
      description: o?.description ?? '',
      email: o?.email ?? '',
      phone: o?.phone ?? '',
      website: o?.website ?? '',
    },
    validate: { name: (v) => (v.trim() ? null : 'Enter the organizer’s name') },
  });
  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    const input: OrganizerInput = {
      name: v.name.trim(),
      description: v.description.trim() || undefined,
      email: v.email.trim(),
      phone: v.phone.trim(),
      website: v.website.trim(),
    };
    if (editor) input.status = v.status;
    try {
      const saved = o
        ? (await gql(UpdateOrganizer, { id: o.id, input })).updateOrganizer
        : (await gql(CreateOrganizer, { input })).createOrganizer;
      notifySuccess(`Organizer ${saved.name} saved.`);
      form.resetDirty();
      onSaved(saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(mapFields(err.fields, organizerFieldRenames));
      notifyFailure('Could not save the organizer', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened title={o ? `Edit organizer ${o.name}` : 'New organizer'} dirty={form.isDirty()} onClose={onClose} size="lg">
      {(requestClose) => (
        <form onSubmit={(e) => stopAndSubmit(e, submit)} noValidate>
          <Stack>
            <TextInput label="Organizer name" required data-autofocus {...form.getInputProps('name')} />
            <Textarea label="Description" description="HTML allowed." autosize minRows={2} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
              <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
              <TextInput label="Website" type="url" {...form.getInputProps('website')} />
              {editor && <Select label="Status" data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />}
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {o ? 'Save organizer' : 'Create organizer'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
