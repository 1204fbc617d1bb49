// The admin in a real browser against the real binary: log in, create an
// API key in the UI and use it, revoke it, role-based navigation with the
// server refusing anyway, session expiry, log out. Screenshots of each
// main screen go to artifacts/screenshots/.
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { screenshot, screenshotDir } from './browser.mjs';
import { adminSuite, pageGraphQL, requirements } from './suite.mjs';

const admin = { email: 'admin@example.com', password: 'admin-pass-123', role: 'admin', name: 'Ada Admin' };
const contributor = { email: 'writer@example.com', password: 'writer-pass-123', role: 'contributor' };

let server;
let browser;
let page;
adminSuite({ users: [admin, contributor], ready: (s) => ({ server, browser, page } = s) });

const emailBox = () => page.getByRole('textbox', { name: 'E-mail' });
const passwordBox = () => page.getByRole('textbox', { name: 'Password' });

async function logIn(user) {
  await emailBox().fill(user.email);
  await passwordBox().fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const gqlInPage = (query) => pageGraphQL(page, query);

test('a wrong password is refused with a clear message', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/`);
  await emailBox().waitFor();
  await screenshot(page, '01-login');
  if (process.env.CORKBOARD_E2E_UPDATE_DOCS === '1') {
    copyFileSync(join(screenshotDir, '01-login.png'), fileURLToPath(new URL('../../docs/admin-login.png', import.meta.url)));
  }
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Enter your e-mail address').waitFor();
  await logIn({ email: admin.email, password: 'not-the-password' });
  const alert = page.getByRole('alert').filter({ hasText: 'Could not log in' });
  await alert.waitFor();
  assert.match(await alert.innerText(), /Wrong e-mail or password/);
  assert.match(page.url(), /\/admin\/login$/);
  await screenshot(page, '02-login-refused');
});

test('the right password lands on the dashboard', async (t) => {
  if (!requirements(t)) return;
  await logIn(admin);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  assert.match(new URL(page.url()).pathname, /^\/admin\/?$/);
  const nav = page.getByRole('navigation');
  for (const name of ['Dashboard', 'API keys', 'Users']) {
    assert.equal(await nav.getByRole('link', { name }).count(), 1, `nav link ${name}`);
  }
  await page.getByText('Acme Corporation').first().waitFor();
  await screenshot(page, '03-dashboard');
});

test('an API key created in the UI works, and stops working when revoked', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('heading', { name: 'API keys' }).waitFor();
  await page.getByText('No API keys yet').waitFor();
  await screenshot(page, '04-api-keys-empty');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: /New API key/ });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e site');
  assert.equal(await dialog.getByRole('checkbox', { name: 'content:read' }).isChecked(), true);
  await screenshot(page, '05-api-key-form');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const keyBox = page.getByRole('textbox', { name: 'Your new API key' });
  await keyBox.waitFor();
  const key = await keyBox.inputValue();
  assert.match(key, /^cbk_[A-Za-z0-9_-]{40,}$/);
  await screenshot(page, '06-api-key-created');
  await page.getByRole('button', { name: 'Done' }).click();

  const useKey = () =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ company { name } }' }),
    });
  let res = await useKey();
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { data: { company: { name: 'Acme Corporation' } } });

  const row = page.getByRole('row').filter({ hasText: 'e2e site' });
  await row.getByText('Active').waitFor();
  await screenshot(page, '07-api-keys');
  await row.getByRole('button', { name: 'Revoke key e2e site' }).click();
  await page.getByRole('dialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke key' }).click();
  await row.getByText('Revoked').waitFor();
  await screenshot(page, '08-api-key-revoked');

  res = await useKey();
  assert.equal(res.status, 401);
});

test('the users screen lists and creates users', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByText(contributor.email).waitFor();
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('new.editor@example.com');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('editor-pass-123');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await table.getByText('new.editor@example.com').waitFor();
  await screenshot(page, '09-users');
});

test('a form with unsaved changes asks before it is left', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Half typed');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  assert.equal(await dialog.getByRole('textbox', { name: 'Name' }).inputValue(), 'Half typed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

test('an ended session sends the user to the login screen', async (t) => {
  if (!requirements(t)) return;
  const cookies = await browser.context.cookies();
  await browser.context.clearCookies();
  await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).click();
  await page.getByText('Your session has ended. Please log in again.').first().waitFor();
  await emailBox().waitFor();
  assert.match(page.url(), /\/admin\/login\?next=%2Fkeys$/);
  await browser.context.addCookies(cookies);
  await page.reload();
  await page.getByRole('heading', { name: 'API keys' }).waitFor(); // back where it was
});

test('logging out ends the session', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('button', { name: 'Log out' }).click();
  await emailBox().waitFor();
  const status = await page.evaluate(async () => (await fetch('/admin/api/session')).status);
  assert.equal(status, 401);
  await page.goto(`${server.url}/admin/users`);
  await emailBox().waitFor();
});

test('a contributor sees neither Users nor API keys, and the server refuses them anyway', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/login`);
  await logIn(contributor);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const nav = page.getByRole('navigation');
  assert.equal(await nav.getByRole('link', { name: 'Dashboard' }).count(), 1);
  assert.equal(await nav.getByRole('link', { name: 'API keys' }).count(), 0);
  assert.equal(await nav.getByRole('link', { name: 'Users' }).count(), 0);
  assert.equal(await page.getByRole('combobox', { name: 'Company' }).count(), 0);
  await screenshot(page, '10-contributor-dashboard');

  await page.goto(`${server.url}/admin/users`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

  for (const query of ['{ users { id } }', '{ apiKeys(companyId: "1") { id } }']) {
    const { status, body } = await gqlInPage(query);
    assert.equal(status, 200);
    assert.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', `${query}: ${JSON.stringify(body)}`);
  }
  const created = await gqlInPage('mutation { createApiKey(input: {companyId: "1", scopes: ["content:read"]}) { key } }');
  assert.equal(created.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');

  await page.getByRole('button', { name: 'Log out' }).click();
  await emailBox().waitFor();
});
