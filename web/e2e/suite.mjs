// What every admin browser test file sets up: the built binary serving a
// throwaway SQLite database with the Acme company and the file's users,
// and Chromium; the tests skip without Chromium (and fail in CI).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { haveBrowser, launch } from './browser.mjs';
import { buildBinary, Corkboard } from './server.mjs';

/** Runs a GraphQL operation from the page, with its session cookie and CSRF token: {status, body}. */
export function pageGraphQL(page, query, variables = {}) {
  return page.evaluate(
    async ([q, v]) => {
      const session = await (await fetch('/admin/api/session')).json();
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return { status: res.status, body: await res.json() };
    },
    [query, variables],
  );
}

/** Logs user ({email, password}) in on the login screen and waits for the dashboard. */
export async function logIn(page, server, user) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Whether a test can run; skips it (or fails in CI) without Chromium. */
export function requirements(t) {
  if (haveBrowser()) return true;
  if (process.env.CI === 'true') assert.fail('Chromium is required in CI (apt-get install chromium)');
  t.skip('skipped: Chromium not found at /usr/bin/chromium');
  return false;
}

/**
 * Registers the file's before and after hooks. Before the tests, it builds
 * the binary, creates the company Acme Corporation (subdomain acme) and
 * each user ({email, password, role, name?}), runs setup(server) for the
 * rest, starts serve (with serveFlags, e.g. ['--demo']; company: false
 * leaves Acme out) and launches Chromium, then hands ready() the server,
 * browser and page (also set on the returned object).
 */
export function adminSuite({ users = [], setup, ready, serveFlags = [], company = true } = {}) {
  const suite = { server: null, browser: null, page: null };
  let buildDir;
  before(async () => {
    if (!haveBrowser()) return;
    buildDir = mkdtempSync(join(tmpdir(), 'corkboard-e2e-bin-'));
    const server = new Corkboard(await buildBinary(buildDir));
    suite.server = server;
    if (company) await server.cli('company', 'create', '--name', 'Acme Corporation', '--subdomain', 'acme');
    for (const u of users) {
      const name = u.name ? ['--name', u.name] : [];
      await server.cli('admin', 'create', '--email', u.email, '--password', u.password, '--role', u.role, ...name);
    }
    await setup?.(server);
    await server.start(...serveFlags);
    suite.browser = await launch();
    suite.page = suite.browser.page;
    ready?.(suite);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });
  return suite;
}
