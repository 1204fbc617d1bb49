// File uploads through GraphQL: the GraphQL multipart request spec
// (operations + map + one part per file), sent with XMLHttpRequest so that
// the screens can show upload progress, which fetch cannot report.
import type { TypedDocumentString } from '../gql/graphql';
import { csrfHeader, handleUnauthenticated } from './graphql';
import { ApiError, fromGraphQLErrors } from './errors';

/** A variable path ("file", "input.image") and the file to send there. */
export type UploadFiles = Record<string, File>;

export type UploadOptions = {
  /** Called with the fraction sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with code "aborted". */
  signal?: AbortSignal;
};

/** Sets value at a dotted path of obj, creating objects on the way. */
function setPath(obj: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let cur = obj;
  for (const p of parts.slice(0, -1)) {
    if (typeof cur[p] !== 'object' || cur[p] === null) cur[p] = {};
    cur = cur[p] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]] = value;
}

/**
 * The multipart body of the GraphQL multipart request spec: the files'
 * variables are null in `operations`, and `map` says where each part goes.
 */
export function multipartBody(query: string, variables: Record<string, unknown>, files: UploadFiles): FormData {
  const vars = structuredClone(variables);
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, i) => {
    setPath(vars, path, null);
    map[String(i)] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((file, i) => form.append(String(i), file, file.name));
  return form;
}

/**
 * Runs a mutation that takes files and returns its data, reporting
 * progress. Errors arrive as ApiError, as with gql().
 */
export function gqlUpload<R, V>(
  doc: TypedDocumentString<R, V>,
  /** The variables other than the files (those come in files). */
  variables: Partial<V>,
  files: UploadFiles,
  opts: UploadOptions = {},
): Promise<R> {
  const body = multipartBody(doc.toString(), variables as Record<string, unknown>, files);
  return new Promise<R>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(csrfHeader())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && opts.onProgress) opts.onProgress(e.total ? e.loaded / e.total : 1);
    };
    xhr.onerror = () => reject(new ApiError('network', 'Cannot reach the server.'));
    xhr.onabort = () => reject(new ApiError('aborted', 'The upload was cancelled.'));
    xhr.onload = () => {
      let parsed: { data?: R | null; errors?: [] } = {};
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError(xhr.status >= 500 ? 'unavailable' : 'bad_request', xhr.statusText, { status: xhr.status }));
        return;
      }
      if (parsed.errors?.length) {
        const err = fromGraphQLErrors(parsed.errors, xhr.status);
        if (err.code === 'unauthenticated') handleUnauthenticated();
        reject(err);
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300 || parsed.data == null) {
        reject(new ApiError(xhr.status >= 500 ? 'unavailable' : 'bad_request', xhr.statusText, { status: xhr.status }));
        return;
      }
      opts.onProgress?.(1);
      resolve(parsed.data);
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
