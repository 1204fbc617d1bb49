// The trash and scheduled unpublish in a real browser against the real
// binary: the event list shows "Scheduled" and "Expires" badges with their
// times in the event's zone, the job list an "Expires" badge; the Trash
// screen lists deleted events, venues and jobs, restores one and deletes
// one permanently; axe finds nothing serious on it.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const editor = { email: 'editor@example.com', password: 'editor-pass-123', role: 'editor', name: 'Eddie Editor' };

let server;
let page;
adminSuite({ users: [editor], ready: (s) => ({ server, page } = s) });

const nav = (name) => page.getByRole('navigation').getByRole('link', { name, exact: true });

async function gql(query, variables) {
  const { body } = await pageGraphQL(page, query, variables);
  assert.ok(body.data && !body.errors, JSON.stringify(body));
  return body.data;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axeFindings() {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

const createEvent = `mutation($in: EventInput!) { createEvent(input: $in) { id } }`;

test('the event and job lists show Scheduled and Expires badges with their times, zones named', async (t) => {
  if (!requirements(t)) return;
  await logInAs(page, server, editor);
  await gql(createEvent, {
    in: { title: 'Spring sale', status: 'PUBLISH', timezone: 'Europe/Brussels', start: '2027-03-01T09:00:00Z', end: '2027-03-01T10:00:00Z', unpublishAt: '2027-02-20T17:00:00Z' },
  });
  await gql(createEvent, {
    in: { title: 'Launch party', status: 'FUTURE', timezone: 'America/New_York', publishedAt: '2027-01-10T14:00:00Z', start: '2027-03-02T18:00:00Z', end: '2027-03-02T20:00:00Z' },
  });
  await nav('Events').click();
  await page.getByRole('heading', { name: 'Events' }).waitFor();
  const events = page.getByRole('table', { name: 'Events' });
  await events.waitFor();
  await events.getByRole('row', { name: /Spring sale/ }).getByText('Expires 2027-02-20 18:00 Europe/Brussels').waitFor();
  await events.getByRole('row', { name: /Launch party/ }).getByText('Scheduled 2027-01-10 09:00 America/New_York').waitFor();
  await screenshot(page, 'trash-01-event-badges');

  const { companies } = await gql('{ companies { id } }');
  await gql(`mutation($c: ID!, $in: JobInput!) { createJob(companyId: $c, input: $in) { id } }`, {
    c: companies[0].id,
    in: { status: 'PUBLISHED', defaultLanguage: 'EN', translations: [{ language: 'EN', title: 'Night nurse' }], employmentTypes: ['FULLTIME'], workplaceType: 'ONSITE', closesAt: '2027-06-30T15:00:00Z' },
  });
  await nav('Jobs').click();
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await jobs.getByRole('row', { name: /Night nurse/ }).getByText(/^Expires 2027-06-30 \d\d:00 \S+$/).waitFor();
});

test('the Trash screen restores an event and deletes a job permanently; axe finds nothing serious', async (t) => {
  if (!requirements(t)) return;
  const { createEvent: ev } = await gql(createEvent, { in: { title: 'Cancelled gig', status: 'PUBLISH', start: '2027-04-01T19:00:00Z', end: '2027-04-01T21:00:00Z' } });
  await gql('mutation($id: ID!) { deleteEvent(id: $id) { id } }', { id: ev.id });
  const { createVenue: venue } = await gql('mutation { createVenue(input: {name: "Old barn"}) { id } }');
  await gql('mutation($id: ID!) { deleteVenue(id: $id) { id } }', { id: venue.id });
  const { companies } = await gql('{ companies { id } }');
  const { jobs } = await gql(`query($c: ID!) { jobs(companyId: $c, filter: {search: "Night nurse"}) { nodes { id } } }`, { c: companies[0].id });
  await gql('mutation($c: ID!, $id: ID!) { deleteJob(companyId: $c, id: $id) }', { c: companies[0].id, id: jobs.nodes[0].id });

  await nav('Trash').click();
  await page.getByRole('heading', { name: 'Trash' }).waitFor();
  await page.getByText('deleted for good 30 days after').waitFor();
  const trash = page.getByRole('table', { name: 'Trash' });
  for (const title of ['Cancelled gig', 'Old barn', 'Night nurse']) await trash.getByRole('row', { name: new RegExp(title) }).waitFor();
  await screenshot(page, 'trash-02-screen');
  assert.deepEqual(await axeFindings(), []);

  await trash.getByRole('button', { name: 'Restore event Cancelled gig' }).click();
  await page.getByText('Event Cancelled gig restored.').waitFor();
  await trash.getByRole('row', { name: /Cancelled gig/ }).waitFor({ state: 'detached' });
  const { event } = await gql('query($id: ID!) { event(id: $id) { status } }', { id: ev.id });
  assert.equal(event.status, 'PUBLISH');

  await trash.getByRole('button', { name: 'Delete job Night nurse permanently' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete permanently?' });
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await page.getByText('Job Night nurse deleted permanently.').waitFor();
  await trash.getByRole('row', { name: /Night nurse/ }).waitFor({ state: 'detached' });
  const { body } = await pageGraphQL(page, 'query($c: ID!) { jobs(companyId: $c, filter: {statuses: [TRASHED]}) { nodes { id } } }', { c: companies[0].id });
  assert.deepEqual(body.data.jobs.nodes, []);
  await trash.getByRole('row', { name: /Old barn/ }).waitFor();
});
