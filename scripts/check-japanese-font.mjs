// Does this machine's Chromium draw Japanese? Opens a blank page in the browser the tests use and measures
// (scripts/lib/japanese-glyphs.mjs). `node scripts/check-japanese-font.mjs`; exits 1 when it would show boxes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/code-server.mjs';
import { assertJapaneseDrawn, japaneseWidths } from './lib/japanese-glyphs.mjs';

const userDataDir = mkdtempSync(join(tmpdir(), 'devdesk-font-'));
const browser = await launchChromium({ userDataDir });
try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.setContent('<body style="font-family: system-ui, sans-serif">日本語</body>');
  console.log(JSON.stringify(await japaneseWidths(page)));
  await assertJapaneseDrawn(page, 'Chromium');
  console.log('Chromium draws Japanese with a Japanese font.');
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await browser.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
