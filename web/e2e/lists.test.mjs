// Every list of the admin keeps its state in the address (issue 28, point
// 15): search, filters, order and page survive Back and shared links, and
// columns sort, with aria-sort telling the order. One shared mechanism
// (useListState); the job list has its own test in editors.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminSuite, logIn as logInAs, requirements } from './suite.mjs';

const admin = { email: 'ada@example.com', password: 'admin-pass-123', role: 'admin', name: 'Ada Admin' };

let server;
let page;
adminSuite({ users: [admin], serveFlags: ['--demo'], company: false, ready: (s) => ({ server, page } = s) });

const nav = (name) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const sorted = (table, label, dir) => table.locator(`[aria-sort="${dir}"]`, { hasText: new RegExp(`^${label}`) }).waitFor();

/** The first cells of a table's body rows. */
async function firstColumn(table) {
  return (await table.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim());
}

const byCollation = (xs, dir = 1) => [...xs].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }) * dir);

test('the event list keeps its search, filters, order and page in the address', async (t) => {
  if (!requirements(t)) return;
  await logInAs(page, server, admin);
  await nav('Events').click();
  const table = page.getByRole('table', { name: 'Events' });
  await table.waitFor();
  // A column sorts on the server: by title, then descending.
  await table.getByRole('button', { name: /^Title/ }).click();
  await page.waitForURL(/sort=title/);
  await sorted(table, 'Title', 'ascending');
  const titles = (await table.locator('tbody tr td:first-child a').allInnerTexts()).map((s) => s.trim());
  assert.deepEqual(titles, byCollation(titles));
  await table.getByRole('button', { name: /^Title/ }).click();
  await page.waitForURL(/sort=-title/);
  await sorted(table, 'Title', 'descending');
  // Page 2, then a search: the search starts again at page 1.
  await page.getByRole('navigation', { name: 'Pages of events' }).getByRole('button', { name: '2' }).click();
  await page.waitForURL(/page=2/);
  await page.getByRole('textbox', { name: 'Search events' }).fill('concert');
  await page.waitForURL((u) => u.searchParams.get('q') === 'concert' && !u.searchParams.has('page'));
  await table.locator('tbody tr').first().waitFor();
  // Open an event and come back: the list is as it was.
  await table.locator('tbody tr td:first-child a').first().click();
  await page.getByRole('heading', { name: /^Edit / }).waitFor();
  await page.goBack();
  await table.waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Search events' }).inputValue(), 'concert');
  await sorted(table, 'Title', 'descending');
  // Back again: the search goes, the page and order come back.
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('q') && u.searchParams.get('page') === '2');
  assert.equal(await page.getByRole('textbox', { name: 'Search events' }).inputValue(), '');
  // A shared link with a filter the form shows.
  await page.goto(`${server.url}/admin/calendar/events?status=DRAFT&sort=-modified`);
  await sorted(table, 'Changed', 'descending');
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('textbox', { name: 'Status' }).or(page.getByRole('combobox', { name: 'Status' })).first().waitFor();
  assert.ok(await page.getByText('Clear filters (1)').isVisible());
});

test('venues, organizers, categories and tags: search and order in the address', async (t) => {
  if (!requirements(t)) return;
  for (const [navName, table, search] of [
    ['Venues', 'Venues', 'Search venues'],
    ['Organizers', 'Organizers', 'Search organizers'],
    ['Event categories', 'Event categories', 'Search categories'],
    ['Event tags', 'Event tags', 'Search tags'],
  ]) {
    await nav(navName).click();
    const list = page.getByRole('table', { name: table });
    await list.waitFor();
    await list.getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL(/sort=/);
    await sorted(list, 'Name', 'ascending');
    await list.getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL(/sort=-name/);
    await sorted(list, 'Name', 'descending');
    const names = await firstColumn(list);
    assert.deepEqual(names, byCollation(names, -1), `${navName} by name, descending`);
    const word = names[0].split(/\s+/)[0];
    await page.getByRole('textbox', { name: search }).fill(word);
    await page.waitForURL((u) => u.searchParams.get('q') === word);
    const url = page.url();
    // Leave and come back by Back; then open the shared link afresh.
    await nav('Dashboard').click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goBack();
    await list.waitFor();
    assert.equal(await page.getByRole('textbox', { name: search }).inputValue(), word, navName);
    await sorted(list, 'Name', 'descending');
    await page.goto(url);
    await list.waitFor();
    assert.equal(await page.getByRole('textbox', { name: search }).inputValue(), word, navName);
    assert.ok((await firstColumn(list)).some((n) => n.includes(word)), `${navName}: ${word}`);
  }
});

test('users, API keys and locations sort by their columns, kept in the address', async (t) => {
  if (!requirements(t)) return;
  await nav('Users').click();
  const users = page.getByRole('table', { name: 'Users' });
  await users.waitFor();
  await users.getByRole('button', { name: /^E-mail/ }).click();
  await page.waitForURL(/sort=-email/);
  await sorted(users, 'E-mail', 'descending');
  const emails = (await users.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((s) => s.trim());
  assert.deepEqual(emails, byCollation(emails, -1));
  await page.reload();
  await sorted(users, 'E-mail', 'descending');

  await nav('Locations').click();
  const locations = page.getByRole('table', { name: 'Locations' });
  await locations.waitFor();
  await locations.getByRole('button', { name: /^City/ }).click();
  await page.waitForURL(/sort=-city/);
  await sorted(locations, 'City', 'descending');
  const cities = await firstColumn(locations);
  assert.deepEqual(cities, byCollation(cities, -1));

  await nav('API keys').click();
  await page.getByRole('heading', { name: 'API keys' }).waitFor();
  await page.getByRole('table', { name: 'API keys' }).or(page.getByText('No API keys yet')).first().waitFor();
});

test('the media library keeps its search and page in the address', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/media?q=zzz-nothing`);
  await page.getByText('No images match').waitFor();
  assert.equal(await page.getByRole('searchbox').or(page.getByRole('textbox', { name: /Search/ })).first().inputValue(), 'zzz-nothing');
});
