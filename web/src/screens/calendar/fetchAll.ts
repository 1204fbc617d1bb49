// Categories and tags are read whole for the pickers and the tree: page
// through until the last page (50 a page).
import { gql } from '../../api/graphql';
import { CategoryPage, TagPage } from './queries';
import type { CategoryPageQuery, TagPageQuery } from '../../gql/graphql';

export type CategoryRow = CategoryPageQuery['categories']['nodes'][number];
export type TagRow = TagPageQuery['tags']['nodes'][number];

const maxPages = 40;

export async function fetchAllCategories(search?: string): Promise<CategoryRow[]> {
  const out: CategoryRow[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { categories } = await gql(CategoryPage, { page, search: search || undefined });
    out.push(...categories.nodes);
    if (page >= categories.totalPages) break;
  }
  return out;
}

export async function fetchAllTags(search?: string): Promise<TagRow[]> {
  const out: TagRow[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { tags } = await gql(TagPage, { page, search: search || undefined });
    out.push(...tags.nodes);
    if (page >= tags.totalPages) break;
  }
  return out;
}
