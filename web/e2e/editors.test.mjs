// What editors trust the admin with (issue 28), in a real browser against
// the real binary: no lost work (the navigation guard on every editor),
// honest dates, and the fields and messages an editor expects.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const editor = { email: 'editor@example.com', password: 'editor-pass-123', role: 'editor', name: 'Eddie Editor' };
const contributor = { email: 'writer@example.com', password: 'writer-pass-123', role: 'contributor' };

let server;
let page;
const consoleLines = [];
adminSuite({
  users: [editor, contributor],
  ready: (s) => {
    ({ server, page } = s);
    page.on('console', (m) => consoleLines.push(m.text()));
    // Leaving a test's unfinished form by page.goto: the browser's "leave the page?" is answered yes.
    page.on('dialog', (d) => void d.accept());
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

/** Adds an image to the media library with GraphQL uploadImage from the page (its session). */
function uploadToLibrary(name, type, bytes) {
  return page.evaluate(
    async ({ name, type, b64 }) => {
      const session = await (await fetch('/admin/api/session')).json();
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadImage(file: $f) { id name } }', variables: { f: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.f'] }));
      form.append('0', new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type }), name);
      const res = await fetch('/graphql', { method: 'POST', headers: { 'X-CSRF-Token': session.csrf_token }, body: form });
      return res.json();
    },
    { name, type, b64: bytes.toString('base64') },
  );
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
// A 1×1 lossless WebP (its header: enough to sniff and measure).
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([18, 0, 0, 0]), Buffer.from('WEBP'), Buffer.from('VP8L\x05\x00\x00\x00\x2f\x00\x00\x00\x00\x00', 'latin1')]);

