// The calendar admin in a real browser against the real binary: an editor
// creates an event with a new inline venue and a French title and finds it
// in the public REST API; the month view, venues, organizers, categories
// (nested) and tags screens; a contributor's publish ends up pending.
// Screenshots of each screen go to artifacts/screenshots/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn as logInAs, requirements } from './suite.mjs';

const editor = { email: 'editor@example.com', password: 'editor-pass-123', role: 'editor', name: 'Eddie Editor' };
const contributor = { email: 'writer@example.com', password: 'writer-pass-123', role: 'contributor' };

let server;
let page;
adminSuite({ users: [editor, contributor], company: false, ready: (s) => ({ server, page } = s) });

/** The session cookie of a user logged in through the admin API. */
async function sessionCookie(u) {
  const res = await fetch(`${server.url}/admin/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: u.email, password: u.password }),
  });
  assert.equal(res.status, 200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const logIn = (user) => logInAs(page, server, user);

const nav = (name) => page.getByRole('navigation').getByRole('link', { name, exact: true });

async function rest(path, headers = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, body: await res.json() };
}

let eventId;

test('an editor creates an event with a new inline venue and finds it in the REST API', async (t) => {
  if (!requirements(t)) return;
  await logIn(editor);
  await nav('Events').click();
  await page.getByRole('heading', { name: 'Events' }).waitFor();
  await page.getByText('No events match').waitFor();
  await screenshot(page, 'calendar-01-events-empty');

  await page.getByRole('link', { name: 'Create event' }).click();
  await page.getByRole('heading', { name: 'New event' }).waitFor();
  await page.getByRole('textbox', { name: 'Title (EN_US)' }).fill('Harbour Jazz Night');
  await page.getByRole('textbox', { name: 'Description (EN_US)' }).fill('Live music by the water.');
  await page.getByRole('tab', { name: 'French (France)' }).click();
  await page.getByRole('textbox', { name: 'Title (FR_FR)' }).fill('Nuit du jazz au port');

  await page.getByRole('button', { name: 'New venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByRole('textbox', { name: 'Venue name' }).fill('Harbour Hall');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Ghent');
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await page.getByRole('combobox', { name: 'Venue' }).inputValue(), /^Harbour Hall/);

  await page.getByRole('textbox', { name: 'Cost' }).fill('15');
  await page.getByRole('textbox', { name: 'Currency symbol' }).fill('€');
  await page.getByRole('checkbox', { name: 'Featured' }).check();
  // New events start as drafts: publishing is chosen.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await screenshot(page, 'calendar-02-event-editor-new');
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
  eventId = page.url().split('/').pop();
  await page.getByRole('heading', { name: 'Edit Harbour Jazz Night' }).waitFor();
  await page.getByRole('status', { name: 'Event status' }).getByText('Published').waitFor();
  await screenshot(page, 'calendar-03-event-editor');

  // The default window (from yesterday on) holds tomorrow's event.
  const list = await rest('/calendar/events/v1/events');
  assert.equal(list.status, 200);
  const found = list.body.events.find((e) => String(e.id) === eventId);
  assert.ok(found, `event ${eventId} in ${JSON.stringify(list.body.events.map((e) => e.title))}`);
  assert.equal(found.title, 'Harbour Jazz Night');
  assert.equal(found.venue.venue, 'Harbour Hall');
  assert.equal(found.venue.city, 'Ghent');
  assert.equal(found.featured, true);
  assert.equal(found.cost, '€15');
  assert.equal(found.start_date.slice(11), '10:00:00');
  const en = await rest(`/calendar/events/v1/events/${eventId}`);
  assert.equal(en.body.description, '<p>Live music by the water.</p>');
  const fr = await rest(`/calendar/events/v1/events/${eventId}?site_language=fr_fr`);
  assert.equal(fr.body.title, 'Nuit du jazz au port');
});

test('the events list and the month view show the event', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('link', { name: '← Events' }).click();
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: 'Harbour Jazz Night' });
  await row.getByText('Harbour Hall').waitFor();
  await row.getByText('Featured').waitFor();
  await page.getByRole('textbox', { name: 'Search events' }).fill('nothing like this');
  await page.getByText('No events match').waitFor();
  await page.getByRole('textbox', { name: 'Search events' }).fill('harbour');
  await row.waitFor();
  await screenshot(page, 'calendar-04-events-list');

  const { body } = await rest(`/calendar/events/v1/events/${eventId}`);
  const day = body.start_date.slice(0, 10);
  await page.getByText('Month', { exact: true }).click();
  await page.waitForURL(/view=month/);
  const month = day.slice(0, 7);
  if (!page.url().includes(`month=${month}`)) await page.getByRole('button', { name: 'Next month' }).click();
  const cell = page.getByRole('gridcell', { name: day });
  await cell.getByRole('link', { name: 'Harbour Jazz Night' }).waitFor();
  await screenshot(page, 'calendar-05-month-view');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.waitForURL((u) => !u.href.includes(`month=${month}`));
  await page.getByRole('link', { name: 'Harbour Jazz Night' }).waitFor({ state: 'detached' });
});

test('venues, organizers, nested categories and tags are managed on their screens', async (t) => {
  if (!requirements(t)) return;
  await nav('Venues').click();
  const venues = page.getByRole('table', { name: 'Venues' });
  await venues.getByText('Harbour Hall').waitFor();
  await page.getByRole('button', { name: 'Edit Harbour Hall' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit venue Harbour Hall' });
  await edit.getByRole('textbox', { name: 'Address' }).fill('1 Quay Street');
  await edit.getByRole('button', { name: 'Save venue' }).click();
  await venues.getByText('1 Quay Street, Ghent').waitFor();
  await screenshot(page, 'calendar-06-venues');

  await nav('Organizers').click();
  await page.getByText('No organizers yet.').waitFor();
  await page.getByRole('button', { name: 'Create organizer' }).click();
  const org = page.getByRole('dialog', { name: 'New organizer' });
  await org.getByRole('textbox', { name: 'Organizer name' }).fill('Jazz Collective');
  await org.getByRole('textbox', { name: 'E-mail' }).fill('hello@jazz.example');
  await org.getByRole('button', { name: 'Create organizer' }).click();
  await page.getByRole('table', { name: 'Organizers' }).getByText('hello@jazz.example').waitFor();
  await screenshot(page, 'calendar-07-organizers');

  await nav('Event categories').click();
  for (const [name, parent] of [['Music'], ['Jazz', 'Music']]) {
    await page.getByRole('button', { name: 'Create category' }).click();
    const d = page.getByRole('dialog', { name: 'New category' });
    await d.getByRole('textbox', { name: 'Name' }).fill(name);
    if (parent) {
      await d.getByRole('combobox', { name: 'Parent category' }).click();
      await page.getByRole('option', { name: parent }).click();
    }
    await d.getByRole('button', { name: 'Create category' }).click();
    await d.waitFor({ state: 'hidden' });
  }
  const cats = page.getByRole('table', { name: 'Event categories' });
  await cats.getByRole('cell', { name: 'jazz', exact: true }).waitFor();
  const names = await cats.getByRole('row').allInnerTexts();
  assert.deepEqual(names.slice(1).map((r) => r.split('\t')[0].trim()), ['Music', '└ Jazz']);
  await screenshot(page, 'calendar-08-categories');
  const rest1 = await rest('/calendar/events/v1/categories?hide_empty=false');
  const jazz = rest1.body.categories.find((c) => c.name === 'Jazz');
  const music = rest1.body.categories.find((c) => c.name === 'Music');
  assert.equal(jazz.parent, music.id);

  await nav('Event tags').click();
  await page.getByRole('button', { name: 'Create tag' }).click();
  const tag = page.getByRole('dialog', { name: 'New tag' });
  await tag.getByRole('textbox', { name: 'Name' }).fill('Outdoor');
  await tag.getByRole('button', { name: 'Create tag' }).click();
  await page.getByRole('table', { name: 'Event tags' }).getByRole('cell', { name: 'outdoor', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Delete Outdoor' }).click();
  await page.getByRole('dialog', { name: 'Delete tag?' }).getByRole('button', { name: 'Delete tag' }).click();
  await page.getByText('No tags yet.').waitFor();
  await screenshot(page, 'calendar-09-tags');
});

test("the server's field errors mark the fields they name, in the event editor and the venue form", async (t) => {
  if (!requirements(t)) return;
  await nav('Events').click();
  await page.getByRole('link', { name: 'Create event' }).click();
  await page.getByRole('heading', { name: 'New event' }).waitFor();
  // Markup only: not empty to the form, an empty title to the server.
  const title = page.getByRole('textbox', { name: 'Title (EN_US)' });
  await title.fill('<b></b>');
  const website = page.getByRole('textbox', { name: 'Website' });
  await website.fill('not a url');

  // The venue form: the server refuses the website (input.website).
  await page.getByRole('button', { name: 'New venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByRole('textbox', { name: 'Venue name' }).fill('Quayside Shed');
  const venueSite = dialog.getByRole('textbox', { name: 'Website' });
  await venueSite.fill('not a url');
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await dialog.locator('input[aria-invalid="true"]').first().waitFor();
  assert.equal(await venueSite.getAttribute('aria-invalid'), 'true');
  assert.notEqual(await dialog.getByRole('textbox', { name: 'Venue name' }).getAttribute('aria-invalid'), 'true');
  await venueSite.fill('quayside.example');
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The event: the server refuses the title (input.title, on the tab of
  // the language written) and the website (input.website); the form marks
  // those fields and no other, and stays on the new event.
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.locator('input[aria-invalid="true"]').first().waitFor();
  assert.equal(await website.getAttribute('aria-invalid'), 'true');
  assert.equal(await title.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('input[aria-invalid="true"]').count(), 2);
  await screenshot(page, 'calendar-10-field-errors');
  await title.fill('Quayside Session');
  await website.fill('https://quayside.example');
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
});

test('a contributor submits an event for review and it ends up pending', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  await logIn(contributor);
  assert.equal(await nav('Events').count(), 1);
  for (const name of ['Venues', 'Organizers', 'Event categories', 'Event tags']) {
    assert.equal(await nav(name).count(), 0, `nav link ${name}`);
  }
  await nav('Events').click();
  await page.getByRole('link', { name: 'Create event' }).click();
  await page.getByRole('heading', { name: 'New event' }).waitFor();
  await page.getByText('Your events are reviewed').waitFor();
  assert.equal(await page.getByRole('combobox', { name: 'Status' }).count(), 0);
  await page.getByRole('textbox', { name: 'Title (EN_US)' }).fill('Poetry at dusk');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
  const id = page.url().split('/').pop();
  await page.getByRole('status', { name: 'Event status' }).getByText('Pending review').waitFor();
  await page.getByText(/Submitted for review: the event is pending review/).first().waitFor();
  await screenshot(page, 'calendar-10-contributor-pending');

  const seen = await rest(`/calendar/events/v1/events/${id}`, { Cookie: await sessionCookie(editor) });
  assert.equal(seen.status, 200, JSON.stringify(seen.body));
  assert.equal(seen.body.status, 'pending');
  const anon = await rest(`/calendar/events/v1/events/${id}`);
  assert.equal(anon.status, 403);

  // The server refuses what the UI hides.
  const refused = await page.evaluate(async () => {
    const session = await (await fetch('/admin/api/session')).json();
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
      body: JSON.stringify({ query: 'mutation { createCategory(input: {name: "Nope"}) { id } }' }),
    });
    return res.json();
  });
  assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
});
