import { Card, EmptyState, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from '../../components/LoadState';

type Props = {
  /** The heading; its id (headingId) labels the list inside. */
  title: string;
  headingId: string;
  /** The items are loading. */
  loading: boolean;
  /** There are none: shows emptyTitle and emptyDescription. */
  empty: boolean;
  emptyTitle: string;
  emptyDescription: string;
  children: ReactNode;
};

/** A titled dashboard card with a short list, its loading and empty states. */
export function ListCard({ title, headingId, loading, empty, emptyTitle, emptyDescription, children }: Props) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="xs" id={headingId}>
        {title}
      </Title>
      {loading ? (
        <Loading label={`Loading ${title.toLowerCase()}…`} />
      ) : empty ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        children
      )}
    </Card>
  );
}
