// Categories and tags are read whole for the pickers and the tree, events
// whole for a month: page through until the last page.
import { gql } from '../../api/graphql';
import { CategoryPage, TagPage } from './queries';
import type { CategoryPageQuery, TagPageQuery } from '../../gql/graphql';

export type CategoryRow = CategoryPageQuery['categories']['nodes'][number];
export type TagRow = TagPageQuery['tags']['nodes'][number];

/** Every node of a paged list: pages 1, 2… until the last one, at most maxPages. */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<{ nodes: T[]; totalPages: number }>, maxPages = 40): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { nodes, totalPages } = await fetchPage(page);
    out.push(...nodes);
    if (page >= totalPages) break;
  }
  return out;
}

export function fetchAllCategories(search?: string): Promise<CategoryRow[]> {
  return fetchAllPages(async (page) => (await gql(CategoryPage, { page, search: search || undefined })).categories);
}

export function fetchAllTags(search?: string): Promise<TagRow[]> {
  return fetchAllPages(async (page) => (await gql(TagPage, { page, search: search || undefined })).tags);
}
