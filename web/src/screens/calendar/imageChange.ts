import type { ImageInput } from '../../gql/graphql';

/**
 * The image write of a venue or organizer form: the chosen library image,
 * null to remove the one it had, or undefined to leave it (unchanged, or an
 * image given by URL that the form does not show).
 */
export function imageChange(id: string | null, had?: { id?: string | null; url: string } | null): ImageInput | null | undefined {
  if (id) return id === had?.id ? undefined : { mediaId: id };
  if (had?.id) return null;
  return undefined;
}
