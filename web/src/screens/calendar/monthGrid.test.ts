import { describe, expect, it } from 'vitest';
import { eventsByDay, gridBounds, monthGrid, monthTitle, shiftMonth } from './monthGrid';

describe('monthGrid', () => {
  it('covers the month in whole weeks from Monday', () => {
    const weeks = monthGrid('2027-05', '2027-05-14'); // 1 May 2027 is a Saturday
    expect(weeks).toHaveLength(6);
    expect(gridBounds(weeks)).toEqual({ from: '2027-04-26', to: '2027-06-06' });
    expect(weeks[0][5]).toEqual({ date: '2027-05-01', day: 1, inMonth: true, today: false });
    expect(weeks[0][0].inMonth).toBe(false);
    expect(weeks.flat().filter((d) => d.today).map((d) => d.date)).toEqual(['2027-05-14']);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });
  it('a February starting on Monday fits in four weeks', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(gridBounds(weeks)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
  it('a month ending on Sunday has no trailing week', () => {
    expect(gridBounds(monthGrid('2027-10'))).toEqual({ from: '2027-09-27', to: '2027-10-31' });
  });
  it('moves across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(monthTitle('2027-05')).toBe('May 2027');
  });
});

describe('eventsByDay', () => {
  const weeks = monthGrid('2027-05');
  const ev = (id: string, startDate: string, endDate: string, start = `${startDate}T10:00:00Z`) => ({ id, startDate, endDate, start });
  it('puts events on each day they span, by start', () => {
    const days = eventsByDay([ev('b', '2027-05-03', '2027-05-03', '2027-05-03T12:00:00Z'), ev('a', '2027-05-02', '2027-05-04')], weeks);
    expect(days.get('2027-05-01')).toBeUndefined();
    expect(days.get('2027-05-02')?.map((e) => e.id)).toEqual(['a']);
    expect(days.get('2027-05-03')?.map((e) => e.id)).toEqual(['a', 'b']);
    expect(days.get('2027-05-04')?.map((e) => e.id)).toEqual(['a']);
    expect(days.get('2027-05-05')).toBeUndefined();
  });
  it('clips events running outside the grid and ignores an end before the start', () => {
    const days = eventsByDay([ev('long', '2027-04-01', '2027-07-01'), ev('odd', '2027-05-10', '2027-05-09')], weeks);
    expect(days.get('2027-04-26')?.map((e) => e.id)).toEqual(['long']);
    expect(days.get('2027-06-06')?.map((e) => e.id)).toEqual(['long']);
    expect(days.get('2027-05-10')?.map((e) => e.id)).toEqual(['long', 'odd']);
    expect(days.get('2027-05-09')?.map((e) => e.id)).toEqual(['long']);
  });
});
