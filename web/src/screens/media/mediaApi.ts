// The media library's GraphQL operations and the upload runner.
import { useCallback, useReducer, useRef } from 'react';
import { describeError } from '../../api/errors';
import { gqlUpload } from '../../api/upload';
import { graphql } from '../../gql';
import type { MediaImagesQuery } from '../../gql/graphql';
import { ACCEPTED_TYPES, MAX_IMAGE_BYTES } from './format';
import { precheck, uploadQueue } from './uploadQueue';

export const MediaImages = graphql(`
  query MediaImages($page: Int!, $perPage: Int!, $search: String) {
    mediaImages(page: $page, perPage: $perPage, search: $search) {
      nodes {
        id
        url
        name
        mime
        size
        width
        height
        createdAt
      }
      page
      totalCount
      totalPages
    }
  }
`);

export const UploadImage = graphql(`
  mutation UploadImage($file: Upload!) {
    uploadImage(file: $file) {
      id
      url
      name
    }
  }
`);

export const DeleteImage = graphql(`
  mutation DeleteImage($id: ID!) {
    deleteImage(id: $id)
  }
`);

export type MediaImage = MediaImagesQuery['mediaImages']['nodes'][number];

/** What a picker learns about the chosen image. */
export type PickedImage = { id: string; url: string; name: string };

/** Uploads at once; the rest wait in the queue. */
const PARALLEL = 2;

let seq = 0;

/**
 * The upload queue and a function that adds files to it: each file is
 * checked, then sent with gqlUpload (at most PARALLEL at a time) with
 * its progress in the queue. onUploaded runs after each success.
 */
export function useUploads(onUploaded: (image: PickedImage) => void) {
  const [items, dispatch] = useReducer(uploadQueue, []);
  const waiting = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const pump = useCallback(() => {
    while (running.current < PARALLEL && waiting.current.length > 0) {
      const { key, file } = waiting.current.shift()!;
      running.current++;
      dispatch({ type: 'start', key });
      gqlUpload(UploadImage, {}, { file }, { onProgress: (fraction) => dispatch({ type: 'progress', key, fraction }) })
        .then(({ uploadImage }) => {
          dispatch({ type: 'done', key, imageId: uploadImage.id });
          uploaded.current(uploadImage);
        })
        .catch((err: unknown) => dispatch({ type: 'failed', key, error: describeError(err) }))
        .finally(() => {
          running.current--;
          pump();
        });
    }
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const entries = files.map((file) => ({ key: `u${++seq}`, file }));
      dispatch({ type: 'add', files: entries.map(({ key, file }) => ({ key, name: file.name, size: file.size })) });
      for (const e of entries) {
        const refused = precheck(e.file, ACCEPTED_TYPES, MAX_IMAGE_BYTES);
        if (refused) dispatch({ type: 'failed', key: e.key, error: refused });
        else waiting.current.push(e);
      }
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(() => dispatch({ type: 'clearFinished' }), []);
  return { items, add, clearFinished };
}
