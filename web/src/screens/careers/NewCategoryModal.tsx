import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { FormModal } from '../../components/FormModal';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { formErrors, LANGUAGES, languageLabel, type Lang } from './fieldErrors';

const CreateJobCategory = graphql(`
  mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {
    createJobCategory(companyId: $companyId, input: $input) {
      id
    }
  }
`);

type Props = { companyId: string; opened: boolean; onClose: () => void; onCreated: (id: string) => Promise<void> };

/** Adds a job category, named in one or more languages. */
export function NewCategoryModal({ companyId, opened, onClose, onCreated }: Props) {
  const [saving, setSaving] = useState(false);
  const form = useForm<Record<Lang, string>>({ mode: 'controlled', initialValues: { NL: '', FR: '', EN: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const name = LANGUAGES.filter((l) => values[l].trim()).map((language) => ({ language, text: values[language] }));
      const { createJobCategory } = await gql(CreateJobCategory, { companyId, input: { name } });
      await onCreated(createJobCategory.id);
      notifySuccess('Category added.');
      close();
    } catch (err) {
      if (err instanceof ApiError) {
        // input.name (none given) on the first field, input.name.N on the
        // language of the N-th name sent.
        const sent = LANGUAGES.filter((l) => values[l].trim());
        form.setErrors(formErrors(err.serverFields, [[/^input\.name(?:\.(\d+))?$/, (m) => (m[1] ? (sent[Number(m[1])] ?? 'NL') : 'NL')]]));
      }
      notifyFailure('Could not add the category', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened={opened} title="New category" dirty={form.isDirty()} onClose={close}>
      {(requestClose) => (
        <form onSubmit={(e) => (e.stopPropagation(), submit(e))} noValidate>
          <Stack>
            {LANGUAGES.map((l) => (
              <TextInput key={l} label={`Name (${languageLabel[l]})`} data-autofocus={l === 'NL' || undefined} {...form.getInputProps(l)} />
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Add category
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
