// The state of a searchable, sortable, paged list with a create/edit modal
// and a delete confirmation (LinkedRecordsScreen: venues and organizers).
// Search, order and page live in the address (useListState).
import { useState } from 'react';
import { useQuery } from '../../api/useQuery';
import { fieldsCodec, type ListSpec } from '../../components/listState';
import { useListState } from '../../components/useListState';
import type { LinkedOrderBy, SortDirection, TypedDocumentString } from '../../gql/graphql';

export type ListVars = { search?: string | null; page: number; orderBy?: LinkedOrderBy | null; order?: SortDirection | null };

export type LinkedSort = 'name' | '-name' | 'published' | '-published';

export const linkedListSpec: ListSpec<{ search: string }, LinkedSort> = {
  filters: fieldsCodec({ search: '' }, { search: { param: 'q' } }),
  sorts: ['-published', 'published', 'name', '-name'],
  defaultSort: '-published',
  typed: ['search'],
};

/** The query's order of a sort in the address. */
export function linkedOrder(sort: LinkedSort): { orderBy: LinkedOrderBy; order: SortDirection } {
  return { orderBy: sort.endsWith('name') ? 'NAME' : 'PUBLISHED', order: sort.startsWith('-') ? 'DESC' : 'ASC' };
}

export function usePagedList<R, V extends ListVars, T>(doc: TypedDocumentString<R, V>) {
  const list = useListState(linkedListSpec);
  const search = list.filters.search.trim();
  const query = useQuery(doc, { search: search || undefined, page: list.page, ...linkedOrder(list.sort) } as V);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return { ...query, list, page: list.page, setPage: list.setPage, editing, setEditing, deleting, setDeleting };
}
