import { useCallback } from 'react';
import { gql } from '../../api/graphql';
import { categoryOptions } from './categoryTree';
import type { Choices } from './EventFilters';
import { fetchAllCategories, fetchAllTags } from './fetchAll';
import { OrganizerOptions, VenueOptions } from './queries';
import { useAsync } from './useAsync';

/** What the event filters choose from: categories (a tree), tags, the first 50 venues and organizers. */
export function useChoices() {
  const load = useCallback(async (): Promise<Choices> => {
    const [cats, tags, venues, organizers] = await Promise.all([
      fetchAllCategories(),
      fetchAllTags(),
      gql(VenueOptions, {}),
      gql(OrganizerOptions, {}),
    ]);
    return {
      categories: categoryOptions(cats),
      tags: tags.map((t) => ({ value: t.id, label: t.name })),
      venues: venues.venues.nodes.map((v) => ({ value: v.id, label: v.name })),
      organizers: organizers.organizers.nodes.map((o) => ({ value: o.id, label: o.name })),
    };
  }, []);
  return useAsync(load).data ?? { categories: [], tags: [], venues: [], organizers: [] };
}
