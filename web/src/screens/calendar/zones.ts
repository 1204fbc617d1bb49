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
