import { describe, expect, it } from 'vitest';
import { eventListSpec, eventOrder, emptyFilter } from '../screens/calendar/eventFilter';
import { fieldsCodec, readList, sortColumn, sortOnlySpec, sortRows, writeList } from './listState';

const spec = {
  filters: fieldsCodec({ search: '', kind: null, tags: [] } as { search: string; kind: string | null; tags: string[] }, {
    search: { param: 'q' },
    kind: { param: 'kind', allowed: ['a', 'b'] },
    tags: { param: 'tag', many: true },
  }),
  sorts: ['name', '-name'] as const,
  defaultSort: 'name' as const,
};

describe('list state in the address', () => {
  it('round-trips filters, lists, order and page, leaving defaults out', () => {
    const s = { filters: { search: 'jazz', kind: 'b', tags: ['1', '2'] }, sort: '-name' as const, page: 3 };
    const p = writeList(spec, s);
    expect(p.toString()).toBe('q=jazz&kind=b&tag=1&tag=2&sort=-name&page=3');
    expect(readList(spec, p)).toEqual(s);
  });

  it('ignores unknown values and keeps the parameters it does not own', () => {
    const s = readList(spec, new URLSearchParams('kind=z&sort=up&page=0&view=month'));
    expect(s).toEqual({ filters: { search: '', kind: null, tags: [] }, sort: 'name', page: 1 });
    expect(writeList(spec, { ...s, page: 2 }, new URLSearchParams('view=month&page=7&q=old')).toString()).toBe('view=month&page=2');
  });

  it('bounds what it reads', () => {
    const s = readList(spec, new URLSearchParams(`q=${'x'.repeat(500)}`));
    expect(s.filters.search).toHaveLength(200);
  });
});

describe('sortable columns', () => {
  it('sort by the first order, then the second; aria-sort follows', () => {
    expect(sortColumn('name', 'name', '-name')).toEqual({ aria: 'ascending', next: '-name' });
    expect(sortColumn('-name', 'name', '-name')).toEqual({ aria: 'descending', next: 'name' });
    expect(sortColumn('date', 'name', '-name')).toEqual({ aria: 'none', next: 'name' });
    expect(sortColumn('PUBLISHED_AT_DESC', 'PUBLISHED_AT_DESC', 'PUBLISHED_AT').aria).toBe('descending');
  });

  it('sorts whole lists by collation, numbers as numbers, empty last', () => {
    const rows = [{ n: 'b', c: 10 }, { n: 'Ä', c: 2 }, { n: '', c: 1 }, { n: 'a', c: 3 }];
    const keys = { n: (r: (typeof rows)[0]) => r.n, c: (r: (typeof rows)[0]) => r.c };
    expect(sortRows(rows, 'n', keys).map((r) => r.n)).toEqual(['Ä', 'a', 'b', '']);
    expect(sortRows(rows, '-c', keys).map((r) => r.c)).toEqual([10, 3, 2, 1]);
    expect(sortOnlySpec(['x', '-x'], 'x').sorts).toEqual(['x', '-x']);
  });
});

describe('the event list in the address', () => {
  it('round-trips every filter and the order', () => {
    const filters = {
      ...emptyFilter,
      search: 'jazz',
      dates: ['2027-05-01', '2027-05-31'] as [string, string],
      startsAfter: '2027-05-01 10:00',
      categoryIds: ['3', '4'],
      featured: 'yes' as const,
      statuses: ['DRAFT' as const],
      nearLat: 50.85,
      nearLng: 4.35,
    };
    const p = writeList(eventListSpec, { filters, sort: '-title', page: 2 });
    expect(readList(eventListSpec, p)).toEqual({ filters, sort: '-title', page: 2 });
    expect(eventOrder('-title')).toEqual({ orderBy: 'TITLE', order: 'DESC' });
    expect(eventOrder('start')).toEqual({});
  });

  it('reads the dashboard links', () => {
    const s = readList(eventListSpec, new URLSearchParams('status=PENDING&startsAfter=2027-05-01 10:00&lat=999'));
    expect(s.filters.statuses).toEqual(['PENDING']);
    expect(s.filters.startsAfter).toBe('2027-05-01 10:00');
    expect(s.filters.nearLat).toBe('');
  });
});
