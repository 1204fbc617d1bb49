// The state of a searchable, paged list with a create/edit modal and a
// delete confirmation (LinkedRecordsScreen: venues and organizers).
import { useCallback, useState } from 'react';
import { useQuery } from '../../api/useQuery';
import type { TypedDocumentString } from '../../gql/graphql';

export type ListVars = { search?: string | null; page: number };

export function usePagedList<R, V extends ListVars, T>(doc: TypedDocumentString<R, V>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(doc, { search: search || undefined, page } as V);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  // A new search starts again at the first page.
  const onSearch = useCallback((s: string) => {
    setSearch(s);
    setPage(1);
  }, []);
  return { ...query, page, setPage, onSearch, editing, setEditing, deleting, setDeleting };
}
