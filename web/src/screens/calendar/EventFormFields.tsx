// The event editor's fields below the dates: text per language, links,
// terms, details and display flags.
import { Badge, Checkbox, Fieldset, Group, MultiSelect, PasswordInput, Select, SimpleGrid, Stack, Tabs, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RichTextField } from '../../components/RichTextField';
import type { SiteLanguage } from '../../gql/graphql';
import { translationLabel, translationState, type EventFormValues } from './eventForm';
import { MediaPicker } from '../media/MediaPicker';
import { LinkedPicker } from './LinkedPicker';
import { languageName } from './useCalendarSite';

type Option = { value: string; label: string };

export function EventTextTabs({ form, languages }: { form: UseFormReturnType<EventFormValues>; languages: SiteLanguage[] }) {
  const errorIn = (l: SiteLanguage) => Object.keys(form.errors).some((k) => k.startsWith(`text.${l}.`));
  const text = form.getValues().text;
  const status = Object.fromEntries(languages.map((l) => [l, translationState(text, l, languages[0])])) as Record<SiteLanguage, ReturnType<typeof translationState>>;
  const fallbackNote = `Not translated: shows the ${languageName(languages[0])} text.`;
  const isFallback = (l: SiteLanguage, f: 'title' | 'excerpt' | 'description') => status[l].fallbacks.includes(f);
  const rich = (l: SiteLanguage, field: 'excerpt' | 'description', label: string, description: string, minHeight: number) => (
    <RichTextField
      label={`${label} (${l})`}
      description={isFallback(l, field) ? `${description} ${fallbackNote}` : description}
      minHeight={minHeight}
      value={form.getValues().text[l]?.[field] ?? ''}
      onChange={(html) => form.setFieldValue(`text.${l}.${field}`, html)}
      error={form.errors[`text.${l}.${field}`] as string | undefined}
    />
  );
  return (
    <Tabs defaultValue={languages[0]} keepMounted={false}>
      <Tabs.List>
        {languages.map((l, i) => (
          <Tabs.Tab key={l} value={l} c={errorIn(l) ? 'red' : undefined}>
            {languageName(l)}
            {i === 0 ? ' (default)' : ''}
            {i > 0 && (
              <Badge ml={6} size="xs" variant="light" color={status[l].state === 'translated' ? 'green' : status[l].state === 'partial' ? 'yellow' : 'gray'}>
                {translationLabel[status[l].state]}
              </Badge>
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((l, i) => (
        <Tabs.Panel key={l} value={l} pt="sm">
          <Stack>
            {i > 0 && (
              <Text size="xs" c="dimmed">
                Fields not translated show the default language’s text; only the fields you change are written.
              </Text>
            )}
            <TextInput
              label={`Title (${l})`}
              required={i === 0}
              description={i > 0 && isFallback(l, 'title') ? fallbackNote : undefined}
              {...form.getInputProps(`text.${l}.title`)}
            />
            {rich(l, 'excerpt', 'Excerpt', 'A short summary for listings.', 70)}
            {rich(l, 'description', 'Description', 'The event’s full text.', 160)}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

type LinkProps = {
  form: UseFormReturnType<EventFormValues>;
  editor: boolean;
  known: { venues: Option[]; organizers: Option[] };
  categories: Option[];
  tagNames: string[];
};

export function EventLinkFields({ form, editor, known, categories, tagNames }: LinkProps) {
  const v = form.getValues();
  return (
    <Fieldset legend="Where, who and what">
      <Stack>
        <LinkedPicker
          kind="venue"
          editor={editor}
          known={known.venues}
          value={v.venue}
          onChange={(x) => form.setFieldValue('venue', x)}
          error={form.errors.venue as string | undefined}
        />
        <LinkedPicker
          kind="organizer"
          editor={editor}
          known={known.organizers}
          value={v.organizers}
          onChange={(x) => form.setFieldValue('organizers', x)}
          error={form.errors.organizers as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect label="Categories" data={categories} searchable clearable {...form.getInputProps('categories')} />
          {editor ? (
            <TagsInput label="Tags" description="Pick a tag or type a new one and press Enter." data={tagNames} clearable {...form.getInputProps('tags')} />
          ) : (
            // Only editors create terms (the server refuses new names from contributors).
            <MultiSelect label="Tags" description="Pick existing tags; editors add new ones." data={tagNames} searchable clearable {...form.getInputProps('tags')} />
          )}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

export function EventDetailFields({ form, editor, protectedNow }: { form: UseFormReturnType<EventFormValues>; editor: boolean; protectedNow: boolean }) {
  const v = form.getValues();
  const mediaId = /^\d+$/.test(v.image.trim());
  return (
    <Fieldset legend="Details">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput label="Cost" description="e.g. 20, Free, 10 - 20" {...form.getInputProps('cost')} />
          <TextInput label="Currency symbol" {...form.getInputProps('currencySymbol')} />
          <TextInput label="Currency code" description="ISO 4217, e.g. EUR" maxLength={3} {...form.getInputProps('currencyCode')} />
          <Select
            label="Symbol position"
            data={[
              { value: '', label: 'Default' },
              { value: 'PREFIX', label: 'Before the amount' },
              { value: 'POSTFIX', label: 'After the amount' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('currencyPosition')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Website" type="url" {...form.getInputProps('website')} />
          <MediaPicker
            label="Image"
            description="From the media library."
            value={mediaId ? v.image : null}
            onChange={(x) => form.setFieldValue('image', x ?? '')}
            error={form.errors.image as string | undefined}
          />
          {editor && (
            <TextInput
              label="Image URL"
              description="Or an http(s) image URL instead of a library image."
              type="url"
              value={mediaId ? '' : v.image}
              onChange={(e) => form.setFieldValue('image', e.currentTarget.value)}
            />
          )}
          <TextInput label="Slug" description="In the public URL; made from the title when empty." {...form.getInputProps('slug')} />
          <Stack gap={4}>
            <PasswordInput
              label="Password"
              description={protectedNow ? 'Protected: leave empty to keep the password.' : 'Visitors need it to see the details.'}
              autoComplete="new-password"
              disabled={v.removePassword}
              {...form.getInputProps('password')}
            />
            {protectedNow && <Checkbox size="xs" label="Remove the password" {...form.getInputProps('removePassword', { type: 'checkbox' })} />}
          </Stack>
        </SimpleGrid>
        <Group>
          <Checkbox label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} />
          <Checkbox label="Sticky in month view" {...form.getInputProps('sticky', { type: 'checkbox' })} />
          <Checkbox label="Hidden from listings" {...form.getInputProps('hideFromListings', { type: 'checkbox' })} />
          <Checkbox label="Show map" {...form.getInputProps('showMap', { type: 'checkbox' })} />
          <Checkbox label="Show map link" {...form.getInputProps('showMapLink', { type: 'checkbox' })} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
