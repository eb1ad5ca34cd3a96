// The browser suite's screenshots (issue 38): a `screenshot` record from the suite names a file and, optionally, what
// must be on the page first (a CSS selector); the runner answers it once the picture of its Chromium page is taken.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/code-server.mjs';

const folder = join(repoRoot, 'test-results/e2e');
let shown;

/** The page the pictures are taken of (run.mjs sets it once it has one). */
export function photograph(page) {
  shown = page;
}

/**
 * Takes `record.file` (a name in test-results/e2e) once `record.waitFor` shows, or as it is after 15 s, saying so; a
 * picture is never a check.
 */
export async function takeScreenshot(record) {
  if (!shown) return;
  try {
    if (record.waitFor)
      await shown
        .locator(record.waitFor)
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
        .catch(() => console.error(`web: ${record.file} taken without ${record.waitFor} on the page`));
    mkdirSync(folder, { recursive: true });
    await shown.screenshot({ path: join(folder, record.file) });
  } catch (error) {
    console.error(`web: no screenshot ${record.file} (${error.message})`);
  }
}
