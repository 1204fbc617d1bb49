// Layout and accessibility of every main screen in a real browser, as an
// admin on the demo content: at a phone width (390×844) and a desktop
// width, no screen scrolls sideways, the navigation is reachable (the
// burger menu on the phone), and every visible form control has an
// accessible name (as Chromium computes it for assistive technology).
// Then a location and an API key are created with the keyboard alone.
// Mobile screenshots go to artifacts/screenshots/mobile-*.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn as logInAs, pageGraphQL, requirements } from './suite.mjs';

const admin = { email: 'ada@example.com', password: 'admin-pass-123', role: 'admin', name: 'Ada Admin' };
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

let server;
let page;
adminSuite({ users: [admin], serveFlags: ['--demo'], company: false, ready: (s) => ({ server, page } = s) });

/** The roles of form controls: each needs a name. */
const controlRoles = new Set([
  'button',
  'checkbox',
  'combobox',
  'listbox',
  'menuitem',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);

/**
 * The visible form controls without an accessible name, from Chromium's
 * accessibility tree (aria-label, aria-labelledby, <label for>, a wrapping
 * label, text content, title… all count), described by tag and attributes.
 */
async function unnamedControls() {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const bad = nodes.filter((n) => !n.ignored && controlRoles.has(n.role?.value) && !String(n.name?.value ?? '').trim());
    const out = [];
    for (const n of bad) {
      let what = n.role.value;
      if (n.backendDOMNodeId) {
        const { node } = await cdp.send('DOM.describeNode', { backendNodeId: n.backendDOMNodeId });
        const attrs = [];
        for (let i = 0; i < (node.attributes ?? []).length; i += 2) attrs.push(`${node.attributes[i]}="${node.attributes[i + 1].slice(0, 40)}"`);
        what += ` <${node.localName} ${attrs.join(' ')}>`;
      }
      out.push(what);
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/** Waits until the screen's heading shows and nothing is loading any more. */
async function settled(heading) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]'));
}

/** How far the page scrolls sideways (0 when it fits). */
function overflow() {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** The data of a GraphQL query run from the page with its session. */
async function gqlInPage(query) {
  const { body } = await pageGraphQL(page, query);
  assert.ok(body.data && !body.errors, JSON.stringify(body));
  return body.data;
}

const logIn = () => logInAs(page, server, admin);

// axe-core (pinned in package.json), run in the page through the DevTools
// protocol (the admin's CSP allows no injected script tags).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical findings on the page as it is now, named by where. */
async function axeFindings(where) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} (${v.nodes.length}×): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ') + (n.any[0]?.data?.fgColor ? ` [${n.any[0].data.fgColor} on ${n.any[0].data.bgColor}: ${n.any[0].data.contrastRatio}]` : '')).join(' | ')}`);
  });
  return found.map((f) => `${where}: ${f}`);
}

/** The screens: `nav` names the navigation entry that opens it; the others are opened by address. */
async function screens() {
  const { companies } = await gqlInPage('{ companies { id } }');
  const ids = await gqlInPage(`{ jobs(companyId: "${companies[0].id}", perPage: 1) { nodes { id } } events(perPage: 1) { nodes { id } } }`);
  const job = ids.jobs.nodes[0]?.id;
  const event = ids.events.nodes[0]?.id;
  assert.ok(job && event, `demo content: ${JSON.stringify(ids)}`);
  return [
    { name: 'dashboard', nav: 'Dashboard', heading: 'Dashboard' },
    { name: 'company', nav: 'Company', heading: 'Company' },
    { name: 'locations', nav: 'Locations', heading: 'Locations' },
    { name: 'jobs', nav: 'Jobs', heading: 'Jobs' },
    { name: 'job-editor', path: `/jobs/${job}`, heading: 'Edit job' },
    { name: 'applications', nav: 'Applications', heading: 'Applications' },
    { name: 'events', nav: 'Events', heading: 'Events' },
    { name: 'events-month', path: '/calendar/events?view=month', heading: 'Events' },
    { name: 'event-editor', path: `/calendar/events/${event}`, heading: /^Edit / },
    { name: 'venues', nav: 'Venues', heading: 'Venues' },
    { name: 'organizers', nav: 'Organizers', heading: 'Organizers' },
    { name: 'event-categories', nav: 'Event categories', heading: 'Event categories' },
    { name: 'event-tags', nav: 'Event tags', heading: 'Event tags' },
    { name: 'media', nav: 'Media library', heading: 'Media library' },
    { name: 'trash', nav: 'Trash', heading: 'Trash' },
    { name: 'api-keys', nav: 'API keys', heading: 'API keys' },
    { name: 'webhooks', nav: 'Webhooks', heading: 'Webhooks' },
    { name: 'users', nav: 'Users', heading: 'Users' },
  ];
}

