import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { applicantName, formatBytes, inboxVariables, noInboxFilters } from './applicationFilters';

describe('inbox filters', () => {
  it('sends no bounds without dates', () => {
    expect(inboxVariables('1', noInboxFilters, 1)).toEqual({ companyId: '1', jobId: null, createdFrom: null, createdBefore: null, page: 1, perPage: 20 });
  });
  it('covers whole days in the browser zone, the last day included', () => {
    const v = inboxVariables('1', { jobId: '5', from: '2026-11-01', to: '2026-11-30' }, 3);
    expect(v.jobId).toBe('5');
    expect(v.page).toBe(3);
    expect(v.createdFrom).toBe(dayjs('2026-11-01T00:00:00').toISOString());
    expect(v.createdBefore).toBe(dayjs('2026-12-01T00:00:00').toISOString());
  });
  it('takes a range still being picked as its first day', () => {
    const v = inboxVariables('1', { jobId: null, from: '2026-11-05', to: null }, 1);
    expect(v.createdFrom).toBe(dayjs('2026-11-05T00:00:00').toISOString());
    expect(v.createdBefore).toBe(dayjs('2026-11-06T00:00:00').toISOString());
  });
  it('names applicants and sizes files', () => {
    expect(applicantName({ firstName: 'Jane', lastName: 'Doe', email: 'j@x' })).toBe('Jane Doe');
    expect(applicantName({ firstName: '', lastName: '', email: 'j@x' })).toBe('j@x');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 kB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
