// A list's state as its address holds it (`?q=go&status=DRAFT&sort=TITLE&page=2`):
// filters, order and page, so that Back and shared links keep the list.
// Each list describes its filters once (a ListSpec); useListState reads
// and writes them. Unknown values in the address are ignored.

/** One filter in the address: its parameter, whether it repeats, the values it may take. */
export type Field = { param: string; many?: boolean; allowed?: readonly string[]; max?: number };

/** How a list's filters F are read from and written to the address. */
export type FilterCodec<F> = {
  empty: F;
  read: (p: URLSearchParams) => F;
  write: (f: F, out: URLSearchParams) => void;
  /** The parameters the codec owns (others in the address are left alone). */
  params: string[];
};

export type ListSpec<F, S extends string> = {
  filters: FilterCodec<F>;
  sorts: readonly S[];
  defaultSort: S;
  /** Filters typed into a text box: the address follows once typing pauses. */
  typed?: (keyof F)[];
};

export type ListState<F, S extends string> = { filters: F; sort: S; page: number };

const MAX_TEXT = 200;
const MAX_VALUES = 50;

type Flat = Record<string, string | string[] | null>;

/** The codec of flat filters: strings (null or '' when unset) and lists of strings. */
export function fieldsCodec<F extends Flat>(empty: F, fields: { [K in keyof F]: Field }): FilterCodec<F> {
  const entries = Object.entries(fields) as [keyof F & string, Field][];
  return {
    empty,
    params: entries.map(([, f]) => f.param),
    read(p) {
      const out: Flat = { ...empty };
      for (const [key, f] of entries) {
        const ok = (v: string) => v.trim() !== '' && (!f.allowed || f.allowed.includes(v));
        if (f.many) out[key] = p.getAll(f.param).filter(ok).slice(0, MAX_VALUES);
        else {
          const v = p.get(f.param);
          if (v !== null && ok(v)) out[key] = v.slice(0, f.max ?? MAX_TEXT);
        }
      }
      return out as F;
    },
    write(values, out) {
      for (const [key, f] of entries) {
        const v = values[key];
        if (Array.isArray(v)) for (const x of v) out.append(f.param, x);
        else if (v && v.trim()) out.set(f.param, v);
      }
    },
  };
}

/** The list's state from its address. */
export function readList<F, S extends string>(spec: ListSpec<F, S>, p: URLSearchParams): ListState<F, S> {
  const sort = p.get('sort') as S | null;
  const page = Number.parseInt(p.get('page') ?? '', 10);
  return {
    filters: spec.filters.read(p),
    sort: sort && spec.sorts.includes(sort) ? sort : spec.defaultSort,
    page: page > 0 && page < 100000 ? page : 1,
  };
}

/**
 * The address of a state: only what differs from the default, after the
 * parameters of `keep` the list does not own (e.g. the event list's view).
 */
export function writeList<F, S extends string>(spec: ListSpec<F, S>, s: ListState<F, S>, keep?: URLSearchParams): URLSearchParams {
  const owned = new Set([...spec.filters.params, 'sort', 'page']);
  const out = new URLSearchParams();
  keep?.forEach((v, k) => {
    if (!owned.has(k)) out.append(k, v);
  });
  spec.filters.write(s.filters, out);
  if (s.sort !== spec.defaultSort) out.set('sort', s.sort);
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

/** The filters' part of the address, to compare two sets of filters. */
export function filterKey<F>(codec: FilterCodec<F>, f: F): string {
  const out = new URLSearchParams();
  codec.write(f, out);
  return out.toString();
}

/** Whether an order is descending: `-name` or `PUBLISHED_AT_DESC`. */
export function descending(sort: string): boolean {
  return sort.startsWith('-') || sort.endsWith('_DESC');
}

export type AriaSort = 'ascending' | 'descending' | 'none';

/**
 * A sortable column: sorted by one of its orders (first, then second on a
 * second click), its aria-sort, and the order a click sets.
 */
export function sortColumn<S extends string>(current: S, first: S, second?: S): { aria: AriaSort; next: S } {
  const mine = current === first || current === second;
  return {
    aria: mine ? (descending(current) ? 'descending' : 'ascending') : 'none',
    next: second && current === first ? second : first,
  };
}

type Key = string | number | null | undefined;

/**
 * Rows of a list loaded whole, in the order `sort` names (`name`, `-name`):
 * by the key of that name, text by the reader's collation, empty last.
 */
export function sortRows<T>(rows: readonly T[], sort: string, keys: Record<string, (row: T) => Key>): T[] {
  const name = sort.replace(/^-/, '');
  const key = keys[name];
  if (!key) return [...rows];
  const dir = descending(sort) ? -1 : 1;
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const ex = x === null || x === undefined || x === '';
    const ey = y === null || y === undefined || y === '';
    if (ex || ey) return ex === ey ? 0 : ex ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return collator.compare(String(x), String(y)) * dir;
  });
}

/** The spec of a list loaded whole with no filters: only its order is in the address. */
export function sortOnlySpec<S extends string>(sorts: readonly S[], defaultSort: S): ListSpec<Record<string, never>, S> {
  return { filters: fieldsCodec({}, {}), sorts, defaultSort };
}
