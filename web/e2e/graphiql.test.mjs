// GraphiQL offline: /graphql in a real browser with every request to a
// host other than the loopback refused (no internet, no CDN). GraphiQL
// renders from the assets the binary serves, loads the schema by
// introspection, runs a query, and the page asks for nothing elsewhere
// (no refused request, no Content-Security-Policy violation).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, requirements } from './suite.mjs';

let server;
let page;
adminSuite({ serveFlags: ['--demo'], company: false, ready: (s) => ({ server, page } = s) });

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

test('GraphiQL renders and runs a query with the network beyond the loopback cut off', async (t) => {
  if (!requirements(t)) return;
  const refused = [];
  const violations = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || loopback.has(url.hostname)) return route.continue();
    refused.push(url.href);
    return route.abort('internetdisconnected');
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const introspection = page.waitForResponse(
    (r) => r.url() === `${server.url}/graphql` && (r.request().postData() ?? '').includes('IntrospectionQuery'),
  );
  await page.goto(`${server.url}/graphql`);
  await page.locator('.graphiql-container').waitFor();
  const schema = await introspection;
  assert.equal(schema.status(), 200);
  const body = await schema.json();
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  assert.equal(body.data.__schema.queryType.name, 'Query');

  // The documentation explorer shows the schema.
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();

  // A query typed in the editor runs.
  const editor = page.locator('.graphiql-query-editor .CodeMirror').first();
  await editor.click();
  await page.evaluate(() => document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.setValue('{ events(perPage: 1) { totalCount } }'));
  const answer = page.waitForResponse((r) => r.url() === `${server.url}/graphql` && (r.request().postData() ?? '').includes('totalCount'));
  await page.getByRole('button', { name: /execute query/i }).click();
  assert.equal((await answer).status(), 200);
  await page.locator('.graphiql-response').getByText('totalCount').waitFor();
  await screenshot(page, 'graphiql-offline');

  assert.deepEqual(refused, [], 'requests beyond the loopback');
  assert.deepEqual(violations, [], 'Content-Security-Policy violations');
  await page.context().unrouteAll();
});
