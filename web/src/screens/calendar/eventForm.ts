// The event editor's form: its values, how an event fills them, and the
// EventInput (plus one text-only input per other language) they give.
import type { CurrencyPosition, EventInput, ImageInput, PostStatus, SiteLanguage } from '../../gql/graphql';
import { eventSpan, instantToWall, wallToInstant } from './zones';

export type EventText = { title: string; description: string; excerpt: string };

export type EventFormValues = {
  /** The text per site language; the default language's is the event's own. */
  text: Partial<Record<SiteLanguage, EventText>>;
  slug: string;
  status: PostStatus;
  timezone: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  venue: string | null;
  organizers: string[];
  categories: string[];
  /** Tag names: existing tags are sent by id, new ones by name (created). */
  tags: string[];
  featured: boolean;
  sticky: boolean;
  hideFromListings: boolean;
  showMap: boolean;
  showMapLink: boolean;
  cost: string;
  currencySymbol: string;
  currencyCode: string;
  currencyPosition: CurrencyPosition | '';
  website: string;
  /** A media library id or an image URL; empty for none. */
  image: string;
  /** A new password; empty keeps the current one (see removePassword). */
  password: string;
  removePassword: boolean;
  /** When a scheduled (FUTURE) event goes live, in the event's zone; empty for none. */
  publishDate: string;
  publishTime: string;
  /** When a published event goes back to draft (scheduled unpublish), in the event's zone; empty for never. */
  unpublishDate: string;
  unpublishTime: string;
  /** Whether the event had an unpublish date when loaded (emptying the date clears it). */
  hadUnpublish: boolean;
};

/** What the editor reads of an event (EventForEdit's fields). */
export type LoadedEvent = {
  slug: string;
  status: PostStatus;
  timezone: string;
  allDay?: boolean | null;
  start: string;
  end: string;
  venue?: { id: string } | null;
  organizers: { id: string }[];
  categories: { id: string }[];
  tags: { name: string }[];
  featured?: boolean | null;
  sticky?: boolean | null;
  hideFromListings?: boolean | null;
  showMap?: boolean | null;
  showMapLink?: boolean | null;
  cost?: { text: string; values: string[]; currencySymbol: string; currencyCode: string; currencyPosition?: CurrencyPosition | null } | null;
  website?: string | null;
  image?: { id?: string | null; url: string } | null;
  passwordProtected: boolean;
  publishedAt?: string | null;
  unpublishAt?: string | null;
};

const emptyText: EventText = { title: '', description: '', excerpt: '' };

/**
 * A new event: tomorrow 10:00 to 12:00 in the site zone, a draft for everyone
 * (publishing is an explicit choice of the status). contributor is kept for callers.
 */
export function newEventForm(languages: SiteLanguage[], zone: string, tomorrow: string, _contributor: boolean): EventFormValues {
  return {
    text: Object.fromEntries(languages.map((l) => [l, { ...emptyText }])),
    slug: '',
    status: 'DRAFT',
    timezone: zone,
    allDay: false,
    startDate: tomorrow,
    startTime: '10:00',
    endDate: tomorrow,
    endTime: '12:00',
    venue: null,
    organizers: [],
    categories: [],
    tags: [],
    featured: false,
    sticky: false,
    hideFromListings: false,
    showMap: true,
    showMapLink: true,
    cost: '',
    currencySymbol: '',
    currencyCode: '',
    currencyPosition: '',
    website: '',
    image: '',
    password: '',
    removePassword: false,
    publishDate: '',
    publishTime: '',
    unpublishDate: '',
    unpublishTime: '',
    hadUnpublish: false,
  };
}

/** The cost as written back: "10 - 20", "Free" for zero, else the text shown. */
export function costText(cost: LoadedEvent['cost']): string {
  if (!cost) return '';
  if (cost.values.length === 0) return cost.text;
  return cost.values.map((v) => (Number(v) === 0 ? 'Free' : v)).join(' - ');
}

/** The form of a loaded event, with its text per language (the server's, with fallbacks). */
export function eventToForm(e: LoadedEvent, text: Partial<Record<SiteLanguage, EventText>>): EventFormValues {
  const start = instantToWall(e.start, e.timezone);
  const end = instantToWall(e.end, e.timezone);
  const published = e.publishedAt ? instantToWall(e.publishedAt, e.timezone) : null;
  const unpublish = e.unpublishAt ? instantToWall(e.unpublishAt, e.timezone) : null;
  return {
    text,
    slug: e.slug,
    status: e.status,
    timezone: e.timezone,
    allDay: !!e.allDay,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    venue: e.venue?.id ?? null,
    organizers: e.organizers.map((o) => o.id),
    categories: e.categories.map((c) => c.id),
    tags: e.tags.map((t) => t.name),
    featured: !!e.featured,
    sticky: !!e.sticky,
    hideFromListings: !!e.hideFromListings,
    showMap: e.showMap ?? true,
    showMapLink: e.showMapLink ?? true,
    cost: costText(e.cost),
    currencySymbol: e.cost?.currencySymbol ?? '',
    currencyCode: e.cost?.currencyCode ?? '',
    currencyPosition: e.cost?.currencyPosition ?? '',
    website: e.website ?? '',
    image: e.image ? (e.image.id ?? e.image.url) : '',
    password: '',
    removePassword: false,
    publishDate: published?.date ?? '',
    publishTime: published?.time ?? '',
    unpublishDate: unpublish?.date ?? '',
    unpublishTime: unpublish?.time ?? '',
    hadUnpublish: !!unpublish,
  };
}

/** The image field as ImageInput: digits are a media id, anything else a URL; empty is none. */
export function imageInput(v: string): ImageInput | null {
  const s = v.trim();
  if (!s) return null;
  return /^\d+$/.test(s) ? { mediaId: s } : { url: s };
}

