// The Webhooks screen in a real browser against the real binary: create
// an endpoint (the secret is shown once), send a test ping that a real
// receiver on loopback gets and verifies (HMAC-SHA256 by the Standard
// Webhooks specification, written here with node:crypto), see the
// delivery in the log, redeliver it (same webhook-id), disable the
// endpoint.
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { screenshot } from './browser.mjs';
import { adminSuite, logIn, requirements } from './suite.mjs';

// The receiver is on loopback: the server must allow private destinations.
process.env.CORKBOARD_WEBHOOK_ALLOW_PRIVATE = 'true';
process.env.CORKBOARD_JOBS_POLL_INTERVAL = '100ms';

const admin = { email: 'admin@example.com', password: 'admin-pass-123', role: 'admin' };

let server;
let page;
adminSuite({ users: [admin], ready: (s) => ({ server, page } = s) });

/** A receiver that records each request and whether its signature verifies with secret. */
function receiver() {
  const got = [];
  const r = { got, secret: '', url: '' };
  const srv = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const id = req.headers['webhook-id'];
      const ts = req.headers['webhook-timestamp'];
      const key = Buffer.from(r.secret.replace(/^whsec_/, ''), 'base64');
      const want = createHmac('sha256', key).update(`${id}.${ts}.`).update(body).digest();
      const valid = String(req.headers['webhook-signature'] ?? '')
        .split(' ')
        .filter((s) => s.startsWith('v1,'))
        .some((s) => {
          const sig = Buffer.from(s.slice(3), 'base64');
          return sig.length === want.length && timingSafeEqual(sig, want);
        });
      got.push({ id, valid, type: JSON.parse(body.toString()).type });
      res.writeHead(204).end();
    });
  });
  r.listen = () => new Promise((ok) => srv.listen(0, '127.0.0.1', () => ok((r.url = `http://127.0.0.1:${srv.address().port}/hook`))));
  r.close = () => srv.close();
  return r;
}

async function until(cond, what) {
  const deadline = Date.now() + 20000;
  while (!cond()) {
    if (Date.now() > deadline) assert.fail(`${what} did not happen within 20 s`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

test('a webhook created in the admin receives a signed ping, logged and redelivered; disabling it', async (t) => {
  if (!requirements(t)) return;
  const rc = receiver();
  await rc.listen();
  t.after(() => rc.close());
  await logIn(page, server, admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
  await page.getByText('No webhooks yet').waitFor();

  await page.getByRole('button', { name: 'Create webhook' }).click();
  const dialog = page.getByRole('dialog', { name: /New webhook/ });
  await dialog.getByRole('textbox', { name: 'URL' }).fill(rc.url);
  await dialog.getByRole('textbox', { name: 'Events' }).fill('job.*, application.created');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('e2e receiver');
  await dialog.getByRole('button', { name: 'Create webhook' }).click();
  const secretBox = page.getByRole('textbox', { name: 'Signing secret' });
  await secretBox.waitFor();
  rc.secret = await secretBox.inputValue();
  assert.match(rc.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  await screenshot(page, 'webhooks-01-secret');
  await page.getByRole('button', { name: 'Done' }).click();
  assert.equal(await page.getByText(rc.secret).count(), 0, 'the secret is shown only once');

  const row = page.getByRole('row').filter({ hasText: rc.url });
  await row.getByText('Active').waitFor();
  await row.getByRole('button', { name: `Send test ping to ${rc.url}` }).click();
  await until(() => rc.got.length === 1, 'the ping');
  assert.equal(rc.got[0].type, 'webhook.ping');
  assert.equal(rc.got[0].valid, true, 'the signature verifies');

  await row.getByRole('button', { name: `Deliveries of ${rc.url}` }).click();
  const log = page.getByRole('dialog', { name: `Deliveries to ${rc.url}` });
  const attempt = log.getByRole('row').filter({ hasText: 'webhook.ping' });
  for (;;) {
    if ((await attempt.count()) > 0) break;
    await log.getByRole('button', { name: 'Refresh' }).click();
    await new Promise((ok) => setTimeout(ok, 200));
  }
  await attempt.getByText('HTTP 204').waitFor();
  await screenshot(page, 'webhooks-02-deliveries');
  await attempt.getByRole('button', { name: `Redeliver ${rc.got[0].id}` }).click();
  await until(() => rc.got.length === 2, 'the redelivery');
  assert.equal(rc.got[1].id, rc.got[0].id, 'a redelivery keeps the webhook-id');
  assert.equal(rc.got[1].valid, true);
  await page.keyboard.press('Escape');
  await log.waitFor({ state: 'hidden' });

  await row.getByRole('button', { name: `Disable ${rc.url}` }).click();
  await row.getByText('Disabled').waitFor();
  await screenshot(page, 'webhooks-03-disabled');
});
