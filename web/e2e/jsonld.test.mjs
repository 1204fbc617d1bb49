// The calendar's json_ld in a page, as a site embeds it: the bytes of the
// API's json_ld member put as they are in a <script type="application/ld+json">
// element. Stored-script payloads written into a venue's, an organizer's
// and an event's plain fields (address, city, phone, e-mail, cost, title)
// must not run in Chromium, the page must keep exactly its own script
// elements, and JSON.parse of the element's text must give back the
// values the API returned (text with <, > and & that is not markup
// included). A control embeds the same payload without escaping and sees
// it run, so the harness does detect a breakout.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { adminSuite, requirements } from './suite.mjs';

let server;
let page;
let apiKey;
adminSuite({
  serveFlags: ['--demo'],
  company: false,
  ready: (s) => {
    ({ server, page } = s);
    apiKey = readFileSync(server.logFile, 'utf8').match(/Demo API key \(all scopes\):\n(\S+)/)[1];
  },
});

const root = () => `${server.url}/calendar/events/v1`;

async function post(kind, body) {
  const res = await fetch(`${root()}/${kind}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(res.status, 201, JSON.stringify(json));
  return json.id;
}

/** The raw text of the top-level member name of the JSON object text, as sent. */
function rawMember(text, name) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const key = text.slice(i + 1, j);
      i = j;
      if (depth !== 1 || key !== name) continue;
      let k = j + 1;
      while (text[k] === ' ' || text[k] === ':') k++;
      const start = k;
      let d = 0;
      for (; k < text.length; k++) {
        const ch = text[k];
        if (ch === '"') {
          k++;
          while (text[k] !== '"') k += text[k] === '\\' ? 2 : 1;
        } else if (ch === '{' || ch === '[') d++;
        else if (ch === '}' || ch === ']') {
          d--;
          if (d === 0) return text.slice(start, k + 1);
        }
      }
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return null;
}

/** Loads a page holding raw in an ld+json script element; what ran and what the element holds. */
async function embed(raw) {
  const dialogs = [];
  const onDialog = (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  };
  page.on('dialog', onDialog);
  try {
    await page.goto(`${server.url}/healthz`); // a fresh window for each page
    await page.setContent(
      `<!doctype html><html><head><title>Event</title><script type="application/ld+json" id="ld">${raw}</script>` +
        `<script>window.__own = (window.__own || 0) + 1;</script></head><body><p id="after">after</p></body></html>`,
    );
    await page.waitForFunction(() => document.readyState === 'complete');
    const got = await page.evaluate(() => ({
      xss: window.__xss ?? null,
      own: window.__own ?? 0,
      scripts: document.scripts.length,
      images: document.images.length,
      text: document.getElementById('ld')?.textContent ?? null,
      after: document.getElementById('after')?.textContent ?? null,
    }));
    return { ...got, dialogs };
  } finally {
    page.off('dialog', onDialog);
  }
}

function assertInert(where, got, raw) {
  assert.equal(got.xss, null, `${where}: a payload ran`);
  assert.deepEqual(got.dialogs, [], `${where}: a payload opened a dialog`);
  assert.equal(got.scripts, 2, `${where}: the page has ${got.scripts} script elements`);
  assert.equal(got.images, 0, `${where}: an image element was injected`);
  assert.equal(got.own, 1);
  assert.equal(got.after, 'after');
  assert.equal(got.text, raw, `${where}: the element's text is not what was embedded`);
}

test('json_ld with stored-script payloads is inert in a script element and parses back to its values', async (t) => {
  if (!requirements(t)) return;
  // Each payload would run if it broke out of the element (single quotes:
  // JSON leaves them as they are).
  const venue = await post('venues', {
    venue: "Fish & Chips <3 >_< </script><script>window.__xss = 'venue name'</script>",
    address: "</script><script>window.__xss = 'address'</script>Main St 1",
    city: "<img src=x onerror=window.__xss='city'>Ghent",
    phone: "<svg onload=window.__xss='phone'>+32 9 000",
    zip: '1 < 2 & 3 > 0',
  });
  const organizer = await post('organizers', {
    organizer: 'Org </script><!--',
    email: "org@example.com<img src=x onerror=alert('email')>",
    phone: "</script><script>alert('phone')</script>+32",
  });
  const event = await post('events', {
    title: "Gig <img src=x onerror=window.__xss='title'> & more",
    start_date: '2027-01-15 20:00',
    end_date: '2027-01-15 23:00',
    status: 'publish',
    cost: "10 </script><script>window.__xss = 'cost'</script>",
    currency_symbol: "€<img src=x onerror=alert('symbol')>",
    venue,
    organizer: [organizer],
  });

  for (const [kind, id] of [
    ['events', event],
    ['venues', venue],
    ['organizers', organizer],
  ]) {
    const text = await (await fetch(`${root()}/${kind}/${id}`)).text();
    const raw = rawMember(text, 'json_ld');
    assert.ok(raw, `${kind}: no json_ld in ${text}`);
    assert.doesNotMatch(raw, /[<>&]/, `${kind}: json_ld carries a raw <, > or &`);
    const got = await embed(raw);
    assertInert(kind, got, raw);
    assert.deepEqual(JSON.parse(got.text), JSON.parse(text).json_ld, `${kind}: the page's JSON-LD differs from the API's`);
  }

  // The values: plain text, signs that are not markup kept.
  const ld = JSON.parse(rawMember(await (await fetch(`${root()}/events/${event}`)).text(), 'json_ld'));
  assert.equal(ld.name, 'Gig & more');
  assert.equal(ld.location.name, 'Fish & Chips <3 >_<');
  assert.equal(ld.location.address.streetAddress, 'Main St 1');
  assert.equal(ld.location.address.addressLocality, 'Ghent');
  assert.equal(ld.location.address.postalCode, '1 < 2 & 3 > 0');
  assert.equal(ld.location.telephone, '+32 9 000');
  assert.equal(ld.organizer.email, 'org@example.com');
  assert.equal(ld.offers.price, '10');

  // The control: the same kind of text embedded without escaping runs.
  const naive = JSON.stringify({ name: "</script><script>window.__xss = 'naive'</script>" });
  const control = await embed(naive);
  assert.equal(control.xss, 'naive', 'the harness does not see a breakout');
});
