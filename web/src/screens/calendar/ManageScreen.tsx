// The frame of the venue, organizer, category and tag screens: title,
// create button, search, the list (with loading, error and empty states)
// and pages.
import { Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, Loading } from '../../components/LoadState';

type Props = {
  title: string;
  subtitle: string;
  createLabel: string;
  onCreate: () => void;
  /** The list: null while it loads for the first time. */
  count: number | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  page?: number;
  totalPages?: number;
  onPage?: (page: number) => void;
  /** The list (a table) when there are records. */
  list: ReactNode;
  /** The modals, always mounted. */
  children: ReactNode;
  /** What to search in, e.g. "venues". */
  searchWhat: string;
  /** The search box's text and the search the list shows (useListState: draft and filters). */
  search: string;
  searched: string;
  onSearch: (search: string) => void;
};

export function ManageScreen(p: Props) {
  const debounced = p.searched.trim();
  let body: ReactNode;
  if (p.count === null && p.loading) body = <Loading label={`Loading ${p.searchWhat}…`} />;
  else if (p.count === null) body = <LoadError error={p.error} onRetry={p.onRetry} />;
  else if (p.count === 0) body = <Text c="dimmed" py="lg" ta="center">{debounced ? `No ${p.searchWhat} match “${debounced}”.` : p.emptyText}</Text>;
  else body = p.list;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{p.title}</Title>
          <Text c="dimmed">{p.subtitle}</Text>
        </div>
        <Button onClick={p.onCreate}>{p.createLabel}</Button>
      </Group>
      <TextInput
        label={`Search ${p.searchWhat}`}
        placeholder="Type to search"
        value={p.search}
        onChange={(e) => p.onSearch(e.currentTarget.value)}
        maw={420}
      />
      {body}
      {p.onPage && (p.totalPages ?? 0) > 1 && (
        <Pagination total={p.totalPages ?? 1} value={p.page ?? 1} onChange={p.onPage} aria-label={`Pages of ${p.searchWhat}`} />
      )}
      {p.children}
    </Stack>
  );
}
