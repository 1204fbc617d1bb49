// The media library and the dashboard in a real browser against the real
// binary (SQLite): upload two images through the drop zone with progress,
// see them in the grid, fetch one from its public URL, pick one in the
// MediaPicker dialog, delete one; the dashboard's counts and latest
// application. Screenshots go to artifacts/screenshots/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const editor = { email: 'editor@example.com', password: 'editor-pass-123', role: 'editor', name: 'Eddie Editor' };
const contributor = { email: 'writer@example.com', password: 'writer-pass-123', role: 'contributor' };

let server;
let page;
let apiKey;
// The demo content: a company with 30 published jobs, upcoming events,
// and an API key with every scope (printed on start).
adminSuite({
  users: [editor, contributor],
  serveFlags: ['--demo'],
  company: false,
  ready: (s) => {
    ({ server, page } = s);
    apiKey = readFileSync(server.logFile, 'utf8').match(/Demo API key \(all scopes\):\n(\S+)/)[1];
  },
});

/** A w×h PNG filled with one colour (a real image the server can measure). */
export function png(w, h, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const x of buf) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const gqlInPage = (query, variables) => pageGraphQL(page, query, variables);

const images = {
  sunset: { name: 'sunset.png', data: png(320, 200, [240, 120, 40]) },
  forest: { name: 'forest.png', data: png(160, 240, [30, 140, 60]) },
};

const logIn = (user) => logInAs(page, server, user);

/** The number a dashboard card shows. */
async function stat(name) {
  const value = page.getByRole('group', { name, exact: true }).getByTestId('stat-value');
  await value.waitFor();
  return Number(await value.innerText());
}

test('log in as an editor', async (t) => {
  if (!requirements(t)) return;
  await logIn(editor);
});

test('upload two images by drag and drop, with progress, and see them in the grid', async (t) => {
  if (!requirements(t)) return;
  await page.getByRole('navigation').getByRole('link', { name: 'Media library' }).click();
  await page.getByRole('heading', { name: 'Media library' }).waitFor();
  await page.getByText('No images yet').waitFor();

  // Drop both files on the zone: a DataTransfer built in the page from the
  // bytes, dispatched as dragenter / dragover / drop.
  const zone = page.getByRole('group', { name: /Upload images/ });
  const files = Object.values(images).map((f) => ({ name: f.name, b64: f.data.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: 'image/png' }));
    }
    return dt;
  }, files);
  // Record every progress value shown, to see the bars move.
  await page.evaluate(() => {
    window.__progress = [];
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        window.__progress.push([bar.getAttribute('aria-label'), Number(bar.getAttribute('aria-valuenow'))]);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });

  for (const f of Object.values(images)) {
    await page.getByRole('progressbar', { name: `Upload of ${f.name}` }).waitFor();
  }
  await page.getByRole('status').filter({ hasText: '2 uploaded' }).waitFor();
  for (const f of Object.values(images)) {
    assert.equal(await page.getByRole('progressbar', { name: `Upload of ${f.name}` }).getAttribute('aria-valuenow'), '100');
  }
  const seen = await page.evaluate(() => window.__progress);
  assert.ok(seen.length > 0, 'progress bars were shown');

  const grid = page.getByRole('list', { name: 'Images' });
  await grid.getByRole('listitem', { name: 'forest.png' }).waitFor();
  const names = await grid.getByRole('listitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(names.sort(), ['forest.png', 'sunset.png']);
  const sunsetCard = grid.getByRole('listitem', { name: 'sunset.png' });
  assert.match(await sunsetCard.innerText(), /320 × 200/);
  // The thumbnail loaded (the browser decoded the served image).
  await page.waitForFunction(() => {
    const img = document.querySelector('img[alt="sunset.png"]');
    return img && img.complete && img.naturalWidth === 320;
  });
  await page.getByRole('status').filter({ hasText: '2 images' }).waitFor();
  await screenshot(page, 'media-library');
});

