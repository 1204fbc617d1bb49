// Wall times in an event's time zone and the instants the API takes. The
// editor shows the date and time as the event's zone reads them, whatever
// the browser's zone is.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Wall = { date: string; time: string };

/** The instant (RFC 3339, UTC) of a wall date (YYYY-MM-DD) and time (HH:mm) in zone. */
export function wallToInstant(date: string, time: string, zone: string): string {
  return dayjs.tz(`${date} ${time || '00:00'}`, 'YYYY-MM-DD HH:mm', zone || 'UTC').utc().format('YYYY-MM-DDTHH:mm:ss[Z]');
}

/** The wall date and time of an instant in zone. */
export function instantToWall(iso: string, zone: string): Wall {
  const d = dayjs(iso).tz(zone || 'UTC');
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/**
 * The start and end instants of an event: all-day events run from the
 * start of their first day to the end of their last day in their zone (the
 * server keeps whole days); an end before the start is the start.
 */
export function eventSpan(
  v: { startDate: string; startTime: string; endDate: string; endTime: string; allDay: boolean },
  zone: string,
): { start: string; end: string } {
  const start = wallToInstant(v.startDate, v.allDay ? '00:00' : v.startTime, zone);
  let end = v.allDay
    ? dayjs.tz(`${v.endDate || v.startDate} 23:59:59`, 'YYYY-MM-DD HH:mm:ss', zone || 'UTC').utc().format('YYYY-MM-DDTHH:mm:ss[Z]')
    : wallToInstant(v.endDate || v.startDate, v.endTime, zone);
  if (end < start) end = start;
  return { start, end };
}

/** Whether zone is an IANA zone this browser knows. */
export function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones to choose from: the browser's list, with UTC and the given ones. */
export function zoneOptions(...extra: string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...extra.filter(Boolean), ...all])];
}

type Times = { startDate: string; startTime: string; endDate: string; endTime: string; allDay: boolean };

const wall = (date: string, time: string) => dayjs(`${date} ${time || '00:00'}`, 'YYYY-MM-DD HH:mm');

/**
 * The end after the start moved to next: the event keeps its length (in
 * wall time). An end that was before the start, or a missing date, stays.
 */
export function keepDuration(v: Times, next: { startDate: string; startTime: string }): { endDate: string; endTime: string } {
  const keep = { endDate: v.endDate, endTime: v.endTime };
  if (!v.startDate || !v.endDate || !next.startDate) return keep;
  const length = wall(v.endDate, v.allDay ? '00:00' : v.endTime).diff(wall(v.startDate, v.allDay ? '00:00' : v.startTime), 'minute');
  if (!(length >= 0)) return keep;
  const end = wall(next.startDate, v.allDay ? '00:00' : next.startTime).add(length, 'minute');
  return { endDate: end.format('YYYY-MM-DD'), endTime: v.allDay ? v.endTime : end.format('HH:mm') };
}

/** The field error of an end before the start (on the end date or the end time), or null. */
export function endBeforeStart(v: Times): { field: 'endDate' | 'endTime'; message: string } | null {
  if (!v.startDate || !v.endDate) return null;
  if (v.endDate < v.startDate) return { field: 'endDate', message: 'The end is before the start: pick a later end date.' };
  if (!v.allDay && v.endDate === v.startDate && v.endTime && v.startTime && v.endTime < v.startTime)
    return { field: 'endTime', message: 'The end is before the start: pick a later end time.' };
  return null;
}

/** An event's start as its zone reads it, with the zone named ("Sat 1 May 20:00 Europe/Brussels"). */
export function zonedStart(e: { start: string; timezone: string; allDay?: boolean | null }): string {
  const d = dayjs(e.start).tz(e.timezone || 'UTC');
  return e.allDay ? `${d.format('ddd D MMM')} (all day, ${e.timezone})` : `${d.format('ddd D MMM HH:mm')} ${e.timezone}`;
}
