import { Badge } from '@mantine/core';
import type { PostStatus } from '../../gql/graphql';

const looks: Partial<Record<PostStatus, { color: string; label: string }>> = {
  PUBLISH: { color: 'green', label: 'Published' },
  FUTURE: { color: 'blue', label: 'Scheduled' },
  DRAFT: { color: 'gray', label: 'Draft' },
  PENDING: { color: 'yellow', label: 'Pending review' },
  PRIVATE: { color: 'grape', label: 'Private' },
  TRASH: { color: 'red', label: 'Trash' },
};

export function statusLabel(s: PostStatus): string {
  return looks[s]?.label ?? s.toLowerCase();
}

/** A post status as a coloured badge. */
export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge color={looks[status]?.color ?? 'gray'} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}

/** The statuses an editor may set or filter on. */
export const statusOptions = (['PUBLISH', 'DRAFT', 'PENDING', 'PRIVATE', 'FUTURE'] as PostStatus[]).map((s) => ({
  value: s,
  label: statusLabel(s),
}));