const navLink = (name) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Opens a screen: through the navigation (the burger first on a phone) or by its address. */
async function open(screen, mobile) {
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (!screen.nav) {
    await page.goto(`${server.url}/admin${screen.path}`);
    return;
  }
  if (mobile) {
    // Folded away: off screen (once it has slid out) and out of the tab order.
    await page.waitForFunction(() => {
      const el = document.getElementById('main-navigation');
      return el?.inert && el.getBoundingClientRect().right <= 0;
    });
    await burger.click();
  } else {
    assert.equal(await burger.isVisible(), false, 'no burger on a desktop');
  }
  await navLink(screen.nav).click();
}

/** Opens every screen at a size; returns what is wrong, per screen. */
async function checkScreens(size, mobile, shots = new Set()) {
  await page.setViewportSize(size);
  await page.goto(`${server.url}/admin/`);
  await settled('Dashboard');
  const problems = [];
  for (const screen of await screens()) {
    await open(screen, mobile);
    await settled(screen.heading);
    const wide = await overflow();
    if (wide > 0) problems.push(`${screen.name}: the page scrolls ${wide}px sideways at ${size.width}px`);
    for (const c of await unnamedControls()) problems.push(`${screen.name}: no accessible name: ${c}`);
    if (shots.has(screen.name)) await screenshot(page, `mobile-${screen.name}`);
  }
  return problems;
}

test('screens load on first use: the login and dashboard do not ship the editors', async (t) => {
  if (!requirements(t)) return;
  const scripts = [];
  const record = (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  };
  page.on('request', record);
  try {
    await logIn();
    await settled('Dashboard');
    const editors = () => scripts.filter((p) => /\/(JobEditorScreen|EventEditorScreen|RichTextField)-/.test(p));
    assert.deepEqual(editors(), [], `scripts of the first load: ${scripts.join(' ')}`);
    await navLink('Jobs').click();
    await settled('Jobs');
    await page.getByRole('table', { name: 'Jobs' }).getByRole('link').first().click();
    await settled('Edit job');
    assert.ok(editors().some((p) => p.includes('/JobEditorScreen-')), `opening the job editor loads its code: ${scripts.join(' ')}`);
  } finally {
    page.off('request', record);
  }
});

