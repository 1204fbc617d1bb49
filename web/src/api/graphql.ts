// The one GraphQL client of the admin: typed by the documents that
// graphql-codegen generates (src/gql), it posts to /graphql with the
// session cookie and the session's CSRF token.
import type { TypedDocumentString } from '../gql/graphql';
import { ApiError, fromGraphQLErrors } from './errors';

let csrfToken = '';
let onUnauthenticated: () => void = () => {};
let ended = false;

/** Sets the CSRF token sent with every request (from the session). */
export function setCsrfToken(token: string) {
  csrfToken = token;
  if (token) ended = false;
}

/** Whether the server said the session is gone (until the next login): forms keep their unsaved drafts then. */
export function sessionEnded(): boolean {
  return ended;
}

/** Registers what happens when the server says the session is gone. */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

/** The CSRF header every mutation carries (for other transports: uploads). */
export function csrfHeader(): Record<string, string> {
  return { 'X-CSRF-Token': csrfToken };
}

/** Tells the app that the session is gone (for other transports). */
export function handleUnauthenticated() {
  ended = true;
  onUnauthenticated();
}

type Args<V> = V extends Record<string, never> ? [variables?: V] : [variables: V];

/**
 * Runs a query or mutation and returns its data. It throws an ApiError on
 * any error (with the server's code and field errors); an expired session
 * also calls the unauthenticated handler.
 */
export async function gql<R, V>(doc: TypedDocumentString<R, V>, ...[variables]: Args<V>): Promise<R> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeader() },
      body: JSON.stringify({ query: doc.toString(), variables: variables ?? {} }),
    });
  } catch {
    throw new ApiError('network', 'Cannot reach the server.');
  }
  let body: { data?: R | null; errors?: [] } = {};
  try {
    body = await res.json();
  } catch {
    throw new ApiError(res.status >= 500 ? 'unavailable' : 'bad_request', res.statusText, { status: res.status });
  }
  if (body.errors?.length) {
    const err = fromGraphQLErrors(body.errors, res.status);
    if (err.code === 'unauthenticated') handleUnauthenticated();
    throw err;
  }
  if (!res.ok || body.data == null) {
    throw new ApiError(res.status >= 500 ? 'unavailable' : 'bad_request', res.statusText, { status: res.status });
  }
  return body.data;
}
