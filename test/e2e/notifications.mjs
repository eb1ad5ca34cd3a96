// The e2e step of the Notifications view: read threads shown too (its title bar's filter), the other views folded,
// each thread's reason, subject state and time in words; saved as `shot` once Japanese text (a seeded discussion's
// title) is drawn with real glyphs. `theme`: the step turns that theme on for the picture (`light` or `dark`) and
// the one before back on after.
import { join } from 'node:path';
import { assertJapaneseDrawn } from '../../scripts/lib/japanese-glyphs.mjs';

/**
 * `headers`: the view headers to fold while the picture is taken (each clicked again after); `own`: the
 * Notifications view's header, which opens it (the view starts folded) and folds it again after.
 */
export async function notificationsShot({ page, command, headers, own, notifications, shots, shot, theme }) {
  const themeClass = { light: '.monaco-workbench.vs', dark: '.monaco-workbench.vs-dark' };
  const toggle = async (to) => {
    await command('Preferences: Toggle between Light/Dark Themes');
    await page.locator(themeClass[to]).waitFor({ timeout: 15_000 });
  };
  const before = (await page.locator(themeClass.dark).count()) > 0 ? 'dark' : 'light';
  for (const header of [...headers, own]) await header.click();
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
    if (theme !== before) await toggle(theme);
    await page.mouse.move(900, 700); // no hover tooltip over the tree
    await page.waitForTimeout(300);
    await assertJapaneseDrawn(page, 'the Notifications view');
    await page.screenshot({ path: join(shots, shot) });
  } finally {
    if ((await page.locator(themeClass[before]).count()) === 0) await toggle(before);
    await command('DevDesk: Show Only Unread Notifications').catch(() => undefined);
    for (const header of [...headers, own]) await header.click();
  }
}
