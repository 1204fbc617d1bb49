import { Group, Pagination, Text } from '@mantine/core';

type Props = { total: number; noun: string; page: number; totalPages: number; onPage: (page: number) => void };

/** The count of a paged list ("3 jobs") and its pages. */
export function ListFooter({ total, noun, page, totalPages, onPage }: Props) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {total} {noun}
        {total === 1 ? '' : 's'}
      </Text>
      {totalPages > 1 && <Pagination total={totalPages} value={page} onChange={onPage} aria-label={`${noun[0].toUpperCase()}${noun.slice(1)} pages`} />}
    </Group>
  );
}
