import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RichTextField } from '../../components/RichTextField';
import { languageLabel, type Lang } from './fieldErrors';
import type { JobFormValues } from './jobForm';

/** A job's texts in one language: title, slug, summary, and rich description, profile and offer. */
export function JobTextsPanel({ form, lang }: { form: UseFormReturnType<JobFormValues>; lang: Lang }) {
  const name = languageLabel[lang];
  const path = (field: string) => `texts.${lang}.${field}`;
  const rich = (field: 'description' | 'profile' | 'offer', label: string, description: string) => (
    <RichTextField
      label={`${label} (${name})`}
      description={description}
      value={form.values.texts[lang][field]}
      onChange={(html) => form.setFieldValue(path(field), html)}
      error={form.errors[path(field)] as string | undefined}
    />
  );
  return (
    <Stack>
      <TextInput label={`Title (${name})`} {...form.getInputProps(path('title'))} />
      <TextInput label={`Slug (${name})`} description="The job's URL name; made from the title when empty." {...form.getInputProps(path('slug'))} />
      <Textarea label={`Summary (${name})`} description="Plain text for job cards, at most 1000 characters." autosize minRows={2} {...form.getInputProps(path('summary'))} />
      {rich('description', 'Description', 'What the job is about.')}
      {rich('profile', 'Profile', 'Who you are looking for.')}
      {rich('offer', 'Offer', 'What the company offers.')}
    </Stack>
  );
}
