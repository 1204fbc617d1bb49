// Application passwords in a real browser against the real binary: an
// admin sees a user's passwords with their last use and revokes one, which
// the server then refuses; a contributor issues one of their own and uses
// it; resetting the user's password revokes the rest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn, requirements } from './suite.mjs';

const admin = { email: 'admin@example.com', password: 'admin-pass-123', role: 'admin', name: 'Ada Admin' };
const writer = { email: 'writer@example.com', password: 'writer-pass-123', role: 'contributor' };

let server;
let page;
const issued = {}; // name → password, issued with the CLI before the server starts
adminSuite({
  users: [admin, writer],
  setup: async (s) => {
    for (const name of ['wp client', 'import script']) {
      const out = await s.cli('admin', 'app-password', '--email', writer.email, '--name', name);
      issued[name] = out.trim().split('\n').pop();
    }
  },
  ready: (s) => ({ server, page } = s),
});

/** The status of a GraphQL query sent with HTTP Basic credentials, from Node. */
async function basicStatus(email, password) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  await res.arrayBuffer();
  return res.status;
}

const row = (table, name) => table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test("an admin sees a user's application passwords with their last use and revokes one", async (t) => {
  if (!requirements(t)) return;
  assert.equal(await basicStatus(writer.email, issued['wp client']), 200);
  await logIn(page, server, admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: `Application passwords of ${writer.email}` }).click();
  await page.getByRole('heading', { name: `Application passwords of ${writer.email}` }).waitFor();
  const table = page.getByRole('table', { name: 'Application passwords' });
  const used = row(table, 'wp client');
  const unused = row(table, 'import script');
  await used.waitFor();
  assert.doesNotMatch(await used.innerText(), /Never/);
  assert.match(await used.innerText(), /Active/i);
  assert.match(await unused.innerText(), /Never/);
  await screenshot(page, '30-app-passwords-of-user');

  await used.getByRole('button', { name: 'Revoke application password wp client' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke application password?' });
  await confirm.getByRole('button', { name: 'Revoke password' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await used.getByText(/^Revoked/).waitFor();
  assert.equal(await used.getByRole('button', { name: /Revoke/ }).count(), 0);
  assert.equal(await basicStatus(writer.email, issued['wp client']), 401);
  assert.equal(await basicStatus(writer.email, issued['import script']), 200);
});

test("resetting a user's password revokes their application passwords", async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('link', { name: '← Users' }).click();
  await page.getByRole('button', { name: `Reset password of ${writer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset password of ${writer.email}` });
  await dialog.getByRole('textbox', { name: 'New password' }).fill(writer.password);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await basicStatus(writer.email, issued['import script']), 401);
  await page.getByRole('link', { name: `Application passwords of ${writer.email}` }).click();
  const table = page.getByRole('table', { name: 'Application passwords' });
  await row(table, 'import script').getByText(/^Revoked/).waitFor();
  assert.equal(await table.getByText('Active', { exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
});

test('a contributor issues an application password of their own and uses it', async (t) => {
  if (!requirements(t)) return;
  await logIn(page, server, writer);
  await page.getByRole('navigation').getByRole('link', { name: 'Application passwords' }).click();
  await page.getByRole('heading', { name: 'Application passwords', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create application password' }).click();
  const dialog = page.getByRole('dialog', { name: 'New application password' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('my laptop');
  await dialog.getByRole('button', { name: 'Create password' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy the new application password' });
  const password = await shown.getByRole('textbox', { name: 'Application password' }).inputValue();
  assert.equal(password.length, 24);
  await shown.getByRole('button', { name: 'Done' }).click();
  const table = page.getByRole('table', { name: 'Application passwords' });
  await row(table, 'my laptop').getByText('Active').waitFor();
  assert.equal(await basicStatus(writer.email, password), 200);
  await page.reload();
  assert.doesNotMatch(await row(table, 'my laptop').innerText(), /Never/);
  await screenshot(page, '31-own-app-passwords');
  // Another user's list is not theirs to see.
  await page.goto(`${server.url}/admin/users/1/app-passwords`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
});
