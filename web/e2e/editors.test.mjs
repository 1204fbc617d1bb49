// What editors trust the admin with (issue 28), in a real browser against
// the real binary: no lost work (the navigation guard on every editor),
// honest dates, and the fields and messages an editor expects.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const editor = { email: 'editor@example.com', password: 'editor-pass-123', role: 'editor', name: 'Eddie Editor' };

let server;
let page;
const consoleLines = [];
adminSuite({
  users: [editor],
  ready: (s) => {
    ({ server, page } = s);
    page.on('console', (m) => consoleLines.push(m.text()));
  },
});

const logIn = (user) => logInAs(page, server, user);
const nav = (name) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Leaving by the sidebar and by Back both ask; "Keep editing" keeps the edit in field. */
async function leavingAsks(field, value, leaveTo) {
  await nav(leaveTo).click();
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await field.inputValue(), value);
  await page.goBack();
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await field.inputValue(), value);
  await nav(leaveTo).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('heading', { name: leaveTo, exact: true }).waitFor();
}

test('every editor asks before unsaved changes are lost, with one navigation guard', async (t) => {
  if (!requirements(t)) return;
  await logIn(editor);

  // A new job (reached from the list, so Back has somewhere to go).
  await nav('Jobs').click();
  await page.getByRole('link', { name: 'New job' }).first().click();
  const title = page.getByRole('textbox', { name: 'Title (Nederlands)' });
  await title.fill('Kok');
  await page.getByText('Unsaved changes').waitFor();
  await leavingAsks(title, 'Kok', 'Locations');

  // An existing job.
  await nav('Jobs').click();
  await page.getByRole('link', { name: 'New job' }).first().click();
  await title.fill('Bakker');
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.waitForURL(/\/admin\/jobs\/\d+$/);
  await page.getByRole('heading', { name: 'Edit job' }).waitFor();
  await title.fill('Bakker (m/v)');
  await leavingAsks(title, 'Bakker (m/v)', 'Locations');

  // The company profile.
  await nav('Company').click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Acme Corp.');
  await leavingAsks(name, 'Acme Corp.', 'Locations');

  // A new event.
  await nav('Events').click();
  await page.getByRole('link', { name: 'Create event' }).click();
  const eventTitle = page.getByRole('textbox', { name: /^Title \(/ });
  await eventTitle.fill('Open day');
  await leavingAsks(eventTitle, 'Open day', 'Venues');

  assert.deepEqual(consoleLines.filter((l) => /blocker/i.test(l)), []);
});
