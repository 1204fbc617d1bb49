import dayjs from 'dayjs';

/** A server time (RFC 3339) in the browser's zone, or `empty`. */
export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : empty;
}

/**
 * The end of a calendar day (YYYY-MM-DD) in the browser's zone, as an
 * RFC 3339 instant: a key that "expires on" a day works through that day.
 */
export function endOfDayISO(day: string): string {
  return dayjs(day).endOf('day').toDate().toISOString();
}

/** The browser's IANA time zone (the one date pickers read and show). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