test('an end before the start is a field error, moving the start keeps the length, the zone picker takes what is typed', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/calendar/events/new`);
  await page.getByRole('heading', { name: 'New event' }).waitFor();
  await page.getByRole('textbox', { name: /^Title \(/ }).fill('Late concert');

  // The zone picker: typing replaces "UTC" and finds the zone.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await page.keyboard.type('Europe/Brus');
  await page.getByRole('option', { name: 'Europe/Brussels' }).click();
  assert.equal(await zone.inputValue(), 'Europe/Brussels');

  const startDate = page.getByRole('textbox', { name: 'Start date' });
  const endDate = page.getByRole('textbox', { name: 'End date' });
  const startTime = page.getByLabel('Start time');
  const endTime = page.getByLabel('End time');
  await startDate.fill('2030-06-10');
  await startDate.press('Tab');
  await startTime.fill('20:00');
  await endDate.fill('2030-06-10');
  await endDate.press('Tab');
  await endTime.fill('18:00');
  await page.getByText('The end is before the start').waitFor();
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.getByText('The end is before the start').waitFor();
  assert.match(page.url(), /\/events\/new$/);

  await endTime.fill('22:30');
  await page.getByText('The end is before the start').waitFor({ state: 'hidden' });
  // Moving the start moves the end: the concert keeps its 2½ hours.
  await startDate.fill('2030-06-12');
  await startDate.press('Tab');
  assert.equal(await endDate.inputValue(), '2030-06-12');
  await startTime.fill('21:00');
  assert.equal(await endTime.inputValue(), '23:30');

  // A new event starts as a draft; publishing is chosen.
  const status = page.getByRole('combobox', { name: 'Status' });
  assert.equal(await status.inputValue(), 'Draft');
  await status.click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
  const id = page.url().split('/').pop();
  const { body } = await pageGraphQL(page, 'query($id: ID!) { event(id: $id) { start end timezone } }', { id });
  assert.deepEqual(body.data.event, { start: '2030-06-12T19:00:00Z', end: '2030-06-12T21:30:00Z', timezone: 'Europe/Brussels' });

  // The dashboard shows it in its zone, labelled (not the browser's UTC).
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const upcoming = page.getByRole('list', { name: 'Upcoming events' });
  await upcoming.getByText('21:00 Europe/Brussels').waitFor();
});

test('a job published with a future date shows "Scheduled for …", not Published', async (t) => {
  if (!requirements(t)) return;
  const { body } = await pageGraphQL(
    page,
    'mutation { createJob(companyId: "1", input: { status: PUBLISHED, defaultLanguage: NL, workplaceType: ONSITE, publishedAt: "2031-01-06T09:00:00Z", employmentTypes: [FULLTIME], translations: [{ language: NL, title: "Toekomstige job" }] }) { id status } }',
  );
  assert.ok(body.data?.createJob, JSON.stringify(body));
  await nav('Jobs').click();
  const row = page.getByRole('row').filter({ hasText: 'Toekomstige job' });
  await row.getByText('Scheduled for 2031-01-06 09:00 UTC').waitFor();
  assert.equal(await row.getByText('Published', { exact: true }).count(), 0);
  await row.getByRole('link', { name: 'Toekomstige job' }).click();
  await page.getByText('Scheduled for 2031-01-06 09:00 UTC').first().waitFor();
  await page.getByRole('textbox', { name: 'Reference' }).fill('R-7');
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.getByRole('alert').filter({ hasText: 'Scheduled for 2031-01-06 09:00 UTC' }).waitFor();
});

test('venues and organizers have an image field; the library takes WebP', async (t) => {
  if (!requirements(t)) return;
  const up = await uploadToLibrary('hall.webp', 'image/webp', webp);
  assert.equal(up.data?.uploadImage?.name, 'hall.webp', JSON.stringify(up));
  await uploadToLibrary('stage.png', 'image/png', png);

  for (const [screen, what, nameField] of [
    ['Venues', 'venue', 'Venue name'],
    ['Organizers', 'organizer', 'Organizer name'],
  ]) {
    await nav(screen).click();
    await page.getByRole('button', { name: `Create ${what}` }).click();
    const dialog = page.getByRole('dialog', { name: `New ${what}` });
    await dialog.getByRole('textbox', { name: nameField }).fill(`Pictured ${what}`);
    await dialog.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose image' });
    await picker.getByRole('button', { name: 'Choose hall.webp' }).click();
    await picker.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: `Create ${what}` }).click();
    await dialog.waitFor({ state: 'hidden' });
    const q = what === 'venue' ? '{ venues(filter: { search: "Pictured" }) { nodes { image { id } } } }' : '{ organizers(filter: { search: "Pictured" }) { nodes { image { id } } } }';
    const { body } = await pageGraphQL(page, q);
    assert.equal(body.data[`${what}s`].nodes[0]?.image?.id, up.data.uploadImage.id, JSON.stringify(body));
  }
});

test('badges are never cut short and error toasts leave dialog close buttons free', async (t) => {
  if (!requirements(t)) return;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    for (const path of ['jobs', 'calendar/venues']) {
      await page.goto(`${server.url}/admin/${path}`);
      await page.locator('table .mantine-Badge-root').first().waitFor();
      const cut = await page.$$eval('.mantine-Badge-label', (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
      assert.deepEqual(cut, [], path);
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A failing save in a dialog: its toast does not cover the dialog's close button.
  await page.goto(`${server.url}/admin/jobs/new`);
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('alert').filter({ hasText: 'Could not add the category' }).waitFor();
  const close = dialog.locator('.mantine-Modal-close');
  const covered = await close.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !(top && el.contains(top));
  });
  assert.equal(covered, false);
});

/** Fills the login form (the screen is already showing it). */
async function fillLogin(user) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a session that ends on Save keeps the unsaved job and offers it back after logging in', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/jobs`);
  await page.getByRole('row').filter({ hasText: 'Bakker' }).getByRole('link').first().click();
  const title = page.getByRole('textbox', { name: 'Title (Nederlands)' });
  await title.fill('Bakker met ervaring');
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  await fillLogin(editor);
  const kept = page.getByRole('region', { name: 'Unsaved changes were kept' });
  await kept.waitFor();
  assert.equal(await title.inputValue(), 'Bakker');
  await kept.getByRole('button', { name: 'Restore my changes' }).click();
  assert.equal(await title.inputValue(), 'Bakker met ervaring');
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.getByRole('alert').filter({ hasText: 'Job saved' }).first().waitFor();
  await page.reload();
  await title.waitFor();
  assert.equal(await title.inputValue(), 'Bakker met ervaring');
  assert.equal(await page.getByRole('region', { name: 'Unsaved changes were kept' }).count(), 0);
});

