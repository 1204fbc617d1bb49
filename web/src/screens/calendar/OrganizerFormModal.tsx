// Create or edit an organizer: the organizers screen and the event
// editor's inline create use it.
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import type { OrganizerFieldsFragment, OrganizerInput, PostStatus } from '../../gql/graphql';
import { MediaPicker } from '../media/MediaPicker';
import { imageChange } from './imageChange';
import { RecordFormModal } from './RecordFormModal';
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
    image {
      id
      url
    }
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

type Values = { name: string; status: PostStatus; description: string; email: string; phone: string; website: string; imageId: string | null };

type Props = {
  organizer?: OrganizerFieldsFragment | null;
  editor: boolean;
  onClose: () => void;
  onSaved: (o: OrganizerFieldsFragment) => void;
};

/** The organizer form in a modal, guarded against losing changes. */
export function OrganizerFormModal({ organizer: o, editor, onClose, onSaved }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: o?.name ?? '',
      status: o?.status ?? 'PUBLISH',
      description: o?.description ?? '',
      email: o?.email ?? '',
      phone: o?.phone ?? '',
      website: o?.website ?? '',
      imageId: o?.image?.id ?? null,
    },
    validate: { name: (v) => (v.trim() ? null : 'Enter the organizer’s name') },
  });
  const save = async (v: Values) => {
    const input: OrganizerInput = {
      name: v.name.trim(),
      description: v.description.trim() || undefined,
      email: v.email.trim(),
      phone: v.phone.trim(),
      website: v.website.trim(),
    };
    if (editor) input.status = v.status;
    const image = imageChange(v.imageId, o?.image);
    if (image !== undefined) input.image = image;
    return o ? (await gql(UpdateOrganizer, { id: o.id, input })).updateOrganizer : (await gql(CreateOrganizer, { input })).createOrganizer;
  };
  return (
    <RecordFormModal
      what="organizer"
      record={o}
      form={form}
      save={save}
      savedMessage={(saved) => `Organizer ${saved.name} saved.`}
      onSaved={onSaved}
      onClose={onClose}
      size="lg"
    >
      <TextInput label="Organizer name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" description="HTML allowed." autosize minRows={2} {...form.getInputProps('description')} />
      <MediaPicker
        label="Image"
        description="From the media library."
        value={form.getValues().imageId}
        onChange={(id) => form.setFieldValue('imageId', id)}
        error={form.errors.image as string | undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Website" type="url" {...form.getInputProps('website')} />
        {editor && <Select label="Status" data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />}
      </SimpleGrid>
    </RecordFormModal>
  );
}
