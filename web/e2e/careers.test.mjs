// The careers screens in a real browser against the real binary: an
// editor edits the company profile (without its security settings, which
// are an admin's) and logo (uploaded, then chosen from the media library),
// locations, jobs in two languages (seen through GET /content/v1 with an
// API key), and opens an application sent through the REST API, downloads
// its CV and erases it; an admin sets the security settings; a
// contributor sees no careers screen nor data.
// Screenshots of each screen go to artifacts/screenshots/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const editor = { email: 'editor@example.com', password: 'editor-pass-123', role: 'editor', name: 'Eddie Editor' };
const contributor = { email: 'writer@example.com', password: 'writer-pass-123', role: 'contributor' };
const admin = { email: 'boss@example.com', password: 'admin-pass-123', role: 'admin', name: 'Ada Admin' };

// A 1×1 PNG and a small PDF, as a logo and a CV.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n% Curriculum vitae of Jane Doe\n%%EOF\n');

let apiKey;
let server;
let page;
adminSuite({
  users: [editor, contributor, admin],
  async setup(server) {
    const out = await server.cli('apikey', 'create', '--company', 'acme', '--scopes', 'content:read,content:write', '--name', 'jobsite');
    apiKey = out.match(/cbk_\S+/)?.[0];
    assert.ok(apiKey, `no key in: ${out}`);
  },
  ready: (s) => ({ server, page } = s),
});