/** Tag names as the API takes them: the id of a known tag, the name of a new one (created). */
export function tagRefs(names: string[], known: { id: string; name: string }[]): string[] {
  const byName = new Map(known.map((t) => [t.name.toLowerCase(), t.id]));
  const refs = names.map((n) => n.trim()).filter(Boolean).map((n) => byName.get(n.toLowerCase()) ?? n);
  return [...new Set(refs)];
}

type Options = {
  defaultLanguage: SiteLanguage;
  knownTags: { id: string; name: string }[];
  /** Contributors: the status comes from the button (draft or submit for review). */
  status: PostStatus;
  /** Whether the event is new (omits what is empty rather than clearing it). */
  creating: boolean;
};

/** The EventInput of the form, with the default language's text. */
export function formToInput(v: EventFormValues, o: Options): EventInput {
  const t = v.text[o.defaultLanguage] ?? emptyText;
  const { start, end } = eventSpan(v, v.timezone);
  const input: EventInput = {
    title: t.title.trim(),
    status: o.status,
    timezone: v.timezone,
    allDay: v.allDay,
    start,
    end,
    cost: v.cost.trim() ? [v.cost.trim()] : [],
    currencySymbol: v.currencySymbol.trim(),
    currencyCode: v.currencyCode.trim().toUpperCase(),
    website: v.website.trim(),
    showMap: v.showMap,
    showMapLink: v.showMapLink,
    hideFromListings: v.hideFromListings,
    sticky: v.sticky,
    featured: v.featured,
    categories: v.categories,
    tags: tagRefs(v.tags, o.knownTags),
    venue: v.venue ? { id: v.venue } : null,
    organizers: v.organizers.map((id) => ({ id })),
    image: imageInput(v.image),
  };
  // The API refuses an empty description or excerpt: empty ones are not sent.
  if (t.description.trim()) input.description = t.description;
  if (t.excerpt.trim()) input.excerpt = t.excerpt;
  if (v.currencyPosition) input.currencyPosition = v.currencyPosition;
  if (v.slug.trim()) input.slug = v.slug.trim();
  // A scheduled event goes live at its publication date (in the event's zone).
  if (o.status === 'FUTURE' && v.publishDate) input.publishedAt = wallToInstant(v.publishDate, v.publishTime, v.timezone);
  // Scheduled unpublish: back to draft at that time (in the event's zone).
  if (v.unpublishDate) input.unpublishAt = wallToInstant(v.unpublishDate, v.unpublishTime, v.timezone);
  else if (v.hadUnpublish) input.unpublishAt = null;
  if (v.removePassword) input.password = '';
  else if (v.password) input.password = v.password;
  if (o.creating) {
    for (const k of ['venue', 'image'] as const) if (input[k] === null) delete input[k];
    for (const k of ['cost', 'categories', 'tags', 'organizers'] as const) if (input[k]?.length === 0) delete input[k];
  }
  return input;
}

/**
 * The text-only writes of the other languages: those whose text the user
 * changed (a tab left alone keeps falling back to the default language).
 */
export function translationInputs(
  v: EventFormValues,
  initial: EventFormValues,
  defaultLanguage: SiteLanguage,
): { language: SiteLanguage; input: EventInput }[] {
  const out: { language: SiteLanguage; input: EventInput }[] = [];
  for (const [lang, t] of Object.entries(v.text) as [SiteLanguage, EventText][]) {
    if (lang === defaultLanguage) continue;
    const was = initial.text[lang] ?? emptyText;
    const input: EventInput = {};
    if (t.title !== was.title && t.title.trim()) input.title = t.title.trim();
    if (t.description !== was.description && t.description.trim()) input.description = t.description;
    if (t.excerpt !== was.excerpt && t.excerpt.trim()) input.excerpt = t.excerpt;
    if (Object.keys(input).length) out.push({ language: lang, input });
  }
  return out;
}

/**
 * The server's field errors on the form. They are named as the GraphQL
 * EventInput names its fields (title, start, venue, organizers…), as the
 * form names its values; the texts go on the tab of the language written.
 */
export function serverErrors(fields: Record<string, string>, language: SiteLanguage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, msg] of Object.entries(fields)) {
    out[k === 'title' || k === 'description' || k === 'excerpt' ? `text.${language}.${k}` : k] = msg;
  }
  return out;
}

/** "Submit for review" for those whose publishing waits for review. */
export function publishLabel(contributor: boolean, creating: boolean): string {
  if (contributor) return 'Submit for review';
  return creating ? 'Create event' : 'Save';
}

export type TranslationState = 'default' | 'translated' | 'partial' | 'fallback';

/**
 * Whether a language's text is its own: the API serves the default
 * language's text where a language has none, so a field equal to the
 * default's is a fallback. The default language is 'default'.
 */
export function translationState(
  text: EventFormValues['text'],
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): { state: TranslationState; fallbacks: (keyof EventText)[] } {
  if (lang === defaultLanguage) return { state: 'default', fallbacks: [] };
  const own = text[lang] ?? emptyText;
  const def = text[defaultLanguage] ?? emptyText;
  const fields = (['title', 'excerpt', 'description'] as const).filter((f) => def[f].trim() !== '');
  const fallbacks = fields.filter((f) => own[f] === def[f] || own[f].trim() === '');
  if (fallbacks.length === 0) return { state: 'translated', fallbacks };
  return { state: fallbacks.length === fields.length ? 'fallback' : 'partial', fallbacks };
}

export const translationLabel: Record<TranslationState, string> = {
  default: 'Default language',
  translated: 'Translated',
  partial: 'Partly translated',
  fallback: 'Not translated',
};
