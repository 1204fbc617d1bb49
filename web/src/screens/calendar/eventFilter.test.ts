import { describe, expect, it } from 'vitest';
import { activeFilterCount, emptyFilter, eventsListPath, filterFromParams, monthFilter, toEventFilter } from './eventFilter';

describe('toEventFilter', () => {
  it('sends nothing for empty filters (the API default window applies)', () => {
    expect(toEventFilter(emptyFilter, 'UTC')).toEqual({});
    expect(activeFilterCount(emptyFilter)).toBe(0);
  });
  it('sends every filter that is set', () => {
    const f = toEventFilter(
      {
        ...emptyFilter,
        search: '  jazz night ',
        dates: ['2027-05-01', '2027-05-31'],
        startsAfter: '2027-05-02 10:00:00',
        endsBefore: '2027-05-30 18:30',
        categoryIds: ['1', '2'],
        tagIds: ['7'],
        venueIds: ['10'],
        organizerIds: ['11'],
        featured: 'no',
        statuses: ['DRAFT', 'PENDING'],
        hasGeolocation: 'yes',
        nearLat: 50.85,
        nearLng: 4.35,
      },
      'Europe/Brussels',
    );
    expect(f).toEqual({
      search: 'jazz night',
      startDate: '2027-05-01',
      endDate: '2027-05-31',
      startsAfter: '2027-05-02T08:00:00Z',
      endsBefore: '2027-05-30T16:30:00Z',
      categoryIds: ['1', '2'],
      tagIds: ['7'],
      venueIds: ['10'],
      organizerIds: ['11'],
      featured: false,
      statuses: ['DRAFT', 'PENDING'],
      hasGeolocation: true,
      near: { lat: 50.85, lng: 4.35 },
    });
  });
  it('needs both coordinates for near', () => {
    expect(toEventFilter({ ...emptyFilter, nearLat: 50 }, 'UTC')).toEqual({});
  });
  it('counts the active filters', () => {
    expect(activeFilterCount({ ...emptyFilter, featured: 'yes', tagIds: ['1'] })).toBe(2);
  });
});

describe('monthFilter', () => {
  it('replaces the date filters by the grid window, keeping the others', () => {
    const f = monthFilter({ ...emptyFilter, dates: ['2020-01-01', null], featured: 'yes' }, '2027-04-26', '2027-06-06', 'UTC');
    expect(f).toEqual({ featured: true, endsAfter: '2027-04-26T00:00:00Z', startsBefore: '2027-06-06T23:59:00Z' });
  });
});

describe('links to the list', () => {
  it('round-trips statuses and a start bound through the address', () => {
    const path = eventsListPath(['DRAFT', 'PENDING'], '1970-01-01 00:00');
    const f = filterFromParams(new URL(path, 'http://x').searchParams);
    expect(f.statuses).toEqual(['DRAFT', 'PENDING']);
    expect(f.startsAfter).toBe('1970-01-01 00:00');
    expect(toEventFilter(f, 'UTC')).toEqual({ statuses: ['DRAFT', 'PENDING'], startsAfter: '1970-01-01T00:00:00Z' });
  });
  it('ignores unknown statuses and malformed bounds', () => {
    const f = filterFromParams(new URLSearchParams('status=NOPE&status=PUBLISH&startsAfter=yesterday&search=x'));
    expect(f).toEqual({ ...emptyFilter, statuses: ['PUBLISH'] });
  });
});
