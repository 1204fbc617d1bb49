import { describe, expect, it } from 'vitest';
import { filtered, jobFilter, jobFiltersFromParams, jobListFromParams, jobListParams, jobListVariables, jobsListPath, noJobFilters } from './jobFilters';

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

describe('links to the job list', () => {
  it('reads the status a link sets and nothing else', () => {
    const f = jobFiltersFromParams(new URL(jobsListPath('DRAFT'), 'http://x').searchParams);
    expect(f).toEqual({ ...noJobFilters, status: 'DRAFT' });
    expect(jobFiltersFromParams(new URLSearchParams('status=GONE&search=a'))).toEqual(noJobFilters);
  });
});

describe('job list state in the address', () => {
  it('round-trips filters, order and page, leaving defaults out', () => {
    const s = { filters: { ...noJobFilters, search: 'go', status: 'DRAFT' as const, locationId: '3' }, sort: 'TITLE' as const, page: 2 };
    const p = jobListParams(s);
    expect(p.toString()).toBe('q=go&status=DRAFT&location=3&sort=TITLE&page=2');
    expect(jobListFromParams(p)).toEqual(s);
    expect(jobListParams(jobListFromParams(new URLSearchParams('sort=NOPE&page=-1&status=X'))).toString()).toBe('');
  });
});