test('every main screen fits a phone, with the navigation behind the burger and named controls', async (t) => {
  if (!requirements(t)) return;
  const problems = await checkScreens(phone, true, new Set(['dashboard', 'jobs', 'job-editor', 'events', 'event-editor', 'media']));
  // The burger opens the navigation over the screen.
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await navLink('Dashboard').waitFor();
  await screenshot(page, 'mobile-navigation');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  // The overflow check sees a screen that is too wide.
  await page.evaluate(() => document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="too-wide" style="width: 600px; height: 1px"></div>'));
  assert.ok((await overflow()) > 0, 'a 600px wide block overflows a phone');
  await page.evaluate(() => document.getElementById('too-wide').remove());
  assert.deepEqual(problems, []);
});

test('every main screen fits a desktop, with the navigation shown and named controls', async (t) => {
  if (!requirements(t)) return;
  const problems = await checkScreens(desktop, false);
  assert.deepEqual(problems, []);
});

/** Presses Tab until the element has the focus (at most max times). */
async function tabTo(target, max = 80) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab did not reach ${target}`);
}

const focused = (target) => target.evaluate((el) => el === document.activeElement);

test('log in and create a location with the keyboard alone', async (t) => {
  if (!requirements(t)) return;
  await page.setViewportSize(desktop);
  await page.context().clearCookies();
  await page.goto(`${server.url}/admin/login`);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await tabTo(email);
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Tab');
  assert.ok(await focused(page.getByRole('textbox', { name: 'Password' })), 'Tab goes from the e-mail to the password');
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await settled('Dashboard');

  await tabTo(navLink('Locations'));
  await page.keyboard.press('Enter');
  await settled('Locations');
  await tabTo(page.getByRole('button', { name: 'New location' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New location' });
  await dialog.waitFor();
  assert.ok(await focused(dialog.getByRole('textbox', { name: 'Street' })), 'the dialog focuses its first field');
  await page.keyboard.type('Keyboard Lane 1');
  await tabTo(dialog.getByRole('textbox', { name: 'City' }), 5);
  await page.keyboard.type('Keyboardville');
  await page.keyboard.press('Tab');
  assert.ok(await focused(dialog.getByRole('textbox', { name: 'Country' })));
  await page.keyboard.type('BE');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('table', { name: 'Locations' }).getByRole('row').filter({ hasText: 'Keyboardville' }).waitFor();
  const { companies } = await gqlInPage('{ companies { id } }');
  const { locations } = await gqlInPage(`{ locations(companyId: "${companies[0].id}") { city street country } }`);
  assert.deepEqual(
    locations.filter((l) => l.city === 'Keyboardville'),
    [{ city: 'Keyboardville', street: 'Keyboard Lane 1', country: 'BE' }],
  );
});

test('create an API key with the keyboard alone: name, a scope, an expiry date', async (t) => {
  if (!requirements(t)) return;
  await tabTo(navLink('API keys'));
  await page.keyboard.press('Enter');
  await settled('API keys');
  await tabTo(page.getByRole('button', { name: 'Create API key' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^New API key/ });
  await dialog.waitFor();
  assert.ok(await focused(dialog.getByRole('textbox', { name: 'Name' })), 'the dialog focuses the name');
  await page.keyboard.type('keyboard site');
  await page.keyboard.press('Tab');
  const boxes = dialog.getByRole('checkbox');
  assert.ok(await focused(boxes.first()), 'Tab goes from the name to the first scope');
  // Space ticks the first scope not ticked yet.
  const states = await boxes.evaluateAll((els) => els.map((el) => ({ value: el.value, checked: el.checked })));
  const pick = states.findIndex((b) => !b.checked);
  assert.ok(pick >= 0, JSON.stringify(states));
  await tabTo(boxes.nth(pick), states.length);
  await page.keyboard.press('Space');
  assert.ok(await boxes.nth(pick).isChecked(), 'Space ticks a scope');
  const wanted = states.filter((b, i) => b.checked || i === pick).map((b) => b.value);
  const expiry = dialog.getByRole('textbox', { name: 'Expires on' });
  await tabTo(expiry, 20);
  await page.keyboard.type('2031-01-31');
  await tabTo(dialog.getByRole('button', { name: 'Create key' }), 10);
  await page.keyboard.press('Enter');
  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await shown.getByRole('textbox', { name: 'Your new API key' }).waitFor();
  await tabTo(shown.getByRole('button', { name: 'Done' }), 10);
  await page.keyboard.press('Enter');
  await shown.waitFor({ state: 'hidden' });
  await page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'keyboard site' }).waitFor();
  const { companies } = await gqlInPage('{ companies { id } }');
  const { apiKeys } = await gqlInPage(`{ apiKeys(companyId: "${companies[0].id}") { name scopes expiresAt } }`);
  const key = apiKeys.find((k) => k.name === 'keyboard site');
  assert.ok(key, JSON.stringify(apiKeys));
  assert.deepEqual([...key.scopes].sort(), [...wanted].sort());
  assert.match(key.expiresAt, /^2031-0[12]-/);
});

test('axe finds nothing serious or critical on any screen, dialog or date picker', async (t) => {
  if (!requirements(t)) return;
  await page.setViewportSize(desktop);
  await page.context().clearCookies();
  await page.goto(`${server.url}/admin/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  const problems = await axeFindings('login');
  await logIn();
  await settled('Dashboard');
  for (const screen of await screens()) {
    await open(screen, false);
    await settled(screen.heading);
    problems.push(...(await axeFindings(screen.name)));
  }
  // A dialog, and the date picker's calendar with its month arrows.
  await navLink('Locations').click();
  await settled('Locations');
  await page.getByRole('button', { name: /New location|Add location|Create location/ }).first().click();
  await page.getByRole('dialog').waitFor();
  problems.push(...(await axeFindings('location dialog')));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await navLink('Events').click();
  await settled('Events');
  await page.getByRole('link', { name: 'Create event' }).click();
  await page.getByRole('textbox', { name: 'Start date' }).click();
  await page.locator('table.mantine-Month-month, .mantine-DatePicker-month, [data-dates-dropdown]').first().waitFor({ timeout: 3000 }).catch(() => problems.push('date picker: did not open'));
  problems.push(...(await axeFindings('date picker')));
  assert.deepEqual(problems, []);
});

