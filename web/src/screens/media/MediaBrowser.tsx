import { EmptyState, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, Loading } from '../../components/LoadState';
import { MediaGrid } from './MediaGrid';
import type { MediaImage } from './mediaApi';
import type { useMediaPage } from './useMediaPage';

type Props = {
  state: ReturnType<typeof useMediaPage>;
  onChoose?: (image: MediaImage) => void;
  selectedId?: string | null;
  onDelete?: (image: MediaImage) => void;
  /** What to show when the library is empty (besides the message). */
  emptyAction?: ReactNode;
};

/** Search, grid and pagination of the library, with loading and empty states. */
export function MediaBrowser({ state, onChoose, selectedId, onDelete, emptyAction }: Props) {
  const { data, loading, error, reload, page, setPage, search, setSearch, totalPages, searching } = state;
  const images = data?.mediaImages.nodes ?? [];
  let body: ReactNode;
  if (!data && loading) body = <Loading label="Loading images…" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (images.length === 0)
    body = searching ? (
      <EmptyState title="No images match" description={`No image name contains “${search.trim()}”.`} />
    ) : (
      <EmptyState title="No images yet" description="Upload images to use them for events, venues and organizers.">
        {emptyAction}
      </EmptyState>
    );
  else body = <MediaGrid images={images} onChoose={onChoose} selectedId={selectedId} onDelete={onDelete} />;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search images"
          placeholder="File name"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        {data && (
          <Text size="sm" c="dimmed" role="status">
            {data.mediaImages.totalCount} {data.mediaImages.totalCount === 1 ? 'image' : 'images'}
          </Text>
        )}
      </Group>
      {body}
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination
            value={page}
            onChange={setPage}
            total={totalPages}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
