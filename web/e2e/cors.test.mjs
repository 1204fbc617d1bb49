// Cross-origin calls in a real browser: a page served from one origin
// (http://127.0.0.1:PORT, Corkboard's own) calls Corkboard under another
// (http://localhost:PORT), as a site or a dev server of a frontend team
// does. Chromium enforces CORS: the calendar's list and its exposed
// totals, an anonymous GraphQL query (preflighted: JSON), the content API
// and GraphQL with the demo API key from an origin the company allows;
// then, from a page whose origin no company allows (localhost), public
// reads still work, GraphQL refuses the key with a readable 403 and the
// content API's preflight fails, so the browser does not send the key.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { adminSuite, requirements } from './suite.mjs';

let server;
let page;
let apiKey;
adminSuite({
  serveFlags: ['--demo'],
  company: false,
  ready: (s) => {
    ({ server, page } = s);
    apiKey = readFileSync(server.logFile, 'utf8').match(/Demo API key \(all scopes\):\n(\S+)/)[1];
  },
});

/** Runs fetch(url, init) in the page: {status, headers, body} or {error}. */
function fetchInPage(url, init = {}) {
  return page.evaluate(
    async ([u, i]) => {
      try {
        const res = await fetch(u, i);
        const headers = {};
        for (const name of ['x-tec-total', 'etag', 'access-control-allow-origin']) headers[name] = res.headers.get(name);
        return { status: res.status, headers, body: await res.text() };
      } catch (e) {
        return { error: String(e) };
      }
    },
    [url, init],
  );
}

test('a page of another origin reads the calendar, GraphQL and, with an allowed origin, the content API', async (t) => {
  if (!requirements(t)) return;
  const other = server.url.replace('127.0.0.1', 'localhost');
  await page.goto(`${server.url}/healthz`);

  const events = await fetchInPage(`${other}/calendar/events/v1/events?per_page=2`);
  assert.equal(events.status, 200, JSON.stringify(events));
  assert.ok(Number(events.headers['x-tec-total']) > 0, `X-TEC-Total not readable: ${JSON.stringify(events.headers)}`);
  assert.ok(events.headers.etag, 'ETag not readable');
  assert.equal(JSON.parse(events.body).events.length, 2);

  const gql = (body, headers = {}) =>
    fetchInPage(`${other}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const anonymous = await gql({ query: '{ events { totalCount } }' });
  assert.equal(anonymous.status, 200, JSON.stringify(anonymous));
  assert.ok(JSON.parse(anonymous.body).data.events.totalCount > 0);

  // The page's origin is Corkboard's own public origin: the key may be used.
  const withKey = await gql({ query: '{ company { subdomain } }' }, { Authorization: `Bearer ${apiKey}` });
  assert.equal(withKey.status, 200, JSON.stringify(withKey));
  assert.ok(JSON.parse(withKey.body).data.company.subdomain);
  const jobs = await fetchInPage(`${other}/content/v1/jobs?per_page=1`, { headers: { Authorization: `Bearer ${apiKey}` } });
  assert.equal(jobs.status, 200, JSON.stringify(jobs));
  assert.equal(JSON.parse(jobs.body).meta.per_page, 1);

  // A page of an origin no company allows (http://localhost:PORT; the demo
  // company allows http://localhost:3000) calling Corkboard's own origin:
  // public reads work, the key is refused with a readable 403.
  await page.goto(`${other}/healthz`);
  const elsewhere = await fetchInPage(`${server.url}/calendar/events/v1/events?per_page=1`);
  assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere));
  const refused = await fetchInPage(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ query: '{ company { subdomain } }' }),
  });
  assert.equal(refused.status, 403, JSON.stringify(refused));
  assert.match(refused.body, /may not use the company's API key/);
  const refusedREST = await fetchInPage(`${server.url}/content/v1/jobs`, { headers: { Authorization: `Bearer ${apiKey}` } });
  assert.equal(refusedREST.error?.startsWith('TypeError'), true, `content preflight from an unknown origin: ${JSON.stringify(refusedREST)}`);
});
