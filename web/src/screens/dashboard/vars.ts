// Variables of the dashboard's queries, kept stable between renders (a
// new instant on each render would run the query again and again).

/** The start of the current minute, RFC 3339: "upcoming" starts after it. */
export function minuteISO(now: Date): string {
  const d = new Date(now);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

/** The lower bound that lifts the event list's default date window. */
export const EVER = '1970-01-01T00:00:00.000Z';

/** The distinct job ids of applications, in first-seen order. */
export function distinctJobIds(apps: { jobId: string }[]): string[] {
  return [...new Set(apps.map((a) => a.jobId))];
}
