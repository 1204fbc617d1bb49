import { describe, expect, it } from 'vitest';
import { readList, writeList } from '../../components/listState';
import { filtered, jobFilter, jobListSpec, jobListVariables, jobsListPath, noJobFilters } from './jobFilters';

describe('job list filters', () => {
  it('lists every job without filters', () => {
    expect(jobFilter(noJobFilters)).toEqual({});
    expect(filtered(noJobFilters)).toBe(false);
    expect(jobListVariables('1', noJobFilters, 0)).toEqual({ companyId: '1', filter: {}, page: 1, perPage: 20, sort: 'PUBLISHED_AT_DESC' });
  });

  it('sends each set filter as a one-item list, the search trimmed', () => {
    const f = { search: '  go developer ', status: 'DRAFT', locationId: '3', categoryId: '4', employmentType: 'PARTTIME', workplaceType: 'REMOTE' } as const;
    expect(jobListVariables('7', f, 2)).toEqual({
      companyId: '7',
      page: 2,
      perPage: 20,
      sort: 'PUBLISHED_AT_DESC',
      filter: {
        search: 'go developer',
        statuses: ['DRAFT'],
        locationIds: ['3'],
        categoryIds: ['4'],
        employmentTypes: ['PARTTIME'],
        workplaceTypes: ['REMOTE'],
      },
    });
    expect(filtered({ ...noJobFilters, search: '   ' })).toBe(false);
    expect(filtered({ ...noJobFilters, status: 'CLOSED' })).toBe(true);
  });
});

describe('job list state in the address', () => {
  it('reads the status a link sets', () => {
    const s = readList(jobListSpec, new URL(jobsListPath('DRAFT'), 'http://x').searchParams);
    expect(s.filters).toEqual({ ...noJobFilters, status: 'DRAFT' });
    expect(readList(jobListSpec, new URLSearchParams('status=GONE&search=a')).filters).toEqual(noJobFilters);
  });

  it('round-trips filters, order and page, leaving defaults out', () => {
    const s = { filters: { ...noJobFilters, search: 'go', status: 'DRAFT' as const, locationId: '3' }, sort: 'TITLE' as const, page: 2 };
    const p = writeList(jobListSpec, s);
    expect(p.toString()).toBe('q=go&status=DRAFT&location=3&sort=TITLE&page=2');
    expect(readList(jobListSpec, p)).toEqual(s);
    expect(writeList(jobListSpec, readList(jobListSpec, new URLSearchParams('sort=NOPE&page=-1&status=X'))).toString()).toBe('');
  });
});
