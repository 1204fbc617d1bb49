import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useQuery } from '../../api/useQuery';
import { MediaImages } from './mediaApi';

/** A page of the library with its search, as the grid and the picker show it. */
export function useMediaPage(perPage: number) {
  const [page, setPage] = useState(1);
  const [search, setSearchNow] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(MediaImages, { page, perPage, search: debounced || null });
  const setSearch = (s: string) => {
    setSearchNow(s);
    setPage(1);
  };
  // New uploads come first: after one, show the first page (fetched again if it is already shown).
  const showNewest = () => {
    if (page === 1) void query.reload();
    else setPage(1);
  };
  const totalPages = query.data?.mediaImages.totalPages ?? 0;
  return { ...query, page, setPage, search, setSearch, totalPages, searching: debounced !== '', showNewest };
}
