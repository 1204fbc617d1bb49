// Errors from the server, in one shape for the screens: a code (the
// server's error vocabulary), a message for people, and field errors keyed
// by the form's field names.
import { fieldMessage } from './fieldMessages';

/** The server's error codes (modules/errors.go), plus network failures. */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'internal'
  | 'network'
  | string;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field errors keyed by camelCase field name. */
  readonly fields: Record<string, string>;
  /**
   * The same field errors keyed by the server's whole field name (the
   * GraphQL path "input.translations.0.title", "input.social.linkedin"),
   * for forms whose fields share a last segment.
   */
  readonly serverFields: Record<string, string>;
  /** Seconds to wait, for rate_limited. */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { status?: number; fields?: Record<string, string>; serverFields?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = opts.status ?? 0;
    this.fields = opts.fields ?? {};
    this.serverFields = opts.serverFields ?? {};
    this.retryAfter = opts.retryAfter;
  }
}

/**
 * The form field a server field name belongs to: the last named segment of
 * a GraphQL path ("input.curriculumVitae", "input.education.0.title") or
 * of a JSON pointer ("/data/attributes/expires_at"), in camelCase
 * ("expiresAt"), as the GraphQL inputs name it.
 */
export function fieldName(serverField: string): string {
  const segments = serverField.split(/[/.]/).filter((s) => s !== '' && !/^\d+$/.test(s));
  const last = segments.pop() ?? serverField;
  return last.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Joins several messages for one field into one line (as sentences, fieldMessage). */
function addField(fields: Record<string, string>, field: string, raw: string, server?: Record<string, string>) {
  const message = fieldMessage(raw);
  const key = fieldName(field);
  fields[key] = fields[key] ? `${fields[key]} ${message}` : message;
  if (server) server[field] = server[field] ? `${server[field]} ${message}` : message;
}

type GraphQLErrorJSON = {
  message?: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[] };
};

/** The first GraphQL error of a response as an ApiError. */
export function fromGraphQLErrors(errors: GraphQLErrorJSON[], status = 200): ApiError {
  const first = errors[0] ?? {};
  const fields: Record<string, string> = {};
  const serverFields: Record<string, string> = {};
  for (const e of errors) {
    for (const f of e.extensions?.fields ?? []) addField(fields, f.field, f.message, serverFields);
  }
  // GraphQL spells codes in upper case (NOT_FOUND); the admin's vocabulary is
  // REST's lower case, shared with the admin REST endpoints.
  const code = (first.extensions?.code ?? 'bad_request').toLowerCase();
  return new ApiError(code, first.message ?? 'The request failed.', { status, fields, serverFields });
}

type JSONAPIErrorJSON = {
  status?: string;
  code?: string;
  detail?: string;
  title?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
};

/** A JSON:API error document (the admin REST endpoints) as an ApiError. */
export function fromJSONAPIErrors(errors: JSONAPIErrorJSON[], status: number, retryAfter?: number): ApiError {
  const fields: Record<string, string> = {};
  let message = '';
  for (const e of errors) {
    const field = e.source?.pointer ?? e.source?.parameter;
    if (field) addField(fields, field, e.detail ?? 'is invalid');
    else if (!message) message = e.detail ?? e.title ?? '';
  }
  const code = errors[0]?.code ?? (status >= 500 ? 'internal' : 'bad_request');
  return new ApiError(code, message || errors[0]?.title || 'The request failed.', { status, fields, retryAfter });
}

/** A sentence for people: what went wrong and what to do. */
export function describeError(err: unknown): string {
  if (!(err instanceof ApiError)) return 'Something went wrong. Please try again.';
  switch (err.code) {
    case 'network':
      return 'Cannot reach the server. Check your connection and try again.';
    case 'unauthenticated':
      return 'Your session has ended. Please log in again.';
    case 'forbidden':
      return err.message.includes('CSRF')
        ? 'Your session is out of date. Reload the page and try again.'
        : `You are not allowed to do this: ${err.message}`;
    case 'rate_limited':
      return `Too many attempts. Try again in ${formatWait(err.retryAfter ?? 60)}.`;
    case 'unavailable':
      return 'The server is temporarily unavailable. Try again in a moment.';
    case 'internal':
      return 'The server had a problem. Try again; if it persists, tell your administrator.';
    case 'validation_failed':
      return Object.keys(err.fields).length > 0 ? 'Please correct the highlighted fields.' : err.message;
    default:
      return err.message;
  }
}

/** "45 seconds", "5 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