test('an image is served at its /media/ URL with the uploaded bytes', async (t) => {
  if (!requirements(t)) return;
  const src = await page.getByRole('img', { name: 'sunset.png' }).getAttribute('src');
  assert.match(src, /\/media\/\d+\/sunset\.png$/);
  const res = await fetch(new URL(new URL(src).pathname, server.url));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.ok(Buffer.from(await res.arrayBuffer()).equals(images.sunset.data), 'served bytes equal the upload');
});

test('delete an image: gone from the grid and its URL answers 404', async (t) => {
  if (!requirements(t)) return;
  const src = await page.getByRole('img', { name: 'forest.png' }).getAttribute('src');
  await page.getByRole('button', { name: 'Delete forest.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete image?' });
  await dialog.getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('status').filter({ hasText: '1 image' }).waitFor();
  assert.equal(await page.getByRole('listitem', { name: 'forest.png' }).count(), 0);
  const res = await fetch(new URL(new URL(src).pathname, server.url));
  assert.equal(res.status, 404);
});

/** Calls the content API with the demo key. */
async function content(path, init = {}) {
  const res = await fetch(`${server.url}/content/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json', ...init.headers },
  });
  const body = await res.json();
  assert.ok(res.ok, `${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

test('the dashboard shows counts and the latest application', async (t) => {
  if (!requirements(t)) return;
  // An application sent through the REST API, as a careers site does.
  const jobs = await content('/jobs');
  const job = jobs.data[0];
  const form = new FormData();
  form.append('type', 'document');
  form.append('file', new Blob(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
  const cv = await content('/file', { method: 'POST', body: form });
  await content('/applications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: {
        type: 'application',
        attributes: {
          job_id: Number(job.id),
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.com',
          curriculum_vitae: Number(cv.id),
          disclaimer: true,
          referrer: 'https://careers.example.com/',
        },
      },
    }),
  });

  await page.goto(`${server.url}/admin/`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  // The numbers the API gives.
  const { body } = await gqlInPage(`{ companies { id } }`);
  const companyId = body.data.companies[0].id;
  const truth = (
    await gqlInPage(
      `query($c: ID!, $now: DateTime!) { jobs(companyId: $c, filter: {statuses: [PUBLISHED]}) { totalCount }
        events(filter: {statuses: [PUBLISH], startsAfter: $now}) { totalCount } }`,
      { c: companyId, now: new Date().toISOString() },
    )
  ).body.data;
  assert.ok(truth.jobs.totalCount > 0 && truth.events.totalCount > 0, JSON.stringify(truth));
  assert.equal(await stat('Published jobs'), truth.jobs.totalCount);
  assert.equal(await stat('Draft jobs'), 0);
  assert.equal(await stat('Applications'), 1);
  assert.equal(await stat('Images'), 1);
  assert.equal(await stat('Upcoming events'), truth.events.totalCount);

  const latest = page.getByRole('table', { name: 'Latest applications' });
  const row = latest.getByRole('row').filter({ hasText: 'Grace Hopper' });
  await row.waitFor();
  assert.match(await row.innerText(), /grace@example\.com/);
  await row.getByText(job.attributes.title).waitFor();
  const upcoming = page.getByRole('list', { name: 'Upcoming events' });
  assert.ok((await upcoming.getByRole('listitem').count()) > 0);
  await screenshot(page, 'dashboard');

  // The figures and items open their screens, filtered as counted.
  const published = truth.jobs.totalCount;
  await page.getByRole('link', { name: `${published} published jobs` }).click();
  await page.waitForURL(/\/admin\/jobs\?status=PUBLISHED$/);
  assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'Published');
  await page.getByText(`${published} jobs`, { exact: true }).waitFor();
  await page.goBack();
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await page.waitForURL(/\/admin\/applications\/\d+$/);
  await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
  await page.goBack();
  await page.getByRole('link', { name: `${truth.events.totalCount} upcoming events` }).click();
  await page.waitForURL(/\/admin\/calendar\/events\?status=PUBLISH&startsAfter=/);
  await page.getByText(`${truth.events.totalCount} event${truth.events.totalCount === 1 ? '' : 's'}`, { exact: true }).waitFor();
  await page.goBack();
  const first = upcoming.getByRole('link').first();
  const title = await first.innerText();
  await first.click();
  await page.waitForURL(/\/admin\/calendar\/events\/\d+$/);
  await page.getByRole('heading', { name: `Edit ${title}` }).waitFor();
});

/** Bundles e2e/picker-harness.tsx (the MediaPicker alone) into one script. */
async function pickerHarness() {
  const out = await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, lib: { entry: join(dirname(fileURLToPath(import.meta.url)), 'picker-harness.tsx'), formats: ['iife'], name: 'PickerHarness' } },
  });
  return (Array.isArray(out) ? out[0] : out).output[0].code;
}

