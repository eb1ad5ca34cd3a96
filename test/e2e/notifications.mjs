// The e2e step of the Notifications view: read threads shown too (its title bar's filter), the other views folded,
// each thread's reason, subject state and time in words; saved as `shot` once Japanese text (a seeded discussion's
// title) is drawn with real glyphs. `light`: the step turns the light theme on for the picture and back after.
import { join } from 'node:path';
import { assertJapaneseDrawn } from '../../scripts/lib/japanese-glyphs.mjs';

/** `headers`: the view headers to fold while the picture is taken (each clicked again after). */
export async function notificationsShot({ page, command, headers, notifications, shots, shot, light = false }) {
  for (const header of headers) await header.click();
  try {
    await command('DevDesk: Show Read Notifications Too');
    // A read thread's line ends in "read" (既読 in Japanese); the groups are open, so level 2 holds the threads.
    await notifications
      .locator('.monaco-list-row[aria-level="2"]', { hasText: /read|既読/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await notifications
      .locator('.monaco-list-row[aria-level="2"]', { hasText: /用語集/ })
      .first()
      .waitFor({ timeout: 15_000 });
    if (light) {
      await command('Preferences: Toggle between Light/Dark Themes');
      await page.locator('.monaco-workbench.vs').waitFor({ timeout: 15_000 });
    }
    await page.mouse.move(900, 700); // no hover tooltip over the tree
    await page.waitForTimeout(300);
    await assertJapaneseDrawn(page, 'the Notifications view');
    await page.screenshot({ path: join(shots, shot) });
  } finally {
    if (light) {
      await command('Preferences: Toggle between Light/Dark Themes');
      await page.locator('.monaco-workbench.vs-dark').waitFor({ timeout: 15_000 });
    }
    await command('DevDesk: Show Only Unread Notifications').catch(() => undefined);
    for (const header of headers) await header.click();
  }
}
