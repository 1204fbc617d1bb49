import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useQuery } from '../../api/useQuery';
import { fieldsCodec, type ListSpec } from '../../components/listState';
import type { useListState } from '../../components/useListState';
import { MediaImages } from './mediaApi';

/** The library's search and page in the address (`?q=logo&page=2`); the pickers keep theirs in the dialog. */
export const mediaListSpec: ListSpec<{ search: string }, 'newest'> = {
  filters: fieldsCodec({ search: '' }, { search: { param: 'q' } }),
  sorts: ['newest'],
  defaultSort: 'newest',
  typed: ['search'],
};

type AddressList = ReturnType<typeof useListState<{ search: string }, 'newest'>>;

/**
 * A page of the library with its search, as the grid and the picker show
 * it; with `address` (useListState(mediaListSpec)) both live in the address.
 */
export function useMediaPage(perPage: number, address?: AddressList) {
  const [localPage, setLocalPage] = useState(1);
  const [localSearch, setLocalSearch] = useState('');
  const [localDebounced] = useDebouncedValue(localSearch.trim(), 300);
  const page = address ? address.page : localPage;
  const search = address ? address.draft.search : localSearch;
  const debounced = address ? address.filters.search.trim() : localDebounced;
  const setPage = address ? address.setPage : setLocalPage;
  const query = useQuery(MediaImages, { page, perPage, search: debounced || null });
  const setSearch = (s: string) => {
    if (address) return address.set('search', s);
    setLocalSearch(s);
    setLocalPage(1);
  };
  // New uploads come first: after one, show the first page (fetched again if it is already shown).
  const showNewest = () => {
    if (page === 1) void query.reload();
    else setPage(1);
  };
  const totalPages = query.data?.mediaImages.totalPages ?? 0;
  return { ...query, page, setPage, search, setSearch, totalPages, searching: debounced !== '', showNewest };
}