/** Shows the picker alone on an admin page, with initial as its value. */
async function mountPicker(code, initial) {
  // Served from the admin's origin (its CSP allows 'self' scripts only).
  await page.route(`${server.url}/admin/picker-harness.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: code }),
  );
  await page.goto(`${server.url}/admin/media`);
  await page.getByRole('heading', { name: 'Media library' }).waitFor();
  await page.addScriptTag({ url: '/admin/picker-harness.js' });
  await page.evaluate(async (value) => {
    const session = await (await fetch('/admin/api/session')).json();
    document.getElementById('root').style.display = 'none';
    const el = document.createElement('div');
    document.body.append(el);
    window.PickerHarness.mount(el, value, session.csrf_token);
  }, initial);
}

test('the MediaPicker chooses, uploads and removes images, by keyboard', async (t) => {
  if (!requirements(t)) return;
  const code = await pickerHarness();
  await mountPicker(code, null);
  const field = page.getByRole('group', { name: 'Featured image' });
  await field.getByText('No image').waitFor();
  assert.equal(await field.getByRole('button', { name: 'Remove featured image' }).count(), 0);

  // Keyboard: focus Choose, Enter opens the dialog with the library.
  await field.getByRole('button', { name: 'Choose featured image' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose featured image' });
  await dialog.getByRole('button', { name: 'Choose sunset.png' }).waitFor();

  // Upload inside the dialog (the drop zone's file input).
  const meadow = png(200, 100, [90, 200, 90]);
  await dialog.getByLabel('Image files').setInputFiles({ name: 'meadow.png', mimeType: 'image/png', buffer: meadow });
  await dialog.getByRole('progressbar', { name: 'Upload of meadow.png' }).waitFor();
  await dialog.getByRole('button', { name: 'Choose meadow.png' }).waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('img[alt="meadow.png"]')].some((i) => i.complete && i.naturalWidth === 200));
  await screenshot(page, 'media-picker');

  const choose = dialog.getByRole('button', { name: 'Choose sunset.png' });
  await choose.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  const chosenId = await page.getByLabel('Chosen image id').innerText();
  assert.match(chosenId, /^\d+$/);
  assert.equal(await page.getByLabel('Chosen image name').innerText(), 'sunset.png');
  await field.getByRole('img', { name: 'sunset.png' }).waitFor();

  await field.getByRole('button', { name: 'Remove featured image' }).click();
  assert.equal(await page.getByLabel('Chosen image id').innerText(), 'none');
  await field.getByText('No image').waitFor();

  // An id given from outside is previewed (loaded by id).
  await mountPicker(code, chosenId);
  await page.getByRole('group', { name: 'Featured image' }).getByRole('img', { name: 'sunset.png' }).waitFor();
});

test('a contributor sees the calendar, their drafts and the media library, not careers', async (t) => {
  if (!requirements(t)) return;
  await page.unrouteAll();
  await page.goto(`${server.url}/admin/`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(contributor);
  assert.equal(await stat('Your drafts'), 0);
  assert.equal(await stat('Images'), 2);
  assert.ok((await stat('Upcoming events')) > 0);
  assert.equal(await page.getByRole('heading', { name: /Careers/ }).count(), 0);
  assert.equal(await page.getByRole('table', { name: 'Latest applications' }).count(), 0);
  // Contributors upload but do not delete.
  await page.getByRole('navigation').getByRole('link', { name: 'Media library' }).click();
  await page.getByRole('listitem', { name: 'sunset.png' }).waitFor();
  assert.equal(await page.getByRole('button', { name: /^Delete / }).count(), 0);
});