test('error messages say what to do; a refusal offers no useless "Try again"', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/jobs/new`);
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.getByText('Enter this (at most 255 characters).').waitFor();
  await page.goto(`${server.url}/admin/jobs/999999`);
  await page.getByText('Could not load').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0);
});

test('other languages show their translation status and mark fallback fields', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/calendar/events/new`);
  await page.getByRole('textbox', { name: 'Title (EN_US)' }).fill('Harbour walk');
  await page.getByRole('textbox', { name: 'Description (EN_US)' }).fill('A walk along the docks.');
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
  const fr = page.getByRole('tab', { name: /French \(France\)/ });
  await fr.getByText('Not translated').waitFor();
  await fr.click();
  await page.getByText('Not translated: shows the English').first().waitFor();
  await page.getByRole('textbox', { name: 'Title (FR_FR)' }).fill('Promenade du port');
  await fr.getByText('Partly translated').waitFor();
});

test("approving a contributor's event with a draft venue says so and publishes the venue with it", async (t) => {
  if (!requirements(t)) return;
  await page.context().clearCookies();
  await logIn(contributor);
  await page.goto(`${server.url}/admin/calendar/events/new`);
  await page.getByRole('textbox', { name: 'Title (EN_US)' }).fill('Poetry evening');
  await page.getByRole('button', { name: 'New venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByRole('textbox', { name: 'Venue name' }).fill('Back Room');
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
  const url = page.url();
  await page.context().clearCookies();
  await logIn(editor);

  await page.goto(url);
  await page.getByRole('status', { name: 'Event status' }).getByText('Pending review').waitFor();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Publish the linked drafts too?' });
  await ask.getByText('The venue “Back Room” is a draft').waitFor();
  await ask.getByRole('button', { name: 'Publish them too' }).click();
  await page.getByRole('status', { name: 'Event status' }).getByText('Published').waitFor();
  const { body } = await pageGraphQL(page, '{ venues(filter: { search: "Back Room" }) { nodes { status } } }');
  assert.equal(body.data.venues.nodes[0]?.status, 'PUBLISH', JSON.stringify(body));
});

test('the job list keeps search, filters, order and page in the address; columns sort', async (t) => {
  if (!requirements(t)) return;
  await page.goto(`${server.url}/admin/jobs`);
  const table = page.getByRole('table', { name: 'Jobs' });
  await table.waitFor();
  await page.getByRole('textbox', { name: 'Search' }).fill('Bakker');
  await page.waitForURL(/[?&]q=Bakker/);
  await table.getByRole('button', { name: /^Title/ }).click();
  await page.waitForURL(/sort=TITLE/);
  // The address changes before the list re-renders: await the header's state.
  await table.locator('[aria-sort="ascending"]', { hasText: /^Title/ }).waitFor();
  await table.getByRole('link', { name: /Bakker/ }).first().click();
  await page.getByRole('heading', { name: 'Edit job' }).waitFor();
  await page.goBack();
  await table.waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Search' }).inputValue(), 'Bakker');
  assert.match(page.url(), /q=Bakker/);
  assert.match(page.url(), /sort=TITLE/);
  assert.equal(await table.getByRole('row').filter({ hasText: 'Toekomstige job' }).count(), 0);
  // A shared link opens the same list.
  await page.goto(`${server.url}/admin/jobs?status=PUBLISHED&sort=CLOSES_AT`);
  await table.getByRole('row').filter({ hasText: 'Toekomstige job' }).waitFor();
  await table.locator('[aria-sort="ascending"]', { hasText: /^Closes/ }).waitFor();
});
