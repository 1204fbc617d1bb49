// The state of a list (filters, order, page) kept in the address, for
// every list of the admin: Back and shared links keep it. See listState.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filterKey, readList, sortColumn, writeList, type ListSpec, type ListState } from './listState';

export function useListState<F, S extends string>(spec: ListSpec<F, S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readList(spec, params), [spec, params]);
  const { filters, sort, page } = state;
  const go = (next: ListState<F, S>, replace = false) => setParams((prev) => writeList(spec, next, prev), { replace });

  // The form shows `draft` at once. Typed filters reach the address once
  // typing pauses (replacing the entry: one Back leaves the search);
  // chosen ones at once (a new entry: Back undoes the choice).
  const [draft, setDraft] = useState(filters);
  const [settled] = useDebouncedValue(draft, 300);
  const urlKey = filterKey(spec.filters, filters);
  const written = useRef(urlKey);
  useEffect(() => {
    const key = filterKey(spec.filters, settled);
    if (key === urlKey) return;
    written.current = key;
    go({ ...state, filters: settled, page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // The address changed from outside (Back, a link, a cleared filter): the form follows.
  useEffect(() => {
    if (urlKey !== written.current) setDraft(filters);
    written.current = urlKey;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey]);

  const typed = new Set<keyof F>(spec.typed ?? []);
  /** Sets the filters: typed ones follow after a pause, others at once (page 1). */
  const setFilters = (next: F) => {
    setDraft(next);
    const chosen = (Object.keys(next as object) as (keyof F)[]).some(
      (k) => !typed.has(k) && JSON.stringify(next[k]) !== JSON.stringify(draft[k]),
    );
    if (chosen) {
      written.current = filterKey(spec.filters, next);
      go({ ...state, filters: next, page: 1 });
    }
  };
  const set = <K extends keyof F>(key: K, value: F[K]) => setFilters({ ...draft, [key]: value });
  const clear = () => setFilters(spec.filters.empty);
  const setPage = (p: number) => go({ ...state, page: p });
  /** A sortable column's aria-sort and its click (first order, then second). */
  const column = (first: S, second?: S) => {
    const c = sortColumn(sort, first, second);
    return { aria: c.aria, onSort: () => go({ ...state, sort: c.next, page: 1 }) };
  };
  return { filters, draft, sort, page, set, setFilters, clear, setPage, column, filtered: urlKey !== '' };
}
