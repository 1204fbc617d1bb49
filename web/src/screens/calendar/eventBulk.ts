// The event list's bulk actions and "Duplicate": each goes through the
// mutations the editor uses (updateEvent, deleteEvent, createEvent), so
// the calendar service checks every event on its own.
import { gql } from '../../api/graphql';
import type { BulkAction } from '../../components/BulkActions';
import { graphql } from '../../gql';
import type { SiteLanguage } from '../../gql/graphql';
import { loadEvent, saveEvent, TrashEvent } from './eventApi';

const SetEventStatus = graphql(`
  mutation SetEventStatus($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      status
    }
  }
`);

const EventCategories = graphql(`
  query EventCategories($id: ID!) {
    event(id: $id) {
      id
      categories {
        id
      }
    }
  }
`);

/** Publish, unpublish, move to the trash, add a category: for editors. */
export function eventBulkActions(categories: { value: string; label: string }[]): BulkAction[] {
  return [
    { key: 'publish', label: 'Publish', run: (id) => gql(SetEventStatus, { id, input: { status: 'PUBLISH' } }) },
    { key: 'unpublish', label: 'Unpublish', run: (id) => gql(SetEventStatus, { id, input: { status: 'DRAFT' } }) },
    {
      key: 'category',
      label: 'Add category',
      category: { label: 'Category', options: categories },
      run: async (id, categoryId) => {
        const { event } = await gql(EventCategories, { id });
        const ids = event.categories.map((c) => c.id);
        if (categoryId && !ids.includes(categoryId)) await gql(SetEventStatus, { id, input: { categories: [...ids, categoryId] } });
      },
    },
    {
      key: 'trash',
      label: 'Move to trash',
      danger: 'Each selected event moves to the trash and leaves the public calendar.',
      run: (id) => gql(TrashEvent, { id }),
    },
  ];
}

/**
 * A draft copy of an event in every language ("… (copy)"), with a new
 * slug; a password is not copied (it cannot be read back). Returns its id.
 */
export async function duplicateEvent(id: string, languages: SiteLanguage[]): Promise<string> {
  const { event, form } = await loadEvent(id, languages);
  const [first] = languages;
  const text = { ...form.text };
  const t = text[first];
  if (t) text[first] = { ...t, title: `${t.title} (copy)` };
  const values = { ...form, text, slug: '', password: '', removePassword: false };
  const initial = { ...values, text: {} };
  const saved = await saveEvent({ values, initial, defaultLanguage: first, knownTags: event.tags, status: 'DRAFT' }, () => undefined);
  return saved.event.id;
}
