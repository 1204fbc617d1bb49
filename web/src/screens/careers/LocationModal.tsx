import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { FormModal } from '../../components/FormModal';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { LocationRow } from './LocationsScreen';
import { emptyLocation, formToLocationInput, locationToForm, type LocationFormValues } from './locationForm';

const CreateLocation = graphql(`
  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {
    createLocation(companyId: $companyId, input: $input) {
      id
      city
    }
  }
`);

const UpdateLocation = graphql(`
  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {
    updateLocation(companyId: $companyId, id: $id, input: $input) {
      id
      city
    }
  }
`);

type Props = {
  companyId: string;
  /** The location to edit; null for a new one. */
  location: LocationRow | null;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
};

/** Creates or edits a location in a modal guarded against losing changes. */
export function LocationModal({ companyId, location, opened, onClose, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const form = useForm<LocationFormValues>({ mode: 'controlled', initialValues: emptyLocation });

  useEffect(() => {
    if (!opened) return;
    const values = location ? locationToForm(location) : emptyLocation;
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, location]);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const input = formToLocationInput(values);
      const saved = location
        ? (await gql(UpdateLocation, { companyId, id: location.id, input })).updateLocation
        : (await gql(CreateLocation, { companyId, input })).createLocation;
      notifySuccess(`Location ${saved.city} saved.`);
      form.resetDirty();
      onSaved();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure('Could not save the location', err);
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormModal opened={opened} title={location ? `Edit ${location.city}` : 'New location'} dirty={form.isDirty()} onClose={onClose} size="lg">
      {(requestClose) => (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Street" data-autofocus {...form.getInputProps('street')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
              <TextInput label="City" required {...form.getInputProps('city')} />
              <TextInput label="Country" description="Two letters, e.g. BE" required maxLength={2} {...form.getInputProps('country')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
              <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
              <NumberInput label="Latitude" decimalScale={6} min={-90} max={90} hideControls {...form.getInputProps('lat')} />
              <NumberInput label="Longitude" decimalScale={6} min={-180} max={180} hideControls {...form.getInputProps('lng')} />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save location
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
