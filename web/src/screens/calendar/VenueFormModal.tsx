// Create or edit a venue: the venues screen and the event editor's inline
// create use it.
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import type { PostStatus, VenueFieldsFragment, VenueInput } from '../../gql/graphql';
import { MediaPicker } from '../media/MediaPicker';
import { imageChange } from './imageChange';
import { RecordFormModal } from './RecordFormModal';
import { statusOptions } from './StatusBadge';

export const VenueFields = graphql(`
  fragment VenueFields on Venue {
    id
    name
    status
    description
    address
    city
    province
    state
    stateProvince
    zip
    country
    phone
    website
    lat
    lng
    showMap
    showMapLink
    image {
      id
      url
    }
  }
`);

const CreateVenue = graphql(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`);

const UpdateVenue = graphql(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`);

type Values = Omit<VenueFieldsFragment, 'id' | 'lat' | 'lng' | 'image' | '__typename'> & {
  lat: number | string;
  lng: number | string;
  /** A media library id; null for none (an image given by URL elsewhere stays). */
  imageId: string | null;
};

const texts = ['address', 'city', 'province', 'state', 'stateProvince', 'zip', 'country', 'phone', 'website'] as const;

function initial(v?: VenueFieldsFragment | null): Values {
  return {
    name: v?.name ?? '',
    status: v?.status ?? 'PUBLISH',
    description: v?.description ?? '',
    address: v?.address ?? '',
    city: v?.city ?? '',
    province: v?.province ?? '',
    state: v?.state ?? '',
    stateProvince: v?.stateProvince ?? '',
    zip: v?.zip ?? '',
    country: v?.country ?? '',
    phone: v?.phone ?? '',
    website: v?.website ?? '',
    lat: v?.lat ?? '',
    lng: v?.lng ?? '',
    showMap: v?.showMap ?? true,
    showMapLink: v?.showMapLink ?? true,
    imageId: v?.image?.id ?? null,
  };
}

type Props = {
  venue?: VenueFieldsFragment | null;
  /** Contributors: no status choice (theirs start as drafts). */
  editor: boolean;
  onClose: () => void;
  onSaved: (v: VenueFieldsFragment) => void;
};

/** The venue form in a modal, guarded against losing changes. */
export function VenueFormModal({ venue, editor, onClose, onSaved }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(venue),
    validate: {
      name: (v) => (v.trim() ? null : 'Enter the venue’s name'),
      lat: (v, all) => ((v === '') !== (all.lng === '') ? 'Give both coordinates, or neither' : null),
    },
  });
  const save = async (v: Values) => {
    const input: VenueInput = { name: v.name.trim(), description: v.description.trim() || undefined, showMap: v.showMap, showMapLink: v.showMapLink };
    for (const k of texts) input[k] = v[k].trim();
    if (typeof v.lat === 'number' && typeof v.lng === 'number') Object.assign(input, { lat: v.lat, lng: v.lng });
    if (editor) input.status = v.status as PostStatus;
    const image = imageChange(v.imageId, venue?.image);
    if (image !== undefined) input.image = image;
    return venue ? (await gql(UpdateVenue, { id: venue.id, input })).updateVenue : (await gql(CreateVenue, { input })).createVenue;
  };
  return (
    <RecordFormModal
      what="venue"
      record={venue}
      form={form}
      save={save}
      savedMessage={(saved) => `Venue ${saved.name} saved.`}
      onSaved={onSaved}
      onClose={onClose}
      size="lg"
    >
      <TextInput label="Venue name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" description="HTML allowed." autosize minRows={2} {...form.getInputProps('description')} />
      <MediaPicker
        label="Image"
        description="From the media library."
        value={form.getValues().imageId}
        onChange={(id) => form.setFieldValue('imageId', id)}
        error={form.errors.image as string | undefined}
      />
      <TextInput label="Address" {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="City" {...form.getInputProps('city')} />
        <TextInput label="Postal code" {...form.getInputProps('zip')} />
        <TextInput label="Country" {...form.getInputProps('country')} />
        <TextInput label="Province" {...form.getInputProps('province')} />
        <TextInput label="State" {...form.getInputProps('state')} />
        <TextInput label="State or province" {...form.getInputProps('stateProvince')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Website" type="url" {...form.getInputProps('website')} />
        {editor && <Select label="Status" data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />}
        <NumberInput label="Latitude" min={-90} max={90} decimalScale={6} {...form.getInputProps('lat')} />
        <NumberInput label="Longitude" min={-180} max={180} decimalScale={6} {...form.getInputProps('lng')} />
      </SimpleGrid>
      <Group>
        <Checkbox label="Show map" {...form.getInputProps('showMap', { type: 'checkbox' })} />
        <Checkbox label="Show map link" {...form.getInputProps('showMapLink', { type: 'checkbox' })} />
      </Group>
    </RecordFormModal>
  );
}
