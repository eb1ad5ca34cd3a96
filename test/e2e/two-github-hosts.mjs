// The e2e step of github.com and a GitHub Enterprise Server together: the emulator's second GitHub host (/ghes) is
// added to the user's settings, signed in with the sandbox's token, and the Pull Requests view shows a node per host
// (github.com's folded to its repositories, the Enterprise host's pull requests open): `two-github-hosts.png`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `signInTo`: which GitHub hosts the step signs in to itself (`github`, `enterprise`), in that order; the e2e run
 * has signed in to github.com already. `settingsFile`: the user's settings.json of the running code-server.
 */
export async function twoGitHubHosts({ page, emulator, settingsFile, shots, signInTo = ['enterprise'] }) {
  const quickInput = page.locator('.quick-input-widget');
  const pickRow = async (text) => {
    await quickInput.waitFor({ state: 'visible', timeout: 15_000 });
    await quickInput.locator('.quick-input-list .monaco-list-row', { hasText: text }).first().click();
  };
  const { enterprise } = emulator.info;
  const address = enterprise.web.replace(/^https?:\/\//, '');
  // Through the user's settings.json in the editor, as a user adds a host (VS Code reads its own edit at once).
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  const edited = {
    ...settings,
    'devdesk.github.enterpriseHosts': [enterprise.github],
    'devdesk.github.repositories': [
      ...(settings['devdesk.github.repositories'] ?? []),
      `${address}/devdesk-org/docs-site`,
    ],
  };
  await page.keyboard.press('F1');
  await quickInput.locator('input.input').fill('>Preferences: Open User Settings (JSON)');
  await pickRow('Preferences: Open User Settings (JSON)');
  const editor = page.locator('.editor-instance .monaco-editor', { hasText: 'devdesk.github.apiUrl' }).first();
  await editor.locator('.view-lines').click({ timeout: 15_000 });
  // Pasted (typing would have the editor close every bracket and quote a second time).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(edited));
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await editor.filter({ hasText: 'devdesk.github.enterpriseHosts' }).waitFor({ timeout: 15_000 });
  await page.keyboard.press('Control+S');
  await page.locator('.tab.active.dirty').waitFor({ state: 'detached', timeout: 15_000 });
  const paths = { github: '/github/api/v3', enterprise: '/ghes/api/v3' };
  // The hosts' labels: the product and the web address (the emulator's github.com stand-in is below /github).
  const labels = {
    github: `GitHub (${new URL(emulator.info.github).host}/github)`,
    enterprise: `GitHub Enterprise (${new URL(enterprise.web).host}/ghes)`,
  };
  const pulls = page.locator('.pane', { has: page.locator('.pane-header[aria-label^="Pull Requests"]') });
  // The views in sight while signing in, for the wait on their first pages (the settings editor may have hidden them).
  await page.keyboard.press('F1');
  await quickInput.locator('input.input').fill('>View: Show DevDesk');
  await pickRow('View: Show DevDesk');
  for (const which of signInTo) {
    // The host list holds the new host once the extension has read the saved settings file: asked again until it does.
    const hostRow = quickInput.locator('.quick-input-list .monaco-list-row', { hasText: paths[which] }).first();
    for (let attempt = 0; ; attempt++) {
      await page.keyboard.press('F1');
      await quickInput.locator('input.input').fill('>DevDesk: Sign In');
      await pickRow('DevDesk: Sign In');
      if (
        await hostRow.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      await page.keyboard.press('Escape');
      if (attempt === 9) throw new Error(`Sign In never offered the host ${paths[which]}`);
    }
    await hostRow.click();
    await quickInput.getByText(`Sign in to ${labels[which]}`).waitFor({ timeout: 15_000 });
    await pickRow("Use the sandbox's token");
    await page.locator('.part.statusbar').getByText(`${labels[which]} as mona`).waitFor({ timeout: 15_000 });
    // The view's first pages loaded before the next sign-in: its sandbox check is asked of a quiet emulator.
    await pulls.locator('.monaco-list-row[aria-level="3"]').first().waitFor({ timeout: 20_000 });
  }
  const header = (name) => page.locator(`.pane-header[aria-label^="${name}"]`).first();
  const others = ['Articles', 'Templates', 'Events'];
  const expanded = async (name) => (await header(name).getAttribute('aria-expanded')) === 'true';
  const folded = [];
  for (const name of others) {
    if (await expanded(name)) {
      await header(name).click();
      folded.push(name);
    }
  }
  try {
    const hostRow = (label) => pulls.locator('.monaco-list-row[aria-level="1"]', { hasText: label }).first();
    await hostRow(labels.github).waitFor({ timeout: 20_000 });
    // github.com's repositories folded one by one (the list draws only the rows in sight), so the Enterprise host's
    // node and its pull requests show below them.
    for (const repo of ['devdesk-org/monorepo', 'devdesk-org/docs-site']) {
      const row = pulls.locator('.monaco-list-row[aria-level="2"]', { hasText: repo }).first();
      await row.waitFor({ timeout: 15_000 });
      if ((await row.getAttribute('aria-expanded')) === 'true') await row.click();
    }
    await hostRow(labels.enterprise).waitFor({ timeout: 20_000 });
    await pulls
      .locator('.monaco-list-row[aria-level="2"]', { hasText: 'devdesk-org/docs-site' })
      .nth(1)
      .waitFor({ timeout: 15_000 });
    await pulls.locator('.monaco-list-row[aria-level="4"]').first().waitFor({ timeout: 20_000 }); // its open pull requests
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>View: Close All Editors'); // the view beside an empty editor area
    await pickRow('View: Close All Editors');
    await page.mouse.move(900, 700);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shots, 'two-github-hosts.png') });
  } finally {
    for (const name of folded) await header(name).click();
  }
}