/** Calls the content API (/content/v1) with the company's API key. */
async function content(path, init = {}) {
  const res = await fetch(`${server.url}/content/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/vnd.api+json', ...init.headers },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const logIn = (user) => logInAs(page, server, user);

const nav = () => page.getByRole('navigation');

/** Waits for a success toast containing text. The pointer leaves the
 * toasts first: Mantine keeps hovered toasts open, and five open ones
 * queue every newer one (the pointer rests where the last dialog's
 * button was, over the bottom-centre toasts). */
async function toast(text) {
  await page.mouse.move(0, 0);
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

test('a contributor sees no careers screens', async (t) => {
  if (!requirements(t)) return;
  await logIn(contributor);
  for (const name of ['Company', 'Locations', 'Jobs', 'Applications']) {
    assert.equal(await nav().getByRole('link', { name, exact: true }).count(), 0, name);
  }
  await page.goto(`${server.url}/admin/company`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  // No company either: the header names none, and the server refuses
  // every careers query.
  assert.equal(await page.getByText('Acme Corporation').count(), 0);
  for (const q of ['{ companies { id name } }', '{ company(companyId: "1") { name } }', '{ applications(companyId: "1") { totalCount } }']) {
    const { body } = await pageGraphQL(page, q);
    assert.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', `${q}: ${JSON.stringify(body)}`);
  }
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
});

test('an editor edits the company profile and its description', async (t) => {
  if (!requirements(t)) return;
  await logIn(editor);
  await nav().getByRole('link', { name: 'Company', exact: true }).click();
  await page.getByRole('heading', { name: 'Company', exact: true }).waitFor();
  const name = page.getByRole('textbox', { name: 'Name' });
  assert.equal(await name.inputValue(), 'Acme Corporation');

  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('not a url');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Enter a web address starting with http:// or https://.').first().waitFor();

  await name.fill('Acme Careers');
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('jobs@acme.example');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/company/acme');
  await page.getByRole('textbox', { name: 'Description (Nederlands)' }).fill('Wij bouwen bruggen.');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('We build bridges.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await toast('The company profile is saved.');

  const { status, body } = await content('/company');
  assert.equal(status, 200);
  const a = body.attributes;
  assert.equal(a.name, 'Acme Careers');
  assert.equal(a.email, 'jobs@acme.example');
  assert.equal(a.active, true);
  assert.equal(a.social.linkedin, 'https://www.linkedin.com/company/acme');
  assert.equal(a.description.nl, '<p>Wij bouwen bruggen.</p>');
  assert.equal(a.description.en, '<p>We build bridges.</p>');
  assert.equal(a.description.fr, '');
  await screenshot(page, 'careers-01-company');
});

test("an editor's Company screen has no security settings, and the server keeps them from editors", async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('heading', { name: 'Company', exact: true }).waitFor();
  await page.getByText('managed by administrators').waitFor();
  for (const [role, name] of [
    ['switch', 'Active'],
    ['textbox', 'Domain alias'],
    ['checkbox', 'Domain alias verified'],
    ['textbox', 'Website'],
    ['textbox', 'Jobsite URL'],
    ['textbox', 'Extra origins'],
  ]) {
    assert.equal(await page.getByRole(role, { name, exact: true }).count(), 0, `${name} is shown to an editor`);
  }
  assert.equal(await page.getByRole('heading', { name: 'Access and security' }).count(), 0);
  await screenshot(page, 'careers-01b-company-editor');
  // Through GraphQL with the editor's session: refused, nothing changed.
  const companyId = (await pageGraphQL(page, '{ companies { id } }')).body.data.companies[0].id;
  for (const input of [
    { name: 'Acme Careers', active: false },
    { name: 'Acme Careers', active: true, corsOrigins: ['https://attacker.example'] },
    { name: 'Acme Careers', active: true, domainAlias: 'jobs.acme.example', domainAliasVerified: true },
  ]) {
    const { body } = await pageGraphQL(page, 'mutation($c: ID!, $in: UpdateCompanyInput!) { updateCompany(companyId: $c, input: $in) { id } }', {
      c: companyId,
      in: input,
    });
    assert.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(body));
  }
  const { status, body } = await content('/company');
  assert.equal(status, 200, 'the company is still active');
  assert.equal(body.attributes.domainalias, null);
});

test('an uploaded logo changes logo_url in GET /content/v1/company', async (t) => {
  if (!requirements(t)) return;
  const before = (await content('/company')).body.attributes;
  assert.equal(before.logo_url, null);

  await page.locator('input[type=file]').setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: png });
  await toast('The logo is saved.');
  await page.getByRole('img', { name: 'Current logo' }).waitFor();
  const first = (await content('/company')).body.attributes;
  assert.match(first.logo_url, /^http:\/\/127\.0\.0\.1:\d+\/files\//);
  assert.equal(first.logo_original_name, 'acme-logo.png');
  const img = await fetch(first.logo_url);
  assert.equal(img.status, 200);
  assert.deepEqual(Buffer.from(await img.arrayBuffer()), png);

  await page.locator('input[type=file]').setInputFiles({ name: 'acme-logo-2.png', mimeType: 'image/png', buffer: png });
  await page.getByText('acme-logo-2.png').waitFor();
  const second = (await content('/company')).body.attributes;
  assert.notEqual(new URL(second.logo_url).pathname, new URL(first.logo_url).pathname);
  await screenshot(page, 'careers-02-company-logo');

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('dialog', { name: 'Remove the logo?' }).getByRole('button', { name: 'Remove logo' }).click();
  await page.getByText('No logo yet.').waitFor();
  assert.equal((await content('/company')).body.attributes.logo_url, null);

  await page.locator('input[type=file]').setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('img', { name: 'Current logo' }).waitFor();
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
      return (await res.json()).data.uploadImage;
    },
    { name, type, b64: bytes.toString('base64') },
  );
}

test('a media library image chosen as the logo is served as logo_url', async (t) => {
  if (!requirements(t)) return;
  // A 3×2 orange PNG and a GIF (which logos refuse) in the library.
  const mark = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGN4ViECQQxwFgBbuAiteeD7CQAAAABJRU5ErkJggg==', 'base64');
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  assert.ok(await uploadToLibrary('acme-mark.png', 'image/png', mark));
  assert.ok(await uploadToLibrary('spinner.gif', 'image/gif', gif));
  const before = (await content('/company')).body.attributes;
  assert.ok(before.logo_url);

  await page.getByRole('button', { name: 'Choose from media library' }).click();
  let dialog = page.getByRole('dialog', { name: 'Choose the logo from the media library' });
  await dialog.getByRole('button', { name: 'Choose spinner.gif' }).click();
  await page.getByRole('alert').filter({ hasText: 'Could not use the image as the logo' }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal((await content('/company')).body.attributes.logo_url.split('?')[0], before.logo_url.split('?')[0]);

  await page.getByRole('button', { name: 'Choose from media library' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose the logo from the media library' });
  await dialog.getByRole('listitem', { name: 'acme-mark.png' }).waitFor();
  await screenshot(page, 'careers-03-logo-from-library');
  await dialog.getByRole('button', { name: 'Choose acme-mark.png' }).click();
  await toast('The logo is now acme-mark.png.');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('acme-mark.png', { exact: true }).waitFor();
  const preview = await page.getByRole('img', { name: 'Current logo' }).getAttribute('src');

  const after = (await content('/company')).body.attributes;
  assert.equal(after.logo_original_name, 'acme-mark.png');
  assert.notEqual(new URL(after.logo_url).pathname, new URL(before.logo_url).pathname);
  assert.equal(new URL(preview).pathname, new URL(after.logo_url).pathname);
  const res = await fetch(after.logo_url);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), mark);
  assert.equal((await fetch(before.logo_url)).status, 404, 'the previous logo is deleted');
});

test('locations are created, edited and deleted', async (t) => {
  if (!requirements(t)) return;
  await nav().getByRole('link', { name: 'Locations' }).click();
  await page.getByText('No locations yet').waitFor();

  for (const [city, street, lat] of [
    ['Gent', 'Korenmarkt 1', '51.0543'],
    ['Brussel', 'Wetstraat 16', '50.8466'],
  ]) {
    await page.getByRole('button', { name: 'New location' }).click();
    const dialog = page.getByRole('dialog', { name: 'New location' });
    await dialog.getByRole('textbox', { name: 'Street' }).fill(street);
    await dialog.getByRole('textbox', { name: 'City' }).fill(city);
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill(lat);
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('3.7174');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await page.getByRole('table', { name: 'Locations' }).getByRole('cell', { name: city, exact: true }).waitFor();
  }

  await page.getByRole('button', { name: 'Edit location Gent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Gent' });
  await dialog.getByRole('textbox', { name: 'Country' }).fill('B1');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await dialog.getByText('must be a two-letter country code').waitFor();
  await dialog.getByRole('textbox', { name: 'Country' }).fill('be');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+32 9 555 01 23');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('table', { name: 'Locations' }).getByText('+32 9 555 01 23').waitFor();
  await screenshot(page, 'careers-03-locations');

  const { body } = await content('/locations');
  const gent = body.data.find((l) => l.attributes.city === 'Gent');
  assert.equal(gent.attributes.phone, '+32 9 555 01 23');
  assert.equal(gent.attributes.country, 'BE');
  assert.equal(gent.attributes.lat, 51.0543);

  await page.getByRole('button', { name: 'New location' }).click();
  const temp = page.getByRole('dialog', { name: 'New location' });
  await temp.getByRole('textbox', { name: 'City' }).fill('Temporary');
  await temp.getByRole('button', { name: 'Save location' }).click();
  await temp.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Delete location Temporary' }).click();
  await page.getByRole('dialog', { name: 'Delete location?' }).getByRole('button', { name: 'Delete location' }).click();
  await toast('Location Temporary deleted.');
  assert.equal((await content('/locations')).body.data.length, 2);
});

/** Picks an option of a Mantine Select or MultiSelect by the field's label. */
async function choose(scope, label, option) {
  const input = scope.getByRole('combobox', { name: label, exact: true }).or(scope.getByRole('textbox', { name: label, exact: true }));
  await input.first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let jobId;

test('a job written in two languages and published is served by GET /content/v1/jobs per Accept-Language', async (t) => {
  if (!requirements(t)) return;
  await nav().getByRole('link', { name: 'Jobs' }).click();
  await page.getByText('No jobs yet').waitFor();
  await screenshot(page, 'careers-04-jobs-empty');
  await page.getByRole('link', { name: 'New job' }).first().click();
  await page.getByRole('heading', { name: 'New job' }).waitFor();

  // The default language (Nederlands) needs a title: the error shows next to it.
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.getByText('Enter this (at most 255 characters).').waitFor();

  await page.getByRole('textbox', { name: 'Title (Nederlands)' }).fill('Backend-ontwikkelaar');
  await page.getByRole('textbox', { name: 'Summary (Nederlands)' }).fill('Bouw onze API mee.');
  await page.getByRole('textbox', { name: 'Description (Nederlands)' }).fill('Je bouwt aan onze Go-diensten.');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Title (English)' }).fill('Backend developer');
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('You build our Go services.');
  await page.getByRole('textbox', { name: 'Offer (English)' }).fill('A bike and a good salary.');

  await choose(page, 'Status', 'Published');
  await page.getByRole('textbox', { name: 'Reference' }).fill('ENG-1');
  await page.getByRole('checkbox', { name: 'Part time' }).check();
  await choose(page, 'Workplace', 'Hybrid');
  await choose(page, 'Locations', 'Gent (Korenmarkt 1)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New category' }).click();
  const cat = page.getByRole('dialog', { name: 'New category' });
  await cat.getByRole('textbox', { name: 'Name (Nederlands)' }).fill('Techniek');
  await cat.getByRole('textbox', { name: 'Name (English)' }).fill('Engineering');
  await cat.getByRole('button', { name: 'Add category' }).click();
  await cat.waitFor({ state: 'hidden' });
  await page.getByRole('checkbox', { name: 'Show a salary' }).check();
  await page.getByRole('textbox', { name: 'Salary from' }).fill('3500');
  await page.getByRole('textbox', { name: 'Salary up to' }).fill('4500');
  await choose(page, 'Photo', 'Hidden');
  await screenshot(page, 'careers-05-job-editor');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  const article = preview.getByRole('article', { name: 'Job preview' });
  await article.getByRole('heading', { name: 'Backend-ontwikkelaar' }).waitFor();
  await article.getByText('Je bouwt aan onze Go-diensten.').waitFor();
  await article.getByText('Gent').waitFor();
  await preview.getByText('English', { exact: true }).click();
  await article.getByRole('heading', { name: 'Backend developer' }).waitFor();
  await article.getByRole('heading', { name: 'What we offer' }).waitFor();
  await screenshot(page, 'careers-06-job-preview');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Save job' }).click();
  await toast('Job saved as published.');
  await page.waitForURL(/\/admin\/jobs\/\d+$/);
  jobId = Number(page.url().match(/\/jobs\/(\d+)$/)[1]);

  for (const [language, title, description] of [
    ['en', 'Backend developer', '<p>You build our Go services.</p>'],
    ['nl-BE,nl;q=0.9', 'Backend-ontwikkelaar', '<p>Je bouwt aan onze Go-diensten.</p>'],
    ['fr', 'Backend-ontwikkelaar', '<p>Je bouwt aan onze Go-diensten.</p>'], // not written in French: the default language
  ]) {
    const { status, body, headers } = await content('/jobs', { headers: { 'Accept-Language': language } });
    assert.equal(status, 200);
    const job = body.data.find((j) => j.id === jobId);
    assert.ok(job, `job ${jobId} not listed for ${language}: ${JSON.stringify(body)}`);
    assert.equal(job.attributes.title, title, language);
    assert.equal(job.attributes.description, description, language);
    assert.match(headers.get('content-language'), /^(en|nl)/);
    assert.equal(job.attributes.reference, 'ENG-1');
    assert.deepEqual(job.attributes.employment_types, ['fulltime', 'parttime']);
    assert.equal(job.attributes.workplace_type, 'hybrid');
    assert.deepEqual(job.attributes.salary, { min: 3500, max: 4500, currency: 'EUR', period: 'month' });
    assert.equal(job.attributes.application_form.photo, 'hidden');
    assert.equal(job.attributes.categories[0].name, language === 'en' ? 'Engineering' : 'Techniek');
    assert.equal(job.relationships.locations.length, 1);
  }
});

test('the job list searches, filters and shows statuses', async (t) => {
  if (!requirements(t)) return;
  // A second job, left as a draft (not on the content API).
  await page.getByRole('link', { name: '← All jobs' }).click();
  await page.getByRole('link', { name: 'New job' }).first().click();
  await page.getByRole('textbox', { name: 'Title (Nederlands)' }).fill('Boekhouder');
  await page.getByRole('button', { name: 'Save job' }).click();
  await toast('Job saved as draft.');
  assert.equal((await content('/jobs')).body.data.length, 1);

  await nav().getByRole('link', { name: 'Jobs' }).click();
  const table = page.getByRole('table', { name: 'Jobs' });
  await table.getByRole('link', { name: 'Boekhouder' }).waitFor();
  await table.getByRole('row').filter({ hasText: 'Backend-ontwikkelaar' }).getByText('Published', { exact: true }).waitFor();
  await table.getByRole('row').filter({ hasText: 'Boekhouder' }).getByText('Draft', { exact: true }).waitFor();
  await screenshot(page, 'careers-07-jobs');

  await page.getByRole('textbox', { name: 'Search' }).fill('backend');
  await table.getByRole('link', { name: 'Boekhouder' }).waitFor({ state: 'detached' });
  await table.getByRole('link', { name: 'Backend-ontwikkelaar' }).waitFor();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await choose(page, 'Status', 'Draft');
  await table.getByRole('link', { name: 'Backend-ontwikkelaar' }).waitFor({ state: 'detached' });
  await table.getByRole('link', { name: 'Boekhouder' }).waitFor();
  await choose(page, 'Location', 'Gent (Korenmarkt 1)');
  await page.getByText('No jobs match').waitFor();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await table.getByRole('link', { name: 'Boekhouder' }).waitFor();
  await table.getByRole('link', { name: 'Backend-ontwikkelaar' }).waitFor();
});

test('an application sent through the REST API is read, its CV downloaded, and erased', async (t) => {
  if (!requirements(t)) return;
  assert.ok(jobId, 'the job test ran first');
  const form = new FormData();
  form.append('type', 'document');
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'jane-doe-cv.pdf');
  const file = await content('/file', { method: 'POST', body: form });
  assert.equal(file.status, 200, JSON.stringify(file.body));
  const application = await content('/applications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'application',
        attributes: {
          job_id: jobId,
          first_name: 'Jane',
          last_name: 'Doe',
          email: 'jane@example.com',
          phone: '+32 470 12 34 56',
          motivation: 'I love building APIs.\nAnd bridges.',
          curriculum_vitae: file.body.id,
          education: [{ title: 'MSc Computer Science', institution: 'KU Leuven', date_from: '2015', date_to: '2020' }],
          experience: [{ company: 'Initech', job_title: 'Go developer', tasks: 'TPS reports', date_from: '2020' }],
          disclaimer: true,
        },
      },
    }),
  });
  assert.equal(application.status, 200, JSON.stringify(application.body));

  await nav().getByRole('link', { name: 'Applications' }).click();
  const table = page.getByRole('table', { name: 'Applications' });
  await table.getByRole('link', { name: 'Jane Doe' }).waitFor();
  await table.getByText('Backend-ontwikkelaar').waitFor();
  await choose(page, 'Job', 'Boekhouder');
  await page.getByText('No applications match').waitFor();
  await choose(page, 'Job', 'Backend-ontwikkelaar');
  await table.getByRole('link', { name: 'Jane Doe' }).waitFor();
  await screenshot(page, 'careers-08-applications');

  await table.getByRole('link', { name: 'Jane Doe' }).click();
  await page.getByRole('heading', { name: 'Jane Doe' }).waitFor();
  await page.getByText('MSc Computer Science').waitFor();
  await page.getByText('KU Leuven · 2015 – 2020').waitFor();
  await page.getByText('Go developer at Initech').waitFor();
  await page.getByText('I love building APIs.').waitFor();
  await screenshot(page, 'careers-09-application');

  const link = page.getByRole('link', { name: 'Download CV (jane-doe-cv.pdf)' });
  const url = await link.getAttribute('href');
  assert.match(url, /\/files\/careers\/\d+\/files\/[0-9a-f]+\?/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.equal(download.suggestedFilename(), 'jane-doe-cv.pdf');
  assert.deepEqual(readFileSync(await download.path()), pdf);
  // The link is signed: tampering with it is refused.
  assert.equal((await fetch(url.replace(/sig=[^&]+/, 'sig=forged'))).status, 403);

  await page.getByRole('button', { name: 'Delete application' }).click();
  await page.getByRole('dialog', { name: 'Delete application?' }).getByRole('button', { name: 'Delete for good' }).click();
  await toast('The application of Jane Doe and its files are deleted.');
  await page.getByText('No applications yet').waitFor();
  assert.equal((await fetch(url)).status, 404); // the stored CV is gone too
});

test('an admin sets the access and security settings', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  await logIn(admin);
  await nav().getByRole('link', { name: 'Company', exact: true }).click();
  await page.getByRole('heading', { name: 'Access and security' }).waitFor();
  assert.equal(await page.getByText('managed by administrators').count(), 0);
  await page.getByRole('textbox', { name: 'Website' }).fill('https://acme.example');
  await page.getByRole('textbox', { name: 'Jobsite URL' }).fill('https://jobs.acme.example');
  await page.getByRole('textbox', { name: 'Extra origins' }).fill('https://preview.acme.example');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await toast('The company profile is saved.');
  await screenshot(page, 'careers-10-company-admin');
  const a = (await content('/company')).body.attributes;
  assert.equal(a.website, 'https://acme.example');
  assert.equal(a.jobsite_url, 'https://jobs.acme.example');
  assert.equal(a.name, 'Acme Careers', "the editor's profile is kept");
  // The extra origin may call the content API from the browser now.
  const allowed = await content('/jobs', { headers: { Origin: 'https://preview.acme.example' } });
  assert.equal(allowed.status, 200);
  assert.equal((await content('/jobs', { headers: { Origin: 'https://attacker.example' } })).status, 403);

  // Switched off, the company's key is refused as soon as it is saved.
  const active = page.getByRole('switch', { name: 'Active' });
  for (const [on, status] of [
    [false, 401],
    [true, 200],
  ]) {
    await active.setChecked(on);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'hidden' }); // saved
    assert.equal((await content('/company')).status, status);
  }
});
