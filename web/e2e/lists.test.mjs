// Every list of the admin keeps its state in the address (issue 28, point
// 15): search, filters, order and page survive Back and shared links, and
// columns sort, with aria-sort telling the order. One shared mechanism
// (useListState); the job list has its own test in editors.test.mjs.
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { screenshot, screenshotDir } from './browser.mjs';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const admin = { email: 'ada@example.com', password: 'admin-pass-123', role: 'admin', name: 'Ada Admin' };

let server;
let page;
adminSuite({ users: [admin], serveFlags: ['--demo'], company: false, ready: (s) => ({ server, page } = s) });

/** A screenshot in artifacts/screenshots/, copied to docs/ with CORKBOARD_E2E_UPDATE_DOCS=1 (docs/admin.md shows it). */
async function docShot(name) {
  await screenshot(page, name);
  if (process.env.CORKBOARD_E2E_UPDATE_DOCS === '1') {
    copyFileSync(join(screenshotDir, `${name}.png`), fileURLToPath(new URL(`../../docs/${name}.png`, import.meta.url)));
  }
}

const nav = (name) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const sorted = (table, label, dir) => table.locator(`[aria-sort="${dir}"]`, { hasText: new RegExp(`^${label}`) }).waitFor();

/** Waits until the rows' texts (read by read) are in order (the address changes before the list reloads). */
async function inOrder(read, order, what) {
  let got;
  for (let i = 0; i < 50; i++) {
    got = await read();
    if (got.length > 0 && JSON.stringify(got) === JSON.stringify(order(got))) return got;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.ok(got.length > 0, `${what}: no rows`);
  assert.deepEqual(got, order(got), what);
}

/** The first cells of a table's body rows. */
async function firstColumn(table) {
  return (await table.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim());
}

// Lists loaded whole sort in the browser (the reader's collation); paged
// lists on the server (lower-cased text).
const byCollation = (xs, dir = 1) => [...xs].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }) * dir);
const byLowerCase = (xs, dir = 1) => [...xs].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -dir : a.toLowerCase() > b.toLowerCase() ? dir : 0));

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
  await inOrder(async () => (await table.locator('tbody tr td:nth-child(2) a').allInnerTexts()).map((s) => s.trim()), byLowerCase, 'events by title');
  await table.getByRole('button', { name: /^Title/ }).click();
  await page.waitForURL(/sort=-title/);
  await sorted(table, 'Title', 'descending');
  // Page 2, then a search: the search starts again at page 1.
  await page.getByRole('button', { name: '2', exact: true }).click();
  await page.waitForURL(/page=2/);
  await page.getByRole('textbox', { name: 'Search events' }).fill('Harbour');
  await page.waitForURL((u) => u.searchParams.get('q') === 'Harbour' && !u.searchParams.has('page'));
  await inOrder(async () => (await table.locator('tbody tr td:nth-child(2) a').allInnerTexts()).filter((x) => x.includes('Harbour')), (xs) => byLowerCase(xs, -1), 'found');
  await table.locator('tbody tr td:nth-child(2) a', { hasText: 'Harbour' }).first().waitFor();
  // Open an event and come back: the list is as it was.
  await table.locator('tbody tr td:nth-child(2) a', { hasText: 'Harbour' }).first().click();
  await page.getByRole('heading', { name: /^Edit / }).waitFor();
  await page.goBack();
  await table.waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Search events' }).inputValue(), 'Harbour');
  await sorted(table, 'Title', 'descending');
  // Back again: typing replaced the page's entry, so Back leaves the
  // search and the page, and keeps the order of the entry before.
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('q') && !u.searchParams.has('page') && u.searchParams.get('sort') === '-title');
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
  for (const [navName, table, search, order] of [
    ['Venues', 'Venues', 'Search venues', byLowerCase],
    ['Organizers', 'Organizers', 'Search organizers', byLowerCase],
    ['Event categories', 'Event categories', 'Search categories', byCollation],
    ['Event tags', 'Event tags', 'Search tags', byCollation],
  ]) {
    await nav(navName).click();
    const list = page.getByRole('table', { name: table });
    await list.waitFor();
    // Venues and organizers list the newest first: Name sorts ascending,
    // then descending. Terms are by name already: Name turns descending.
    const byNameFirst = navName.startsWith('Event ');
    if (!byNameFirst) {
      await list.getByRole('button', { name: /^Name/ }).click();
      await page.waitForURL(/sort=name/);
      await sorted(list, 'Name', 'ascending');
    } else await sorted(list, 'Name', 'ascending');
    await list.getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL(/sort=-name/);
    await sorted(list, 'Name', 'descending');
    const names = await inOrder(() => firstColumn(list), (xs) => order(xs, -1), `${navName} by name, descending`);
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
  await inOrder(async () => (await users.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((s) => s.trim()), (xs) => byCollation(xs, -1), 'users');
  await page.reload();
  await sorted(users, 'E-mail', 'descending');

  await nav('Locations').click();
  const locations = page.getByRole('table', { name: 'Locations' });
  await locations.waitFor();
  await locations.getByRole('button', { name: /^City/ }).click();
  await page.waitForURL(/sort=-city/);
  await sorted(locations, 'City', 'descending');
  await inOrder(() => firstColumn(locations), (xs) => byCollation(xs, -1), 'locations');

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

test('bulk actions on events and jobs report each item; Duplicate opens a draft copy', async (t) => {
  if (!requirements(t)) return;
  // Events: unpublish two, then publish them again.
  await page.goto(`${server.url}/admin/calendar/events?sort=title`);
  const events = page.getByRole('table', { name: 'Events' });
  await sorted(events, 'Title', 'ascending');
  const links = events.locator('tbody tr td:nth-child(2) a');
  for (const i of [0, 1]) await events.locator('tbody tr').nth(i).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions on 2 events' });
  await bar.waitFor();
  await docShot('admin-events-bulk');
  await bar.getByRole('button', { name: 'Unpublish' }).click();
  const done = page.getByRole('dialog', { name: 'Unpublish: 2 of 2 events done' });
  await done.waitFor();
  await done.getByRole('button', { name: 'Done' }).click();
  const ids = [(await links.nth(0).getAttribute('href')).split('/').pop(), (await links.nth(1).getAttribute('href')).split('/').pop()];
  const statuses = async () =>
    (await pageGraphQL(page, 'query($ids: [ID!]) { events(filter: { ids: $ids, statuses: [PUBLISH, DRAFT] }) { nodes { status } } }', { ids })).body.data.events.nodes.map((n) => n.status);
  assert.deepEqual(await statuses(), ['DRAFT', 'DRAFT']);
  await page.goto(`${server.url}/admin/calendar/events?sort=title&status=DRAFT`);
  for (const id of ids) await events.getByRole('row').filter({ has: page.locator(`a[href$="/events/${id}"]`) }).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Publish: 2 of 2 events done' }).getByRole('button', { name: 'Done' }).click();
  assert.deepEqual(await statuses(), ['PUBLISH', 'PUBLISH']);

  // Jobs: one of two selected is deleted meanwhile: the other is done, the failure named.
  await page.goto(`${server.url}/admin/jobs?sort=TITLE`);
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await sorted(jobs, 'Title', 'ascending');
  const jobLinks = jobs.locator('tbody tr td:nth-child(2) a');
  const b = (await jobLinks.nth(1).innerText()).trim();
  const goneId = (await jobLinks.nth(1).getAttribute('href')).split('/').pop();
  const keptId = (await jobLinks.nth(0).getAttribute('href')).split('/').pop();
  for (const i of [0, 1]) await jobs.locator('tbody tr').nth(i).getByRole('checkbox').check();
  const { companies } = (await pageGraphQL(page, '{ companies { id } }')).body.data;
  const del = await pageGraphQL(page, 'mutation($c: ID!, $id: ID!) { deleteJob(companyId: $c, id: $id) }', { c: companies[0].id, id: goneId });
  assert.ok(!del.body.errors, JSON.stringify(del.body));
  await page.getByRole('region', { name: 'Bulk actions on 2 jobs' }).getByRole('button', { name: 'Close' }).click();
  const outcome = page.getByRole('dialog', { name: 'Close: 1 of 2 jobs done' });
  await outcome.waitFor();
  await outcome.getByRole('list', { name: 'Failed' }).getByText(b).waitFor();
  await docShot('admin-bulk-outcome');
  await outcome.getByRole('button', { name: 'Done' }).click();
  await jobs.getByRole('row').filter({ has: page.locator(`a[href$="/jobs/${keptId}"]`) }).getByText('Closed').waitFor();

  // Duplicate a job: a draft copy opens.
  await jobs.locator(`a[href$="/jobs/${keptId}"]`).click();
  await page.getByRole('heading', { name: 'Edit job' }).waitFor();
  const original = page.url();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.waitForURL((u) => /\/admin\/jobs\/\d+$/.test(u.pathname) && u.href !== original);
  await page.getByText('Draft', { exact: true }).first().waitFor();
  assert.match(await page.getByRole('textbox', { name: /^Title/ }).first().inputValue(), /\(copy\)$/);

  // Duplicate an event: a draft copy opens.
  await page.goto(`${server.url}/admin/calendar/events?sort=title`);
  await events.locator('tbody tr td:nth-child(2) a').first().click();
  await page.getByRole('heading', { name: /^Edit / }).waitFor();
  const event = page.url();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.waitForURL((u) => /\/calendar\/events\/\d+$/.test(u.pathname) && u.href !== event);
  await page.getByRole('heading', { name: /\(copy\)$/ }).waitFor();
  await page.getByRole('status', { name: 'Event status' }).getByText('Draft').waitFor();
});
