import { describe, expect, it } from 'vitest';
import { endBeforeStart, eventSpan, instantToWall, keepDuration, validZone, wallToInstant, zoneOptions } from './zones';

describe('wall times and instants', () => {
  it('reads a wall time in the event zone, not the browser zone', () => {
    expect(wallToInstant('2027-01-15', '19:30', 'Europe/Brussels')).toBe('2027-01-15T18:30:00Z');
    expect(wallToInstant('2027-07-15', '19:30', 'Europe/Brussels')).toBe('2027-07-15T17:30:00Z'); // summer time
    expect(wallToInstant('2027-01-15', '19:30', 'America/New_York')).toBe('2027-01-16T00:30:00Z');
    expect(wallToInstant('2027-01-15', '', 'UTC')).toBe('2027-01-15T00:00:00Z');
  });
  it('shows an instant as its zone reads it', () => {
    expect(instantToWall('2027-01-16T00:30:00Z', 'America/New_York')).toEqual({ date: '2027-01-15', time: '19:30' });
    expect(instantToWall('2027-07-15T17:30:00Z', 'Europe/Brussels')).toEqual({ date: '2027-07-15', time: '19:30' });
  });
  it('round-trips', () => {
    const w = instantToWall(wallToInstant('2027-03-28', '03:15', 'Australia/Sydney'), 'Australia/Sydney');
    expect(w).toEqual({ date: '2027-03-28', time: '03:15' });
  });
});

describe('eventSpan', () => {
  const base = { startDate: '2027-05-01', startTime: '10:00', endDate: '2027-05-01', endTime: '12:00', allDay: false };
  it('timed events use their times in the zone', () => {
    expect(eventSpan(base, 'Europe/Brussels')).toEqual({ start: '2027-05-01T08:00:00Z', end: '2027-05-01T10:00:00Z' });
  });
  it('all-day events span whole days in the zone, ignoring the times', () => {
    expect(eventSpan({ ...base, allDay: true, endDate: '2027-05-02' }, 'Europe/Brussels')).toEqual({
      start: '2027-04-30T22:00:00Z',
      end: '2027-05-02T21:59:59Z',
    });
  });
  it('an end before the start becomes the start; a missing end date is the start date', () => {
    expect(eventSpan({ ...base, endTime: '09:00' }, 'UTC')).toEqual({ start: '2027-05-01T10:00:00Z', end: '2027-05-01T10:00:00Z' });
    expect(eventSpan({ ...base, endDate: '' }, 'UTC').end).toBe('2027-05-01T12:00:00Z');
  });
});

describe('zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(validZone('Europe/Brussels')).toBe(true);
    expect(validZone('Mars/Olympus')).toBe(false);
  });
  it('offers UTC first and the extra zones without duplicates', () => {
    const z = zoneOptions('Europe/Brussels');
    expect(z[0]).toBe('UTC');
    expect(z.filter((x) => x === 'Europe/Brussels')).toHaveLength(1);
  });
});

describe('keepDuration and endBeforeStart', () => {
  const v = { startDate: '2027-05-01', startTime: '20:00', endDate: '2027-05-01', endTime: '22:30', allDay: false };
  it('moving the start moves the end by as much', () => {
    expect(keepDuration(v, { startDate: '2027-05-03', startTime: '20:00' })).toEqual({ endDate: '2027-05-03', endTime: '22:30' });
    expect(keepDuration(v, { startDate: '2027-05-01', startTime: '23:00' })).toEqual({ endDate: '2027-05-02', endTime: '01:30' });
    expect(keepDuration({ ...v, allDay: true, endDate: '2027-05-02' }, { startDate: '2027-05-10', startTime: '20:00' })).toEqual({ endDate: '2027-05-11', endTime: '22:30' });
  });
  it('an end already before the start stays where it is', () => {
    expect(keepDuration({ ...v, endTime: '18:00' }, { startDate: '2027-05-02', startTime: '20:00' })).toEqual({ endDate: '2027-05-01', endTime: '18:00' });
  });
  it('an end before the start is an error on the end date or time', () => {
    expect(endBeforeStart(v)).toBeNull();
    expect(endBeforeStart({ ...v, endTime: '18:00' })?.field).toBe('endTime');
    expect(endBeforeStart({ ...v, endDate: '2027-04-30' })?.field).toBe('endDate');
    expect(endBeforeStart({ ...v, endTime: '18:00', allDay: true })).toBeNull();
  });
});
