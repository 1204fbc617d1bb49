// The admin's REST endpoints (/admin/api): log in, log out, read the
// session. Everything else goes through GraphQL (graphql.ts).
import { ApiError, fromJSONAPIErrors } from './errors';

export type Role = 'admin' | 'editor' | 'contributor';

export type SessionUser = { id: string; email: string; name: string; role: Role };

export type Session = { user: SessionUser; csrfToken: string };

type SessionJSON = { user: SessionUser; csrf_token: string };

const toSession = (j: SessionJSON): Session => ({ user: j.user, csrfToken: j.csrf_token });

async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError('network', 'Cannot reach the server.');
  }
}

async function errorOf(res: Response): Promise<ApiError> {
  const retry = Number(res.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  try {
    const body = (await res.json()) as { errors?: [] };
    if (Array.isArray(body.errors)) return fromJSONAPIErrors(body.errors, res.status, retryAfter);
  } catch {
    // not JSON: a proxy's error page
  }
  return new ApiError(res.status >= 500 ? 'unavailable' : 'bad_request', res.statusText, { status: res.status });
}

/** The current session, or null when not logged in. */
export async function fetchSession(): Promise<Session | null> {
  const res = await request('/admin/api/session', { headers: { Accept: 'application/json' } });
  if (res.status === 401) return null;
  if (!res.ok) throw await errorOf(res);
  return toSession((await res.json()) as SessionJSON);
}

/** Logs in; the server sets the session cookie. */
export async function login(email: string, password: string): Promise<Session> {
  const res = await request('/admin/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw await errorOf(res);
  return toSession((await res.json()) as SessionJSON);
}

/** Ends the session; the server clears the cookie. */
export async function logout(csrfToken: string): Promise<void> {
  const res = await request('/admin/api/logout', { method: 'POST', headers: { 'X-CSRF-Token': csrfToken } });
  if (!res.ok) throw await errorOf(res);
}
