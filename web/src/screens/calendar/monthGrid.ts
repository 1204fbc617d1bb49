// The month view's grid: whole weeks (Monday first) covering a month, and
// the events on each day they span.
import dayjs from 'dayjs';

export type GridDay = { date: string; day: number; inMonth: boolean; today: boolean };

/** The weeks showing month (YYYY-MM): Monday to Sunday, days of the neighbouring months marked. */
export function monthGrid(month: string, today = dayjs().format('YYYY-MM-DD')): GridDay[][] {
  const first = dayjs(`${month}-01`);
  const offset = (first.day() + 6) % 7; // days since Monday
  let d = first.subtract(offset, 'day');
  const last = first.endOf('month');
  const weeks: GridDay[][] = [];
  while (weeks.length === 0 || !d.isAfter(last, 'day')) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = d.format('YYYY-MM-DD');
      week.push({ date, day: d.date(), inMonth: d.month() === first.month(), today: date === today });
      d = d.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/** The first and last day of a grid (YYYY-MM-DD). */
export function gridBounds(weeks: GridDay[][]): { from: string; to: string } {
  return { from: weeks[0][0].date, to: weeks[weeks.length - 1][6].date };
}

/** month moved by delta months (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

/** "May 2027". */
export function monthTitle(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

type Spanning = { startDate: string; endDate: string; start: string };

/**
 * The events of each day of the grid, keyed by date: an event appears on
 * every day from its start date to its end date (in its own zone), in
 * order of start.
 */
export function eventsByDay<E extends Spanning>(events: E[], weeks: GridDay[][]): Map<string, E[]> {
  const out = new Map<string, E[]>();
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  for (const week of weeks) {
    for (const { date } of week) {
      const on = sorted.filter((e) => e.startDate <= date && date <= (e.endDate < e.startDate ? e.startDate : e.endDate));
      if (on.length) out.set(date, on);
    }
  }
  return out;
}
