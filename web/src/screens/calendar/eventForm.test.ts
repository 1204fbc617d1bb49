import { describe, expect, it } from 'vitest';
import { costText, eventToForm, formToInput, imageInput, newEventForm, publishLabel, serverErrors, tagRefs, translationInputs, translationState, type LoadedEvent } from './eventForm';

const langs = ['EN_US', 'FR_FR', 'NL_NL'] as const;
const base = () => newEventForm([...langs], 'Europe/Brussels', '2027-05-01', false);
const opts = { defaultLanguage: 'EN_US' as const, knownTags: [{ id: '7', name: 'Jazz' }], status: 'PUBLISH' as const, creating: true };

describe('formToInput', () => {
  it('maps a new event, times in its zone, empty lists and links omitted', () => {
    const v = base();
    v.text.EN_US = { title: ' Launch ', description: '<p>Hi</p>', excerpt: '' };
    v.tags = ['jazz', 'New tag'];
    v.venue = '12';
    v.cost = '10 - 20';
    v.currencySymbol = '€';
    v.currencyPosition = 'POSTFIX';
    v.image = '42';
    expect(formToInput(v, opts)).toEqual({
      title: 'Launch',
      status: 'PUBLISH',
      timezone: 'Europe/Brussels',
      allDay: false,
      start: '2027-05-01T08:00:00Z',
      end: '2027-05-01T10:00:00Z',
      cost: ['10 - 20'],
      currencySymbol: '€',
      currencyCode: '',
      currencyPosition: 'POSTFIX',
      website: '',
      showMap: true,
      showMapLink: true,
      hideFromListings: false,
      sticky: false,
      featured: false,
      tags: ['7', 'New tag'],
      venue: { id: '12' },
      image: { mediaId: '42' },
      description: '<p>Hi</p>',
    });
  });
  it('on update clears what was emptied (venue, image, lists) and keeps the password unless changed', () => {
    const v = base();
    const input = formToInput(v, { ...opts, creating: false });
    expect(input.venue).toBeNull();
    expect(input.image).toBeNull();
    expect(input.organizers).toEqual([]);
    expect(input.categories).toEqual([]);
    expect('password' in input).toBe(false);
    expect(formToInput({ ...v, password: 's3cret' }, opts).password).toBe('s3cret');
    expect(formToInput({ ...v, password: 'x', removePassword: true }, opts).password).toBe('');
  });
  it('all-day events send whole days in their zone', () => {
    const v = { ...base(), allDay: true, endDate: '2027-05-02', startTime: '15:00' };
    const input = formToInput(v, opts);
    expect([input.start, input.end]).toEqual(['2027-04-30T22:00:00Z', '2027-05-02T21:59:59Z']);
  });
  it('a scheduled event sends its publication date in its zone; other statuses do not', () => {
    const v = { ...base(), publishDate: '2027-04-20', publishTime: '09:30' };
    expect(formToInput(v, { ...opts, status: 'FUTURE' }).publishedAt).toBe('2027-04-20T07:30:00Z');
    expect('publishedAt' in formToInput(v, opts)).toBe(false);
    expect('publishedAt' in formToInput({ ...v, publishDate: '' }, { ...opts, status: 'FUTURE' })).toBe(false);
  });
  it('contributors send the status of their button', () => {
    expect(formToInput(base(), { ...opts, status: 'DRAFT' }).status).toBe('DRAFT');
  });
});

describe('helpers', () => {
  it('reads the image field', () => {
    expect(imageInput('')).toBeNull();
    expect(imageInput(' 15 ')).toEqual({ mediaId: '15' });
    expect(imageInput('https://img.example/a.png')).toEqual({ url: 'https://img.example/a.png' });
  });
  it('sends known tags by id, new ones by name, once', () => {
    expect(tagRefs(['Jazz', 'jazz', ' Blues ', ''], [{ id: '7', name: 'Jazz' }])).toEqual(['7', 'Blues']);
  });
  it('writes the cost back as it can be read again', () => {
    expect(costText(null)).toBe('');
    expect(costText({ text: '€10 – €20', values: ['10', '20'], currencySymbol: '€', currencyCode: 'EUR' })).toBe('10 - 20');
    expect(costText({ text: 'Free', values: ['0'], currencySymbol: '', currencyCode: '' })).toBe('Free');
    expect(costText({ text: 'Donation', values: [], currencySymbol: '', currencyCode: '' })).toBe('Donation');
  });
  it('labels the publish action by role', () => {
    expect(publishLabel(true, true)).toBe('Submit for review');
    expect(publishLabel(false, true)).toBe('Create event');
    expect(publishLabel(false, false)).toBe('Save');
  });
});

