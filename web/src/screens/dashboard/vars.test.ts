import { describe, expect, it } from 'vitest';
import { distinctJobIds, minuteISO, plural } from './vars';

describe('dashboard variables', () => {
  it('rounds now down to the minute, so re-renders keep the same query', () => {
    expect(minuteISO(new Date('2026-11-21T09:41:37.512Z'))).toBe('2026-11-21T09:41:00.000Z');
    expect(minuteISO(new Date('2026-11-21T09:41:59.999Z'))).toBe(minuteISO(new Date('2026-11-21T09:41:00.000Z')));
  });
  it('lists each job of the applications once', () => {
    expect(distinctJobIds([{ jobId: '3' }, { jobId: '1' }, { jobId: '3' }])).toEqual(['3', '1']);
    expect(distinctJobIds([])).toEqual([]);
  });
  it('pluralises', () => {
    expect(plural(1, 'event')).toBe('1 event');
    expect(plural(0, 'event')).toBe('0 events');
    expect(plural(2, 'company', 'companies')).toBe('2 companies');
  });
});
