// Debian's Chromium driven by playwright-core (which never downloads a
// browser), headless, with a fresh profile.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const executablePath = process.env.CORKBOARD_CHROMIUM ?? '/usr/bin/chromium';

export const screenshotDir = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

/** Whether the browser is there; tests skip (or fail in CI) without it. */
export function haveBrowser() {
  return existsSync(executablePath);
}

/** Launches Chromium with a fresh profile; close() also removes it. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'corkboard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  mkdirSync(screenshotDir, { recursive: true });
  return {
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot as artifacts/screenshots/<name>.png. */
export async function screenshot(page, name) {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
