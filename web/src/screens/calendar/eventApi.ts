// The event editor's reads and writes: the event with its text in every
// site language, and a save that writes the default language's text with
// everything else, then each other language whose text changed.
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import type { EventEditFieldsFragment, PostStatus, SiteLanguage } from '../../gql/graphql';
import { eventToForm, formToInput, translationInputs, type EventFormValues, type EventText } from './eventForm';
import type { CategoryRow, TagRow } from './fetchAll';

export const EventEditFields = graphql(`
  fragment EventEditFields on Event {
    id
    slug
    status
    title
    description
    excerpt
    timezone
    allDay
    start
    end
    venue {
      id
      name
    }
    organizers {
      id
      name
    }
    categories {
      id
    }
    tags {
      id
      name
    }
    featured
    sticky
    hideFromListings
    showMap
    showMapLink
    cost {
      text
      values
      currencySymbol
      currencyCode
      currencyPosition
    }
    website
    image {
      id
      url
    }
    passwordProtected
    publishedAt
    unpublishAt
  }
`);

const EventForEdit = graphql(`
  query EventForEdit($id: ID!) {
    event(id: $id) {
      ...EventEditFields
    }
  }
`);

const EventTextIn = graphql(`
  query EventTextIn($id: ID!, $language: SiteLanguage!) {
    event(id: $id, language: $language) {
      title
      description
      excerpt
    }
  }
`);

const CreateEvent = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...EventEditFields
    }
  }
`);

const UpdateEvent = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {
    updateEvent(id: $id, input: $input, language: $language) {
      ...EventEditFields
    }
  }
`);

export const TrashEvent = graphql(`
  mutation TrashEvent($id: ID!) {
    deleteEvent(id: $id) {
      id
      status
    }
  }
`);

export type EditedEvent = EventEditFieldsFragment;
export type Loaded = { event: EditedEvent | null; form: EventFormValues; cats: CategoryRow[]; tags: TagRow[] };

const textOf = (e: { title: string; description: string; excerpt: string }): EventText => ({
  title: e.title,
  description: e.description,
  excerpt: e.excerpt,
});

/** The event and its form: the default language's text from the event, the others read in their language. */
export async function loadEvent(id: string, languages: SiteLanguage[]): Promise<{ event: EditedEvent; form: EventFormValues }> {
  const [{ event }, ...others] = await Promise.all([
    gql(EventForEdit, { id }),
    ...languages.slice(1).map((language) => gql(EventTextIn, { id, language })),
  ]);
  const text: Partial<Record<SiteLanguage, EventText>> = { [languages[0]]: textOf(event) };
  languages.slice(1).forEach((l, i) => (text[l] = textOf(others[i].event)));
  return { event, form: eventToForm(event, text) };
}

type Save = {
  id?: string;
  values: EventFormValues;
  initial: EventFormValues;
  defaultLanguage: SiteLanguage;
  knownTags: { id: string; name: string }[];
  status: PostStatus;
};

/**
 * Saves the event; onLanguage hears which language is being written (for
 * its field errors). Returns the saved event and its new form values.
 */
export async function saveEvent(s: Save, onLanguage: (l: SiteLanguage) => void): Promise<{ event: EditedEvent; form: EventFormValues }> {
  const input = formToInput(s.values, { defaultLanguage: s.defaultLanguage, knownTags: s.knownTags, status: s.status, creating: !s.id });
  onLanguage(s.defaultLanguage);
  const event = s.id ? (await gql(UpdateEvent, { id: s.id, input })).updateEvent : (await gql(CreateEvent, { input })).createEvent;
  const text = { ...s.values.text, [s.defaultLanguage]: textOf(event) };
  for (const t of translationInputs(s.values, s.initial, s.defaultLanguage)) {
    onLanguage(t.language);
    const translated = (await gql(UpdateEvent, { id: event.id, input: t.input, language: t.language })).updateEvent;
    text[t.language] = textOf(translated);
  }
  return { event, form: eventToForm(event, text) };
}