describe('loaded events and translations', () => {
  const loaded: LoadedEvent = {
    slug: 'launch',
    status: 'DRAFT',
    timezone: 'America/New_York',
    allDay: false,
    start: '2027-01-16T00:30:00Z',
    end: '2027-01-16T02:00:00Z',
    venue: { id: '3' },
    organizers: [{ id: '4' }],
    categories: [{ id: '5' }],
    tags: [{ name: 'Jazz' }],
    featured: true,
    sticky: null,
    showMap: null,
    cost: null,
    image: { id: null, url: 'https://img.example/a.png' },
    passwordProtected: true,
  };
  const text = { EN_US: { title: 'Launch', description: '<p>a</p>', excerpt: '' }, FR_FR: { title: 'Launch', description: '<p>a</p>', excerpt: '' } };
  it('shows the dates in the event zone and round-trips them', () => {
    const v = eventToForm(loaded, text);
    expect([v.startDate, v.startTime, v.endDate, v.endTime]).toEqual(['2027-01-15', '19:30', '2027-01-15', '21:00']);
    expect([v.venue, v.organizers, v.categories, v.tags, v.showMap, v.image]).toEqual(['3', ['4'], ['5'], ['Jazz'], true, 'https://img.example/a.png']);
    const input = formToInput(v, { ...opts, creating: false });
    expect([input.start, input.end]).toEqual([loaded.start, loaded.end]);
  });
  it('reads a scheduled event’s publication date in its zone and sends it back unchanged', () => {
    const v = eventToForm({ ...loaded, status: 'FUTURE', publishedAt: '2027-01-10T14:00:00Z' }, text);
    expect([v.publishDate, v.publishTime]).toEqual(['2027-01-10', '09:00']);
    expect(formToInput(v, { ...opts, status: 'FUTURE', creating: false }).publishedAt).toBe('2027-01-10T14:00:00Z');
  });
  it('writes only the languages whose text changed', () => {
    const initial = eventToForm(loaded, text);
    const v = structuredClone(initial);
    expect(translationInputs(v, initial, 'EN_US')).toEqual([]);
    v.text.FR_FR = { ...v.text.FR_FR!, title: 'Lancement ' };
    v.text.EN_US = { ...v.text.EN_US!, title: 'Changed' };
    v.text.NL_NL = { title: '', description: '', excerpt: 'Kort' };
    v.text.EN_UK = { title: ' ', description: '', excerpt: '' }; // empty text is never sent
    expect(translationInputs(v, initial, 'EN_US')).toEqual([
      { language: 'FR_FR', input: { title: 'Lancement' } },
      { language: 'NL_NL', input: { excerpt: 'Kort' } },
    ]);
  });
});

describe('translationState', () => {
  const en = { title: 'Jazz night', excerpt: '', description: '<p>Music</p>' };
  it('tells translated, partial and fallback languages apart', () => {
    expect(translationState({ EN_US: en, FR_FR: en }, 'FR_FR', 'EN_US')).toEqual({ state: 'fallback', fallbacks: ['title', 'description'] });
    expect(translationState({ EN_US: en, FR_FR: { ...en, title: 'Nuit du jazz' } }, 'FR_FR', 'EN_US')).toEqual({ state: 'partial', fallbacks: ['description'] });
    expect(translationState({ EN_US: en, FR_FR: { ...en, title: 'Nuit', description: '<p>Musique</p>' } }, 'FR_FR', 'EN_US').state).toBe('translated');
    expect(translationState({ EN_US: en }, 'EN_US', 'EN_US').state).toBe('default');
  });
});

describe('server errors', () => {
  it('puts the GraphQL input names on the form, the texts on the tab of the language written', () => {
    expect(serverErrors({ title: 'is required', start: 'is required', organizers: 'is invalid', timezone: 'is invalid' }, 'FR_FR')).toEqual({
      'text.FR_FR.title': 'is required',
      start: 'is required',
      organizers: 'is invalid',
      timezone: 'is invalid',
    });
  });
});
