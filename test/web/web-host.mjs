// What both drivers of DevDesk's `browser` entry in code-server's web worker extension host need (the browser suite,
// test/web/run.mjs, and the bench's browser part, test/bench/web.mjs): the extension copied so that only a web worker
// host loads it, and the sign-in's token typed in as a user pastes it.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/code-server.mjs';

/**
 * A copy of the extension in `runDir/devdesk-web` whose package.json has `browser` and no `main`: code-server always
 * has a Node host, and VS Code runs an extension with `main` there (ARCHITECTURE.md, "Two hosts"). The caller puts
 * its test entry inside the returned folder.
 */
export function browserOnlyExtension(runDir) {
  const folder = join(runDir, 'devdesk-web');
  mkdirSync(folder, { recursive: true });
  for (const part of ['dist/web', 'dist/github-schema.gz', 'l10n', 'media', 'package.nls.json', 'package.nls.ja.json'])
    cpSync(join(repoRoot, part), join(folder, part), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  delete manifest.main;
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  return folder;
}

/** Types `token` into DevDesk's sign-in input box (a password box) once it shows, and accepts it. */
export async function pasteTokenWhenAsked(page, token, timeoutMs) {
  const box = page.locator('.quick-input-widget input[type="password"]');
  await box.waitFor({ state: 'visible', timeout: timeoutMs });
  await box.fill(token);
  await box.press('Enter');
}

/** Clicks the quick pick's item holding `text` once it shows, as a user picks it. */
export async function pickWhenShown(page, text, timeoutMs) {
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: text }).first();
  await row.waitFor({ state: 'visible', timeout: timeoutMs });
  await row.click();
}