test('a skip link, rich-text toolbars as one tab stop with arrow keys, focus back where it was after a dialog', async (t) => {
  if (!requirements(t)) return;
  await page.setViewportSize(desktop);
  const focused = (locator) => locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  await page.context().clearCookies();
  await logIn();
  await page.goto(`${server.url}/admin/calendar/events/new`);
  await page.getByRole('heading', { name: 'New event' }).waitFor();

  // The first Tab reaches the skip link; Enter moves on to the screen.
  await page.keyboard.press('Tab');
  assert.ok(await focused(page.getByRole('link', { name: 'Skip to content' })), 'the skip link is the first stop');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');

  // Each toolbar is one stop: from Title to Start date in a few Tabs.
  const title = page.getByRole('textbox', { name: /^Title \(/ });
  const startDate = page.getByRole('textbox', { name: 'Start date' });
  await title.focus();
  let tabs = 0;
  while (tabs < 40 && !(await focused(startDate))) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  assert.ok(tabs <= 6, `${tabs} Tabs from Title to Start date`);

  // Inside a toolbar the arrow keys move; Tab leaves it for the text.
  await title.focus();
  await page.keyboard.press('Tab');
  const toolbar = page.getByRole('toolbar').first();
  assert.ok(await focused(toolbar.getByRole('button', { name: 'Bold' })), 'Tab enters the toolbar on its first button');
  await page.keyboard.press('ArrowRight');
  assert.ok(await focused(toolbar.getByRole('button', { name: 'Italic' })));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const wrapped = await toolbar.evaluate((bar) => [...bar.querySelectorAll('button:not(:disabled)')].at(-1) === document.activeElement);
  assert.ok(wrapped, 'ArrowLeft from the first button wraps to the last usable one');
  await page.keyboard.press('Tab');
  assert.ok(await focused(page.getByRole('textbox', { name: /^Excerpt \(/ })), 'Tab leaves the toolbar for the text');

  // A dialog opened from a button gives the focus back to it when closed.
  const newVenue = page.getByRole('button', { name: 'New venue' });
  await newVenue.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'New venue');
});

// What a screen downloads on a first visit (empty cache), compressed as
// sent: the login page must stay within 250 KB (issue 28), the event
// editor (the largest screen, with the rich-text editor) within 600 KB.
const budgets = { login: 250_000, 'event editor': 600_000 };

/** The bytes transferred (headers and compressed bodies) while action runs and the network settles. */
async function transferred(action) {
  const cdp = await page.context().newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
  return bytes;
}

test('the login page and the event editor stay within their download budgets', async (t) => {
  if (!requirements(t)) return;
  await page.context().clearCookies();
  const sizes = {};
  sizes.login = await transferred(async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  });
  await logIn();
  sizes['event editor'] = await transferred(async () => {
    await page.goto(`${server.url}/admin/calendar/events/new`);
    await page.getByRole('textbox', { name: /^Title \(/ }).waitFor();
  });
  for (const [what, bytes] of Object.entries(sizes)) t.diagnostic(`${what}: ${(bytes / 1000).toFixed(1)} KB transferred`);
  for (const [what, limit] of Object.entries(budgets)) assert.ok(sizes[what] <= limit, `${what}: ${sizes[what]} bytes, budget ${limit}`);
});
