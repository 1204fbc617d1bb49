import { describe, expect, it } from 'vitest';
import { ApiError, describeError, fieldName, formatWait, fromGraphQLErrors, fromJSONAPIErrors } from './errors';

describe('fieldName', () => {
  it.each([
    ['email', 'email'],
    ['expires_at', 'expiresAt'],
    ['/data/attributes/expires_at', 'expiresAt'],
    ['/email', 'email'],
    ['company-id', 'companyId'],
    ['input.curriculumVitae', 'curriculumVitae'],
    ['input.education.0.title', 'title'],
    ['input.corsOrigins.2', 'corsOrigins'],
    ['companyId', 'companyId'],
  ])('%s → %s', (server, form) => {
    expect(fieldName(server)).toBe(form);
  });
});

describe('fromGraphQLErrors', () => {
  it('keeps the code and maps field errors to form fields', () => {
    const err = fromGraphQLErrors([
      {
        message: 'the request has invalid fields',
        extensions: {
          code: 'VALIDATION_FAILED',
          fields: [
            { field: 'scopes', message: 'at least one scope is required' },
            { field: 'expires_at', message: 'must be in the future' },
            { field: 'scopes', message: 'unknown scope x' },
          ],
        },
      },
    ]);
    expect(err.code).toBe('validation_failed');
    expect(err.fields).toEqual({
      scopes: 'At least one scope is required. Unknown scope x.',
      expiresAt: 'Must be in the future.',
    });
    expect(err.serverFields).toEqual({
      scopes: 'At least one scope is required. Unknown scope x.',
      expires_at: 'Must be in the future.',
    });
    expect(describeError(err)).toBe('Please correct the highlighted fields.');
  });

  it('treats errors without a code (query validation) as bad requests', () => {
    const err = fromGraphQLErrors([{ message: 'Cannot query field "x"' }]);
    expect(err.code).toBe('bad_request');
    expect(err.message).toBe('Cannot query field "x"');
  });
});

describe('fromJSONAPIErrors', () => {
  it('maps sources to fields and keeps the general detail as the message', () => {
    const err = fromJSONAPIErrors(
      [
        { status: '422', code: 'validation_failed', detail: 'is required', source: { parameter: 'email' } },
        { status: '422', code: 'validation_failed', detail: 'is required', source: { pointer: '/password' } },
      ],
      422,
    );
    expect(err.fields).toEqual({ email: 'Fill this in.', password: 'Fill this in.' });
    expect(err.status).toBe(422);
  });

  it('keeps Retry-After of a rate limit', () => {
    const err = fromJSONAPIErrors([{ code: 'rate_limited', detail: 'too many failed logins' }], 429, 300);
    expect(describeError(err)).toBe('Too many attempts. Try again in 5 minutes.');
  });
});

describe('describeError', () => {
  it.each([
    [new ApiError('network', 'x'), 'Cannot reach the server. Check your connection and try again.'],
    [new ApiError('forbidden', 'missing or invalid CSRF token'), 'Your session is out of date. Reload the page and try again.'],
    [new ApiError('forbidden', 'only administrators may do this'), 'You are not allowed to do this: only administrators may do this'],
    [new ApiError('conflict', 'a user with this e-mail exists'), 'a user with this e-mail exists'],
    [new ApiError('internal', 'internal error'), 'The server had a problem. Try again; if it persists, tell your administrator.'],
    [new Error('boom'), 'Something went wrong. Please try again.'],
  ])('%s', (err, text) => {
    expect(describeError(err)).toBe(text);
  });
});

describe('formatWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
  ])('%d', (s, text) => expect(formatWait(s)).toBe(text));
});
