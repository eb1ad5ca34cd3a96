// Renders the Marketplace icon: media/marketplace/icon.svg (the drawing, like the activity bar's media/devdesk.svg) to
// media/icon.png, 128×128 as the Marketplace asks, with the Chromium the tests use. `node scripts/icon.mjs`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, repoRoot } from './lib/code-server.mjs';

const svg = readFileSync(join(repoRoot, 'media/marketplace/icon.svg'), 'utf8');
const userDataDir = mkdtempSync(join(tmpdir(), 'devdesk-icon-'));
const browser = await launchChromium({ userDataDir });
try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.setViewportSize({ width: 128, height: 128 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: join(repoRoot, 'media/icon.png'), omitBackground: true });
  console.log('wrote media/icon.png');
} finally {
  await browser.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
