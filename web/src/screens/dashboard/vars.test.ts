import { describe, expect, it } from 'vitest';
import { distinctJobIds, minuteISO } from './vars';

describe('dashboard variables', () => {
  it('rounds now down to the minute, so re-renders keep the same query', () => {
    expect(minuteISO(new Date('2026-11-21T09:41:37.512Z'))).toBe('2026-11-21T09:41:00.000Z');
    expect(minuteISO(new Date('2026-11-21T09:41:59.999Z'))).toBe(minuteISO(new Date('2026-11-21T09:41:00.000Z')));
  });
  it('lists each job of the applications once', () => {
    expect(distinctJobIds([{ jobId: '3' }, { jobId: '1' }, { jobId: '3' }])).toEqual(['3', '1']);
    expect(distinctJobIds([])).toEqual([]);
  });
});
