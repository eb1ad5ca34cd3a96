// End-to-end: DevDesk loaded from source in real VS Code (code-server), driven by clicks in Chromium.
// Opens the DevDesk container, checks its four views, signs in through the welcome buttons as a user would,
// and saves screenshots under test-results/e2e/ (git-ignored). A second window with VS Code's display language set to
// Japanese takes the ja-*.png screenshots. After a run with no failure, the README's pictures are copied from the
// screenshots into media/readme/. Prints `N passed, N failed`.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/code-server.mjs';
import { assertJapaneseDrawn } from '../../scripts/lib/japanese-glyphs.mjs';
import { openWorkbench } from '../../scripts/lib/workbench.mjs';
import { notificationsShot } from './notifications.mjs';
import { twoGitHubHosts } from './two-github-hosts.mjs';

// A Qiita article file is one by its place, the article root's public/ (the workspace folder's); a Markdown file
// elsewhere is not sent to Qiita. The steps put their articles there and take them away again.
const articleFolder = join(repoRoot, 'test/fixtures/workspace/public');
function removeArticleFile(name) {
  rmSync(join(articleFolder, name), { force: true });
  if (existsSync(articleFolder) && readdirSync(articleFolder).length === 0) rmSync(articleFolder, { recursive: true });
}

const shots = join(repoRoot, 'test-results/e2e');
// A run starts from an empty folder: a screenshot left from an earlier run (a failed step's above all) would pass
// for this run's.
rmSync(shots, { recursive: true, force: true });
mkdirSync(shots, { recursive: true });
const runDir = mkdtempSync(join(tmpdir(), 'devdesk-e2e-'));
const results = [];
let currentPage;

/** The failed steps with their first error line, repeated at the end so the tail of a long CI log names them. */
const failedSteps = [];
async function step(title, body) {
  const started = Date.now();
  try {
    await body();
    results.push(true);
    console.log(`  ✔ ${title} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push(false);
    failedSteps.push(`  ✘ ${title}: ${String(error.message ?? error).split('\n')[0]}`);
    const shot = join(shots, `failed-step-${results.length}.png`);
    await currentPage?.screenshot({ path: shot }).catch(() => {});
    console.log(
      `  ✘ ${title}\n      ${String(error.message ?? error)
        .split('\n')
        .slice(0, 6)
        .join('\n      ')}\n      screenshot: ${shot}`,
    );
  }
}

/**
 * Waits for DevDesk's walkthrough (opened by itself a few seconds after the first activation), checks that its
 * Japanese or English text is drawn with real glyphs and that a step shows its image, saves `shot`, and closes it.
 */
async function walkthroughShown(page, shot) {
  const walkthrough = page.locator('.gettingStartedContainer', {
    hasText: /Get started with DevDesk|DevDesk をはじめる/,
  });
  await walkthrough.waitFor({ timeout: 30_000 });
  await walkthrough.locator('.getting-started-media img').first().waitFor({ timeout: 15_000 });
  await assertJapaneseDrawn(page, 'the workbench');
  await page.waitForTimeout(500); // the step's image fades in
  await page.screenshot({ path: join(shots, shot) });
  await page.keyboard.press('F1');
  await page.locator('.quick-input-widget input.input').fill('>View: Close All Editors');
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'View: Close All Editors' }).first().click();
  await walkthrough.waitFor({ state: 'detached', timeout: 15_000 });
}

/** What every step does through the workbench's own UI: the palette, Quick Open, and the preview's webview. */
function workbenchActions(page) {
  const quickInput = page.locator('.quick-input-widget');
  const pickRow = async (text) => {
    await quickInput.waitFor({ state: 'visible', timeout: 15_000 });
    await quickInput.locator('.quick-input-list .monaco-list-row', { hasText: text }).first().click();
  };
  /** Runs a palette command by its title, as a user types it. */
  const command = async (name) => {
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill(`>${name}`);
    await pickRow(name);
  };
  /** Opens a workspace file through Quick Open, which lists a new file only once the file watcher has seen it: asked again until it does. */
  const open = async (name) => {
    const row = quickInput.locator('.quick-input-list .monaco-list-row', { hasText: name }).first();
    for (let attempt = 0; ; attempt++) {
      await page.keyboard.press('Control+P');
      await quickInput.locator('input.input').fill(name);
      if (
        await row.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      await page.keyboard.press('Escape');
      if (attempt === 9) throw new Error(`Quick Open never listed ${name}`);
    }
    await row.click();
    // The file's own tab is active (not merely some editor), so a command with `when: editorLangId == …` is offered.
    await page
      .locator('.editor-group-container.active .tab.active', { hasText: name.split('/').pop() })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.locator('.editor-group-container.active .monaco-editor').first().waitFor({ timeout: 15_000 });
  };
  /** The webview frame whose document holds the preview's content, once `selector` is in it. */
  const previewFrame = async (selector) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      for (const frame of page.frames()) {
        if (
          await frame
            .locator(`#content ${selector}`)
            .count()
            .catch(() => 0)
        )
          return frame;
      }
      await page.waitForTimeout(250);
    }
    throw new Error(`no preview shows ${selector}`);
  };
  /** A view's header in the DevDesk container, and its pane. */
  const header = (name) => page.locator(`.pane-header[aria-label^="${name}"]`).first();
  const pane = (name) => page.locator('.pane', { has: page.locator(`.pane-header[aria-label^="${name}"]`) });
  /** The first row of a pane's tree holding `text` (at tree depth `level`, when given). */
  const rowIn = (container) => (text, level) =>
    container.locator(`.monaco-list-row${level ? `[aria-level="${level}"]` : ''}`, { hasText: text }).first();
  return { quickInput, pickRow, command, open, previewFrame, header, pane, rowIn };
}

let workbench;
try {
  workbench = await openWorkbench({ runDir });
  const { emulator, page } = workbench;
  currentPage = page;
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });

  const { quickInput, pickRow, command, open, previewFrame, header, pane, rowIn } = workbenchActions(page);
  const signInButtonOf = (viewName) =>
    page
      .locator('.pane', { has: page.locator(`.pane-header[aria-label^="${viewName}"]`) })
      .locator('.welcome-view-content a.monaco-button', { hasText: 'Sign in' });

  await step('the workbench draws Japanese with a Japanese font, not empty boxes', async () => {
    await assertJapaneseDrawn(page, 'the workbench');
  });

  await step('the activity bar shows DevDesk and opens its container with five views', async () => {
    await page.locator('.activitybar a[aria-label^="DevDesk"]').first().click({ timeout: 30_000 });
    for (const name of ['Articles', 'Templates', 'Pull Requests', 'Notifications', 'Events']) {
      await page.locator(`.pane-header[aria-label^="${name}"]`).first().waitFor({ timeout: 15_000 });
    }
    await page.screenshot({ path: join(shots, 'devdesk-container.png') });
    // A wider sidebar, as people who live in it set it: titles and counts stay readable in the screenshots.
    const sash = page.locator('.part.sidebar').boundingBox();
    const box = await sash;
    if (box) {
      await page.mouse.move(box.x + box.width + 1, box.y + 200);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width + 220, box.y + 200, { steps: 5 });
      await page.mouse.up();
    }
  });

  await step('the walkthrough opens on first activation, beside the views, with a picture per step', async () => {
    await walkthroughShown(page, 'walkthrough.png');
  });

  await step('a signed-out view offers to sign in; Templates knows a team host is configured', async () => {
    await signInButtonOf('Articles').waitFor({ timeout: 15_000 });
    await page.getByText('Sign in to your Qiita Team host to use its templates.').waitFor({ timeout: 15_000 });
  });

  await step('signing in to Qiita with a pasted token validates it, stores it and updates the view', async () => {
    await signInButtonOf('Articles').click();
    await pickRow('Qiita (');
    await pickRow('Paste a token');
    const box = quickInput.locator('input.input');
    await box.fill('not-a-token');
    await quickInput.getByText('40 lowercase hexadecimal', { exact: false }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: join(shots, 'sign-in-validation.png') });
    await box.fill(emulator.info.tokens.articles);
    await box.press('Enter');
    await page
      .locator('.part.statusbar')
      .getByText(/Qiita \(.*\) as devdesk_user/)
      .waitFor({ timeout: 15_000 });
    await page
      .locator('.pane', { has: page.locator('.pane-header[aria-label^="Articles"]') })
      .locator('.monaco-list-row', { hasText: 'Qiita (' })
      .waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(shots, 'signed-in.png') });
  });

  await step(
    'the Articles view shows the signed-in host; My articles expands to a page and grows on "Load more"',
    async () => {
      const articles = page.locator('.pane', { has: page.locator('.pane-header[aria-label^="Articles"]') });
      const row = (text) => articles.locator('.monaco-list-row', { hasText: text }).first();
      const others = ['Templates', 'Pull Requests', 'Events'];
      for (const name of others) await header(name).click(); // collapsed, they leave the sidebar to Articles
      try {
        await row('My articles').click({ timeout: 15_000 });
        const more = row(/Load 11 more \(20 of 31\)/);
        await more.waitFor({ timeout: 15_000 });
        await page.screenshot({ path: join(shots, 'articles-view.png') });
        await more.click();
        await more.waitFor({ state: 'detached', timeout: 15_000 });
        await page.keyboard.press('End'); // the 31st article is the last row now
        await articles.locator('.monaco-list-row[aria-posinset="31"]').waitFor({ timeout: 15_000 });
        // The newest article has a comment: collapse the list, then expand that article to its comments.
        await page.keyboard.press('Home');
        await row('My articles').click();
        await row('My articles').click();
        const commented = articles.locator('.monaco-list-row[aria-level="3"][aria-expanded="false"]').first();
        await commented.locator('.monaco-tl-twistie').click(); // a click on the title opens the article instead
        await articles.locator('.monaco-list-row[aria-level="4"]').first().waitFor({ timeout: 15_000 });
        await page.screenshot({ path: join(shots, 'article-comments.png') });
      } finally {
        for (const name of others) await header(name).click();
      }
    },
  );

  await step(
    'deleting your article from its context menu asks first, then removes it on the service and in the view',
    async () => {
      const api = `${emulator.info.articles}/api/v2`;
      const auth = { authorization: `Bearer ${emulator.info.tokens.articles}`, 'content-type': 'application/json' };
      const title = `An article to delete (${Date.now()})`;
      const created = await fetch(`${api}/items`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title, body: 'Soon gone.', tags: [{ name: 'e2e' }], private: true }),
      });
      if (created.status !== 201) throw new Error(`could not create the article: ${created.status}`);
      const { id } = await created.json();
      const articles = page.locator('.pane', { has: page.locator('.pane-header[aria-label^="Articles"]') });
      await page.locator('.pane-header[aria-label^="Articles"]').hover();
      await articles.locator('.actions-container a[aria-label^="Refresh"]').first().click();
      const section = articles.locator('.monaco-list-row', { hasText: 'My articles' }).first();
      await section.waitFor({ timeout: 15_000 });
      if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click(); // a refresh keeps what was open
      const row = articles.locator('.monaco-list-row', { hasText: title }).first();
      await row.click({ button: 'right', timeout: 15_000 });
      const remove = page.locator('.monaco-menu .action-label', { hasText: 'Delete Article…' });
      await remove.hover({ timeout: 15_000 });
      await page.keyboard.press('Enter'); // a click right after the menu opens can land before it accepts clicks
      const dialog = page.locator('.monaco-dialog-box');
      await dialog.getByText(title, { exact: false }).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: join(shots, 'article-delete-confirm.png') });
      await dialog.locator('.monaco-button', { hasText: /^Delete$/ }).click();
      await row.waitFor({ state: 'detached', timeout: 15_000 });
      const after = await fetch(`${api}/items/${id}`, { headers: auth });
      if (after.status !== 404) throw new Error(`the service still has the article (${after.status})`);
    },
  );

  await step('a token the host refuses is explained in the prompt, which keeps what was typed', async () => {
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>DevDesk: Sign In');
    await pickRow('DevDesk: Sign In');
    await pickRow('Qiita Team (');
    await pickRow('Paste a token');
    const box = quickInput.locator('input.input');
    const refused = 'f'.repeat(40);
    await box.fill(refused);
    await box.press('Enter');
    await quickInput.getByText('refused this token (401)', { exact: false }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(shots, 'sign-in-refused.png') });
    const kept = await box.inputValue();
    if (kept !== refused) throw new Error(`the prompt lost the typed token (it holds ${kept.length} characters)`);
    await box.fill(emulator.info.tokens.team);
    await box.press('Enter');
    await page
      .locator('.part.statusbar')
      .getByText(/Qiita Team \(.*\) as devdesk_user/)
      .waitFor({ timeout: 15_000 });
  });

  await step('the Articles view reads well in a dark theme too', async () => {
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>Preferences: Toggle between Light/Dark Themes');
    await pickRow('Toggle between Light/Dark Themes');
    await page.locator('.monaco-workbench.vs-dark').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(shots, 'articles-view-dark.png') });
  });

  await step("signing in to GitHub with the sandbox's token takes two picks", async () => {
    await signInButtonOf('Pull Requests').click();
    await pickRow('GitHub (');
    await pickRow("Use the sandbox's token");
    await page
      .locator('.part.statusbar')
      .getByText(/GitHub \(.*\) as mona/)
      .waitFor({ timeout: 15_000 });
  });
  await step(
    'the Pull Requests view lists the repositories; a pull request expands to files, commits and review comments',
    async () => {
      const pulls = pane('Pull Requests');
      const row = (text) => pulls.locator('.monaco-list-row', { hasText: text }).first();
      const others = ['Articles', 'Templates', 'Events'];
      for (const name of others) await header(name).click();
      try {
        // docs-site is the second repository: collapse the first (30 open pull requests) so it shows.
        await row('devdesk-org/monorepo').click({ timeout: 15_000 });
        await row('devdesk-org/docs-site').waitFor({ timeout: 15_000 });
        const closed = pulls.locator('.monaco-list-row[aria-level="2"]', { hasText: 'Closed' }).last();
        await closed.click();
        const pull = pulls.locator('.monaco-list-row[aria-level="3"]', { hasText: '#11 ' }).first();
        await pull.locator('.monaco-tl-twistie').click({ timeout: 15_000 });
        await row('Review comments').click();
        // A thread's row (`1 comment · @ada`), not the Checks node's message, which is on the same level.
        const thread = pulls.locator('.monaco-list-row[aria-level="5"]', { hasText: /\d+ comments? · @/ }).first();
        await thread.waitFor({ timeout: 15_000 });
        await page.screenshot({ path: join(shots, 'pulls-view.png') });
        // The file of the first review thread, in the diff editor, with the thread on its line.
        const threadFile = (await thread.innerText()).split(':')[0].split('/').pop();
        await row('Review comments').click();
        await row('Files').click();
        // Files are drawn under their folders (devdesk.pulls.fileLayout), a level or more below the Files row.
        await pulls
          .locator('.monaco-list-row:is([aria-level="5"], [aria-level="6"], [aria-level="7"], [aria-level="8"])', {
            hasText: threadFile,
          })
          .first()
          .click({ timeout: 15_000 });
        await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 20_000 });
        await page.locator('.review-widget').first().waitFor({ timeout: 20_000 });
        await page.screenshot({ path: join(shots, 'pull-diff-thread.png') });
        // Leave the workbench as it was for the next steps: the diff closed, the Comments panel hidden.
        await page.keyboard.press('Control+K');
        await page.keyboard.press('W');
        if (await page.locator('.part.panel').isVisible()) await page.keyboard.press('Control+J');
        // The description: a click on the pull request opens it in DevDesk's preview, as GitHub renders it.
        await pull.click();
        const deadline = Date.now() + 30_000;
        let shown = false;
        while (!shown && Date.now() < deadline) {
          for (const frame of page.frames())
            if (
              await frame
                .locator('#content h1')
                .count()
                .catch(() => 0)
            )
              shown = true;
          if (!shown) await page.waitForTimeout(250);
        }
        if (!shown) throw new Error('the description did not render');
        await page.screenshot({ path: join(shots, 'pull-description.png') });
        await page.keyboard.press('Control+K');
        await page.keyboard.press('W');
      } finally {
        for (const name of others) await header(name).click();
      }
    },
  );

  await step(
    "the Pull Requests view shows the organization's teams nested by parent, with counts and a team's repository permissions",
    async () => {
      const pulls = pane('Pull Requests');
      const row = rowIn(pulls);
      const others = ['Articles', 'Templates', 'Events'];
      for (const name of others) await header(name).click();
      try {
        // The repositories folded, so the organization's entry below them shows.
        for (const repo of ['devdesk-org/monorepo', 'devdesk-org/docs-site']) {
          if ((await row(repo, 1).getAttribute('aria-expanded')) === 'true') await row(repo, 1).click();
        }
        await row('Organizations and teams', 1).click({ timeout: 15_000 });
        await row('devdesk-org', 2).click({ timeout: 15_000 });
        await row('Engineering', 3).click({ timeout: 15_000 });
        await row('Frontend', 4).click({ timeout: 15_000 });
        await row('Repositories', 4).click({ timeout: 15_000 });
        await row('devdesk-org/monorepo', 5).waitFor({ timeout: 15_000 });
        await page.mouse.move(900, 700); // no hover tooltip over the tree
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'pull-teams.png') });
      } finally {
        for (const name of others) await header(name).click();
      }
    },
  );

  await step(
    "a pull request's files carry GitHub's viewed state as checkboxes, and the Files node counts them",
    async () => {
      const pulls = pane('Pull Requests');
      const row = rowIn(pulls);
      const others = ['Articles', 'Templates', 'Events'];
      for (const name of others) await header(name).click();
      try {
        if ((await row('Organizations and teams', 1).getAttribute('aria-expanded')) === 'true')
          await row('Organizations and teams', 1).click();
        if ((await row('devdesk-org/docs-site', 1).getAttribute('aria-expanded')) !== 'true')
          await row('devdesk-org/docs-site', 1).click();
        // An open pull request with files in more than one folder (#23 and #16 are left to the review steps).
        const api = `${emulator.info.github}/repos/devdesk-org/docs-site`;
        const auth = { authorization: `Bearer ${emulator.info.tokens.github}` };
        const open = await (await fetch(`${api}/pulls?per_page=30`, { headers: auth })).json();
        let number;
        for (const candidate of open.filter((each) => each.number !== 23 && each.number !== 16)) {
          const changed = await (
            await fetch(`${api}/pulls/${candidate.number}/files?per_page=100`, { headers: auth })
          ).json();
          if (changed.length >= 3) {
            number = candidate.number;
            break;
          }
        }
        if (!number) throw new Error('no open pull request with three files');
        // Closed holds #11 from the step before, its Files open: folded, so the only Files and checkboxes are this one's.
        const closed = row('Closed', 2);
        if ((await closed.getAttribute('aria-expanded')) === 'true') await closed.click();
        const pull = row(`#${number} `, 3);
        if ((await pull.getAttribute('aria-expanded')) !== 'true')
          await pull.locator('.monaco-tl-twistie').click({ timeout: 15_000 });
        const files = pulls.locator('.monaco-list-row[aria-level="4"]', { hasText: 'Files' }).first();
        if ((await files.getAttribute('aria-expanded')) !== 'true') await files.click({ timeout: 15_000 });
        // VS Code draws a tree item's checkbox as `.custom-view-tree-node-item-checkbox`; files sit under their folders.
        // The list's rows change places in the DOM as it redraws: each time the first unticked one, once the count
        // shows the tick before.
        const unticked = pulls.locator('.monaco-list-row .custom-view-tree-node-item-checkbox:not(.checked)');
        for (const viewed of [1, 2]) {
          await unticked.first().click({ timeout: 15_000 });
          await row(new RegExp(`${viewed} of \\d+ viewed`), 4).waitFor({ timeout: 15_000 });
        }
        await page.mouse.move(900, 700); // no hover tooltip over the tree
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'viewed-files.png') });
        await files.click();
        await pull.locator('.monaco-tl-twistie').click();
      } finally {
        for (const name of others) await header(name).click();
      }
    },
  );

  await step(
    'a comment started as a review shows as pending in its thread; Submit Review… asks the verdict and opens the summary draft',
    async () => {
      const api = `${emulator.info.github}/repos/devdesk-org/docs-site`;
      const auth = { authorization: `Bearer ${emulator.info.tokens.github}` };
      const open = await (await fetch(`${api}/pulls?state=open&per_page=100`, { headers: auth })).json();
      const pull = open.filter((each) => each.user?.login !== 'mona').at(-1);
      const [file] = await (await fetch(`${api}/pulls/${pull.number}/files`, { headers: auth })).json();
      const line = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file.patch)[1]);
      await command('DevDesk: Open Changes (Diff)');
      await pickRow('devdesk-org/docs-site');
      await pickRow(`#${pull.number} `);
      await pickRow(file.filename);
      await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 20_000 });
      // The head side (on the right) has the focus: go to the hunk's first line and start a comment there.
      await page.locator('.monaco-diff-editor .editor.modified .lines-content > .view-lines').first().click();
      await page.keyboard.press('Control+G');
      await quickInput.locator('input.input').fill(`:${line}`);
      await page.keyboard.press('Enter');
      await command('Comments: Add Comment on Current Selection');
      const widget = page.locator('.review-widget').last();
      await widget.waitFor({ timeout: 15_000 });
      await page.keyboard.type('Could this name say what it holds?');
      await widget.locator('.monaco-button', { hasText: 'Start Review' }).first().click({ timeout: 15_000 });
      await widget.getByText('Pending').first().waitFor({ timeout: 15_000 });
      await page.mouse.move(900, 700);
      await page.screenshot({ path: join(shots, 'review-pending.png') });
      // Submit Review… from the diff editor's title: the verdict first, then the summary in a Markdown draft.
      // The diff editor's title has no room for every action in this window: the palette runs the same command on it.
      await command('DevDesk: Submit Review…');
      await quickInput.waitFor({ state: 'visible', timeout: 15_000 });
      await page.screenshot({ path: join(shots, 'review-submit-choice.png') });
      await pickRow('Request changes');
      await page
        .locator('.tab.active', { hasText: /^edit-/ })
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {});
      await page.keyboard.type('Thanks! Two names to settle before this goes in; see the comment on the diff.');
      await page.screenshot({ path: join(shots, 'review-submit.png') });
      await command('DevDesk: Post Comment');
      // Said in the status bar, which a busy run may already have cleared: the service's state is what counts.
      const submitted = async () =>
        (await (await fetch(`${api}/pulls/${pull.number}/reviews`, { headers: auth })).json()).some(
          (each) => each.state === 'CHANGES_REQUESTED' && each.body.startsWith('Thanks! Two names'),
        );
      for (let tries = 0; !(await submitted()); tries += 1) {
        if (tries >= 60) throw new Error('the review was not submitted as Request changes');
        await page.waitForTimeout(250);
      }
      await command('View: Close All Editors');
    },
  );

  await step('a suggestion in a review thread reads as the change it makes, with Commit Suggestion on it', async () => {
    const api = `${emulator.info.github}/repos/devdesk-org/docs-site`;
    const auth = { authorization: `Bearer ${emulator.info.tokens.github}` };
    const open = await (await fetch(`${api}/pulls?state=open&per_page=100`, { headers: auth })).json();
    const pull = open
      .filter((each) => each.user?.login !== 'mona' && each.head.repo?.full_name === each.base.repo.full_name)
      .at(-2);
    const files = await (await fetch(`${api}/pulls/${pull.number}/files`, { headers: auth })).json();
    const file = files.find((each) => each.status === 'modified' && each.patch) ?? files[0];
    // The first line the pull request adds: the suggestion improves the change itself.
    const [header, ...hunk] = file.patch.split('\n');
    const newSide = hunk.filter((each) => !each.startsWith('-'));
    const line =
      Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(header)[1]) +
      Math.max(
        0,
        newSide.findIndex((each) => each.startsWith('+')),
      );
    const contents = await (
      await fetch(`${api}/contents/${file.filename}?ref=${pull.head.sha}`, { headers: auth })
    ).json();
    const old = Buffer.from(contents.content, 'base64').toString('utf8').split('\n')[line - 1];
    const suggested = `${old.replace(/\s+$/, '')} // clearer`;
    const body = `This reads better:\n\`\`\`suggestion\n${suggested}\n\`\`\``;
    const posted = await fetch(`${api}/pulls/${pull.number}/comments`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body, commit_id: pull.head.sha, path: file.filename, line, side: 'RIGHT' }),
    });
    if (posted.status !== 201) throw new Error(`the suggestion was not posted: ${posted.status}`);
    const command = async (name) => {
      await page.keyboard.press('F1');
      await quickInput.locator('input.input').fill(`>${name}`);
      await pickRow(name);
    };
    await command('DevDesk: Open Changes (Diff)');
    await pickRow('devdesk-org/docs-site');
    await pickRow(`#${pull.number} `);
    await pickRow(file.filename);
    await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 20_000 });
    const widget = page.locator('.review-widget', { hasText: 'This reads better' }).first();
    await widget.waitFor({ timeout: 20_000 });
    // The Comments panel closed, so the thread has the room to show the whole change.
    if (await page.locator('.part.panel').isVisible()) await page.keyboard.press('Control+J');
    // The thread shows the change (the line replaced, the new line), not the raw fence; Commit Suggestion is on the comment.
    await widget.locator('.comment-body').first().hover();
    const commit = widget.locator('.action-label[aria-label="Commit Suggestion"]').first();
    await commit.waitFor({ timeout: 15_000 });
    await commit.hover();
    await page
      .getByRole('tooltip', { name: 'Commit Suggestion' })
      .or(page.locator('.monaco-hover', { hasText: 'Commit Suggestion' }))
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
    await page.screenshot({ path: join(shots, 'suggestion.png') });
    await page.keyboard.press('Control+K');
    await page.keyboard.press('W');
  });

  await step(
    'Choose Changes to Review… shows a range of commits: the Files node says which, lists its files, a comment on its diff',
    async () => {
      const api = `${emulator.info.github}/repos/devdesk-org/docs-site`;
      const auth = { authorization: `Bearer ${emulator.info.tokens.github}` };
      // Someone else's pull request on the view's first page, not the review steps' (#23, #16).
      const open = await (await fetch(`${api}/pulls?state=open&per_page=30`, { headers: auth })).json();
      const pull = open.filter((each) => each.user?.login !== 'mona' && ![23, 16].includes(each.number))[1];
      if (!pull) throw new Error('no pull request for the range');
      // Two commits pushed onto its head (the emulator's control route), the range the reviewer will pick.
      for (const [content, message] of [
        ['# Review notes\n\nOne\nTwo\n', 'Start the review notes'],
        ['# Review notes\n\nOne\nTwo\nThree\nFour\n', 'Two more notes'],
      ]) {
        const pushed = await fetch(`${emulator.info.url}/__emulator/github/push`, {
          method: 'POST',
          body: JSON.stringify({
            owner: 'devdesk-org',
            repo: 'docs-site',
            number: pull.number,
            path: 'docs/review-notes.md',
            content,
            message,
          }),
        });
        if (pushed.status !== 201) throw new Error(`the push failed: ${pushed.status}`);
      }
      await command('DevDesk: Choose Changes to Review…');
      await pickRow('devdesk-org/docs-site');
      await pickRow(`#${pull.number} `);
      await pickRow('A range of commits…');
      await pickRow('Start the review notes');
      await pickRow('Two more notes');
      const pulls = pane('Pull Requests');
      const row = rowIn(pulls);
      const others = ['Articles', 'Templates', 'Events'];
      for (const name of others) await header(name).click();
      try {
        if ((await row('Organizations and teams', 1).getAttribute('aria-expanded')) === 'true')
          await row('Organizations and teams', 1).click();
        if ((await row('devdesk-org/docs-site', 1).getAttribute('aria-expanded')) !== 'true')
          await row('devdesk-org/docs-site', 1).click();
        const closed = row('Closed', 2);
        if ((await closed.getAttribute('aria-expanded')) === 'true') await closed.click();
        const pullRow = row(`#${pull.number} `, 3);
        if ((await pullRow.getAttribute('aria-expanded')) !== 'true')
          await pullRow.locator('.monaco-tl-twistie').click({ timeout: 15_000 });
        const files = row('Files · 2 commits', 4);
        await files.click({ timeout: 15_000 });
        await row('review-notes.md', 5).click({ timeout: 15_000 });
        await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 20_000 });
        // A comment on "Three", line 5 of the range's head: sent with the range's head as its commit.
        await page.locator('.monaco-diff-editor .editor.modified .lines-content > .view-lines').first().click();
        await page.keyboard.press('Control+G');
        await quickInput.locator('input.input').fill(':5');
        await page.keyboard.press('Enter');
        await command('Comments: Add Comment on Current Selection');
        const widget = page.locator('.review-widget').last();
        await widget.waitFor({ timeout: 15_000 });
        await page.keyboard.type('These two notes belong together: one heading for both?');
        await widget.locator('.monaco-button', { hasText: 'Add Single Comment' }).first().click({ timeout: 15_000 });
        await widget.locator('.comment-body', { hasText: 'one heading for both' }).first().waitFor({ timeout: 15_000 });
        if (await page.locator('.part.panel').isVisible()) await page.keyboard.press('Control+J');
        await page.mouse.move(900, 700); // no hover tooltip over the tree
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'review-commit-range.png') });

        // Back to all changes, then a comment on the whole file from the palette, shown at the file's top.
        await command('DevDesk: Choose Changes to Review…');
        await pickRow('devdesk-org/docs-site');
        await pickRow(`#${pull.number} `);
        await pickRow('All changes');
        await command('View: Close All Editors');
        await row(/^Files/, 4).waitFor({ timeout: 15_000 });
        await command('DevDesk: Open Changes (Diff)');
        await pickRow('devdesk-org/docs-site');
        await pickRow(`#${pull.number} `);
        await pickRow('docs/review-notes.md');
        await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 20_000 });
        await command('DevDesk: Comment on File…');
        await pickRow('docs/review-notes.md');
        await quickInput.locator('input.input').fill('A file of notes: could it live in the wiki instead?');
        await page.keyboard.press('Enter');
        // The new thread sits collapsed on the file's first line, its glyph in the gutter: opened as a reader would.
        const onService = async () =>
          (await (await fetch(`${api}/pulls/${pull.number}/comments?per_page=100`, { headers: auth })).json()).some(
            (each) => each.subject_type === 'file' && each.body.includes('live in the wiki'),
          );
        for (let tries = 0; !(await onService()); tries += 1) {
          if (tries >= 60) throw new Error('the comment on the file was not posted');
          await page.waitForTimeout(250);
        }
        await command('Comments: Expand All Comments');
        const onFile = page.locator('.review-widget', { hasText: 'live in the wiki' }).first();
        await onFile.waitFor({ timeout: 20_000 });
        // The file's row in the tree beside it (files sit under their folders).
        if ((await row(/^Files/, 4).getAttribute('aria-expanded')) !== 'true') await row(/^Files/, 4).click();
        await row('review-notes.md').waitFor({ timeout: 15_000 });
        if (await page.locator('.part.panel').isVisible()) await page.keyboard.press('Control+J');
        await page.mouse.move(900, 700);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'file-comment.png') });
        await command('View: Close All Editors');
        await pullRow.locator('.monaco-tl-twistie').click();
      } finally {
        for (const name of others) await header(name).click();
      }
    },
  );

  await step("Labels… offers the repository's labels with their colours, the pull request's own picked", async () => {
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>DevDesk: Labels…');
    await pickRow('DevDesk: Labels…');
    await pickRow('devdesk-org/monorepo');
    await quickInput.locator('input.input').fill('#1124');
    await pickRow('#1124');
    const rows = quickInput.locator('.quick-input-list .monaco-list-row');
    await rows.filter({ hasText: 'good first issue' }).first().waitFor({ timeout: 15_000 });
    // #1124 carries “needs review”: it opens picked.
    await quickInput
      .locator('.quick-input-list .monaco-list-row[aria-checked="true"]', { hasText: 'needs review' })
      .waitFor({ timeout: 15_000 });
    // Each label's colour is an SVG dot (a data: URI) drawn as the row's icon.
    const icons = await quickInput
      .locator('.quick-input-list .quick-input-list-icon')
      .evaluateAll((nodes) => nodes.map((node) => globalThis.getComputedStyle(node).backgroundImage));
    if (!icons.some((image) => image.includes('data:image/svg+xml') && image.includes('d73a4a')))
      throw new Error(`no colour icons in the label pick: ${icons.slice(0, 3).join(' | ')}`);
    await page.mouse.move(900, 700);
    await page.screenshot({ path: join(shots, 'pull-labels.png') });
    await page.keyboard.press('Escape');
  });

  await step(
    'a pull request shows its review and check states on its node and expands to Reviews and Checks (dark and light)',
    async () => {
      const api = `${emulator.info.github}/repos/devdesk-org/monorepo`;
      const auth = { authorization: `Bearer ${emulator.info.tokens.github}` };
      // A pull request whose checks fail (the emulator's seed gives a few of monorepo's newest ones checks), with
      // changes requested by the user through the REST API, so the node, Reviews and Checks all have something to say.
      const open = (await (await fetch(`${api}/pulls?state=open&per_page=20`, { headers: auth })).json()).filter(
        (each) => each.user?.login !== 'mona',
      );
      const failing = async (pull) =>
        (await (await fetch(`${api}/commits/${pull.head.sha}/check-runs`, { headers: auth })).json()).check_runs.some(
          (run) => run.conclusion === 'failure',
        );
      let reviewed;
      for (const pull of open) if (!reviewed && (await failing(pull))) reviewed = pull;
      if (!reviewed) throw new Error('the emulator seeded no open pull request with a failing check');
      const reviews = `${api}/pulls/${reviewed.number}/reviews`;
      // A review the step above left pending (if it stopped half-way) is submitted; otherwise a new one is made.
      const pending = (await (await fetch(reviews, { headers: auth })).json()).find(
        (each) => each.state === 'PENDING' && each.user?.login === 'mona',
      );
      const verdict = { event: 'REQUEST_CHANGES', body: 'Two names to settle before this goes in.' };
      const review = await fetch(pending ? `${reviews}/${pending.id}/events` : reviews, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(verdict),
      });
      if (review.status !== 200) throw new Error(`the review was refused: ${review.status} ${await review.text()}`);
      const pulls = pane('Pull Requests');
      const row = rowIn(pulls);
      const others = ['Articles', 'Templates', 'Events'];
      /** Expands a row until `shows` is visible: a click only while the row says it is folded (a redraw may fold it). */
      const expandUntil = async (target, shows) => {
        const deadline = Date.now() + 20_000;
        while (!(await shows.isVisible())) {
          if (Date.now() > deadline)
            throw new Error(`${await target.innerText().catch(() => 'a row')} did not show what it holds`);
          if ((await target.getAttribute('aria-expanded').catch(() => null)) === 'false')
            await target.locator('.monaco-tl-twistie').click();
          await page.waitForTimeout(250);
        }
      };
      await command('View: Close All Editors');
      for (const name of others) await header(name).click();
      try {
        // Redrawn after the review: the view asks the states again.
        await command('DevDesk: Refresh');
        for (const folded of [
          ['Organizations and teams', 1],
          ['devdesk-org/docs-site', 1],
        ]) {
          if (
            (await row(...folded)
              .getAttribute('aria-expanded')
              .catch(() => null)) === 'true'
          )
            await row(...folded)
              .locator('.monaco-tl-twistie')
              .click();
        }
        const pull = row(`#${reviewed.number} `, 3);
        await expandUntil(row('devdesk-org/monorepo', 1), pull);
        await pull.getByText('changes requested by mona').waitFor({ timeout: 20_000 });
        await expandUntil(pull, row('Checks', 4));
        await expandUntil(row('Reviews', 4), row('@mona', 5));
        await expandUntil(row('Checks', 4), row('failure', 5));
        await page.mouse.move(900, 700); // no hover tooltip over the tree
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'pull-reviews.png') });
        // The state icons' colours are the theme's: the light theme too, then back to dark for the next steps.
        await command('Preferences: Toggle between Light/Dark Themes');
        await page.locator('.monaco-workbench.vs').waitFor({ timeout: 15_000 });
        await page.mouse.move(900, 700);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'pull-reviews-light.png') });
        await command('Preferences: Toggle between Light/Dark Themes');
        await page.locator('.monaco-workbench.vs-dark').waitFor({ timeout: 15_000 });
        await pull.locator('.monaco-tl-twistie').click();
      } finally {
        for (const name of others) await header(name).click();
      }
    },
  );

  await step('the Events view shows what happened, in words, by day', async () => {
    const events = page.locator('.pane', { has: page.locator('.pane-header[aria-label^="Events"]') });
    const others = ['Articles', 'Templates', 'Pull Requests'];
    for (const name of others) await header(name).click();
    try {
      await events.locator('.monaco-list-row[aria-level="2"]').first().waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(shots, 'events-view.png') });
    } finally {
      for (const name of others) await header(name).click();
    }
  });

  await step('the Notifications view lists unread and read threads with reasons and subject states (light)', () =>
    notificationsShot({
      page,
      command,
      headers: ['Articles', 'Templates', 'Pull Requests', 'Events'].map(header),
      own: header('Notifications'),
      notifications: pane('Notifications'),
      shots,
      shot: 'notifications.png',
      theme: 'light',
    }),
  );

  await step('DevDesk: Accounts lists every host with who is signed in there', async () => {
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>DevDesk: Accounts');
    await pickRow('DevDesk: Accounts');
    const rows = quickInput.locator('.quick-input-list .monaco-list-row');
    await rows.filter({ hasText: 'mona' }).first().waitFor({ timeout: 15_000 });
    await rows.filter({ hasText: 'devdesk_user' }).nth(1).waitFor({ timeout: 15_000 }); // Qiita and a team host
    await page.screenshot({ path: join(shots, 'accounts.png') });
    await page.keyboard.press('Escape');
  });
  await step(
    'the Templates view lists the team templates with their group and coedit mode; a template opens as a file',
    async () => {
      const templates = page.locator('.pane', { has: page.locator('.pane-header[aria-label^="Templates"]') });
      const others = ['Articles', 'Pull Requests', 'Events'];
      const expanded = async (name) => (await header(name).getAttribute('aria-expanded')) === 'true';
      const collapsed = [];
      for (const name of others) {
        if (await expanded(name)) {
          await header(name).click();
          collapsed.push(name);
        }
      }
      try {
        if (!(await expanded('Templates'))) await header('Templates').click();
        const weekly = templates.locator('.monaco-list-row', { hasText: 'Weekly MTG' }).first();
        await weekly.waitFor({ timeout: 15_000 });
        await templates
          .locator('.monaco-list-row', { hasText: 'group · coediting' })
          .first()
          .waitFor({ timeout: 15_000 });
        await weekly.click();
        const editor = page.locator('.editor-group-container.active .monaco-editor').first();
        await editor.waitFor({ timeout: 15_000 });
        await editor.locator('.view-lines', { hasText: 'group_url_name' }).waitFor({ timeout: 15_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'templates-view.png') });
      } finally {
        for (const name of collapsed) await header(name).click();
      }
    },
  );

  await step(
    'saving a template someone changed meanwhile is refused with Overwrite / Reload; Overwrite saves yours',
    async () => {
      const api = `${emulator.info.teams.alpha}/api/v2`;
      const auth = { authorization: `Bearer ${emulator.info.tokens.team}`, 'content-type': 'application/json' };
      const listed = await (await fetch(`${api}/templates`, { headers: auth })).json();
      const weekly = listed.find((template) => template.name === 'Weekly MTG');
      const theirs = {
        name: weekly.name,
        title: weekly.title,
        body: `${weekly.body}\nAdded by a teammate.\n`,
        tags: weekly.tags,
        coedit: weekly.coedit,
        group_url_name: weekly.group?.url_name ?? null,
      };
      const changed = await fetch(`${api}/templates/${weekly.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify(theirs),
      });
      if (changed.status !== 200) throw new Error(`could not change the template: ${changed.status}`);
      const editor = page.locator('.editor-group-container.active .monaco-editor').first();
      await editor.locator('.view-lines').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('Typed in DevDesk.');
      await page.keyboard.press('Control+S');
      const toasts = page.locator('.notifications-toasts');
      const offer = toasts
        .locator('.notification-list-item', { hasText: 'changed on' })
        .filter({ has: page.locator('.monaco-button', { hasText: 'Overwrite' }) })
        .first();
      await offer.waitFor({ timeout: 15_000 });
      await page.waitForTimeout(800); // the toasts slide in
      await page.screenshot({ path: join(shots, 'template-conflict.png') });
      const before = await (await fetch(`${api}/templates/${weekly.id}`, { headers: auth })).json();
      if (before.body.includes('Typed in DevDesk.')) throw new Error('the refused save reached the service');
      await offer.locator('.monaco-button', { hasText: 'Overwrite' }).click();
      const deadline = Date.now() + 15_000;
      for (;;) {
        const after = await (await fetch(`${api}/templates/${weekly.id}`, { headers: auth })).json();
        if (after.body.includes('Typed in DevDesk.')) break;
        if (Date.now() > deadline) throw new Error('Overwrite did not save the edit');
        await page.waitForTimeout(250);
      }
    },
  );

  await step("removing the team's owner asks first, then shows the service's refusal", async () => {
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>DevDesk: Remove Team Member');
    await pickRow('Remove Team Member');
    await pickRow('@yamada_taro');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.getByText('Remove @yamada_taro from', { exact: false }).waitFor({ timeout: 15_000 });
    await dialog.locator('.monaco-button', { hasText: /^Remove$/ }).click();
    await page
      .locator('.notifications-toasts')
      .getByText('The team owner cannot be removed', { exact: false })
      .waitFor({ timeout: 15_000 });
    await page.waitForTimeout(800); // the toast slides in
    await page.screenshot({ path: join(shots, 'team-remove-owner.png') });
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>View: Close All Editors');
    await pickRow('View: Close All Editors');
    // The refusal stays as a toast until dismissed: later screenshots should not carry it.
    await page.keyboard.press('F1');
    await quickInput.locator('input.input').fill('>Notifications: Clear All Notifications');
    await pickRow('Notifications: Clear All Notifications');
  });

  await step(
    'the preview shows what GitHub (dark theme) and Qiita will publish, and says when it falls back to the local renderer',
    async () => {
      const folder = join(repoRoot, 'test/fixtures/workspace/e2e-preview-scratch');
      mkdirSync(folder, { recursive: true });
      mkdirSync(articleFolder, { recursive: true });
      writeFileSync(
        join(folder, 'release-notes.md'),
        '# Release notes\n\nFixes devdesk-org/docs-site#23, reviewed by @mona.\n\n- [x] Render the description with GitHub\n- [ ] Ship the preview\n\n| Area | State |\n|---|---|\n| Preview | done |\n\n```ts\nconst answer = 42;\n```\n\n> [!NOTE]\n> Rendered by the GitHub host itself.\n',
      );
      writeFileSync(
        join(articleFolder, 'qiita-article.md'),
        [
          '---',
          'title: VS Code で Qiita の記事を書く',
          'tags:',
          '  - name: VSCode',
          '  - name: Qiita',
          'private: false',
          'updated_at: ""',
          'id: null',
          'organization_url_name: null',
          'slide: false',
          'ignorePublish: false',
          '---',
          '# はじめに',
          '',
          ':::note info',
          'この記事は **DevDesk** のプレビューで書いています。',
          ':::',
          '',
          '```ruby:app.rb',
          'puts "こんにちは"',
          '```',
          '',
          '$$',
          'e^{i\\pi} + 1 = 0',
          '$$',
          '',
          'インライン数式 $a^2 + b^2 = c^2$ も書けます。@yamada_taro さんに感謝します[^1]。',
          '',
          ':::note warn',
          '公開前にもう一度読み直しましょう。',
          ':::',
          '',
          '[^1]: レビューしてくれました。',
          '',
        ].join('\n'),
      );
      const faults = `${emulator.info.url}/__emulator/faults`;
      try {
        await command('View: Close Primary Side Bar');
        await open('release-notes.md');
        await command('DevDesk: Open Preview to the Side');
        const github = await previewFrame('a.user-mention');
        await github.locator('#content input[type="checkbox"]').first().waitFor({ timeout: 15_000 });
        await page.screenshot({ path: join(shots, 'preview-github-dark.png') });

        await command('Preferences: Toggle between Light/Dark Themes');
        await page.locator('.monaco-workbench.vs').waitFor({ timeout: 15_000 });
        await open('qiita-article.md');
        const qiita = await previewFrame('.note.info');
        await qiita.locator('#content .code-lang').waitFor({ timeout: 15_000 });
        await qiita.locator('#content div.math .katex-html').waitFor({ timeout: 15_000 }); // typeset by KaTeX
        await assertJapaneseDrawn(qiita, 'the Qiita preview');
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(shots, 'preview-qiita.png') });
        // The README's first picture: the Articles view beside the article and its preview.
        await command('View: Toggle Primary Side Bar Visibility');
        await page.locator('.part.sidebar').waitFor({ timeout: 15_000 });
        await page.mouse.move(1200, 820); // over the preview's empty space: no tooltip in the picture
        await page.waitForTimeout(800);
        await page.screenshot({ path: join(shots, 'articles-preview.png') });
        await command('View: Toggle Primary Side Bar Visibility');

        const added = await fetch(faults, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'error500', pathPrefix: '/qiita/api/preview' }),
        });
        if (!added.ok) throw new Error(`fault not accepted: ${added.status}`);
        await page.locator('.editor-group-container').first().locator('.view-lines').click();
        await page.keyboard.press('Control+End');
        await page.keyboard.type('\n追記しました。');
        const banner = qiita.locator('#banner:not([hidden])');
        await banner.waitFor({ timeout: 15_000 });
        await qiita.locator('#content', { hasText: '追記しました' }).waitFor({ timeout: 15_000 });
        await page.screenshot({ path: join(shots, 'preview-fallback.png') });
        await fetch(faults, { method: 'DELETE' });
        await qiita.locator('#retry').click();
        await banner.waitFor({ state: 'hidden', timeout: 15_000 });
      } finally {
        await fetch(faults, { method: 'DELETE' }).catch(() => {});
        await command('File: Revert File').catch(() => {});
        await command('View: Close All Editors').catch(() => {});
        rmSync(folder, { recursive: true, force: true });
        removeArticleFile('qiita-article.md');
      }
    },
  );
  await step(
    "the preview speaks each service's dialect: Qiita's code frames, notes, mentions, swatches and math; GitHub's footnotes, alerts, task lists and tag filter",
    async () => {
      const folder = join(repoRoot, 'test/fixtures/workspace/e2e-dialect-scratch');
      mkdirSync(folder, { recursive: true });
      mkdirSync(articleFolder, { recursive: true });
      writeFileSync(
        join(articleFolder, 'dialect.md'),
        [
          '---',
          'title: Qiita の記法',
          'tags:',
          '  - name: Markdown',
          'private: false',
          'updated_at: ""',
          'id: null',
          'organization_url_name: null',
          'slide: false',
          'ignorePublish: false',
          '---',
          '```example.rb',
          'puts "a file name alone"',
          '```',
          '',
          '```ruby:test:example.rb',
          'puts "everything after the first colon"',
          '```',
          '',
          ':::note info',
          'Notes come in three kinds: info,',
          ':::',
          '',
          ':::note warn',
          'warn,',
          ':::',
          '',
          ':::note alert',
          'and alert.',
          ':::',
          '',
          'Thanks to @yamada_taro; the brand colour is `#ffce44`.',
          '',
          'Inline $e^{i\\pi} + 1 = 0$ and a display formula:',
          '',
          '$$',
          '\\int_0^1 x^2 dx = \\frac{1}{3}',
          '$$',
          '',
          '```math',
          'a^2 + b^2 = c^2',
          '```',
          '',
        ].join('\n'),
      );
      writeFileSync(
        join(folder, 'dialect-readme.md'),
        [
          '# GitHub dialect',
          '',
          'A claim with a source[^1].',
          '',
          '> [!WARNING]',
          '> Alerts keep their kind.',
          '',
          '- [x] Task lists',
          '- [ ] still to do',
          '',
          'Raw <title>kept as text</title> and <xmp>this too</xmp>, and every line after them.',
          '',
          'The last line is still here.',
          '',
          '[^1]: The footnote, at the end.',
          '',
        ].join('\n'),
      );
      try {
        await open('dialect.md');
        await command('DevDesk: Open Preview to the Side');
        const qiita = await previewFrame('.note.alert');
        await qiita.locator('#content .code-lang', { hasText: 'test:example.rb' }).waitFor({ timeout: 15_000 });
        await qiita.locator('#content code > span.inline-code-color').waitFor({ timeout: 15_000 });
        await qiita.locator('#content .katex-display').first().waitFor({ timeout: 15_000 });
        await page.mouse.move(1200, 860);
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(shots, 'preview-qiita-dialect.png') });
        await command('View: Close All Editors');
        await open('dialect-readme.md');
        await command('DevDesk: Open Preview to the Side');
        const github = await previewFrame('section.footnotes');
        await github.locator('#content .markdown-alert-warning').waitFor({ timeout: 15_000 });
        await github.locator('#content', { hasText: 'The last line is still here.' }).waitFor({ timeout: 15_000 });
        await page.mouse.move(1200, 860);
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(shots, 'preview-github-dialect.png') });
      } finally {
        await command('View: Close All Editors').catch(() => {});
        rmSync(folder, { recursive: true, force: true });
        removeArticleFile('dialect.md');
      }
    },
  );

  await step('the preview follows typing in a Qiita article file at once, drawn locally until the pause', async () => {
    const folder = join(repoRoot, 'test/fixtures/workspace/e2e-typing-scratch');
    mkdirSync(folder, { recursive: true });
    mkdirSync(articleFolder, { recursive: true });
    writeFileSync(
      join(articleFolder, 'typing-article.md'),
      [
        '---',
        'title: 入力しながらプレビューを見る',
        'tags:',
        '  - name: VSCode',
        'private: false',
        'updated_at: ""',
        'id: null',
        'organization_url_name: null',
        'slide: false',
        'ignorePublish: false',
        '---',
        '# 書きながら確かめる',
        '',
        ':::note info',
        '入力するたびに、プレビューがすぐ描き直されます。',
        ':::',
        '',
        '```ts:preview.ts',
        'const label = "local";',
        '```',
        '',
        '',
      ].join('\n'),
    );
    try {
      await open('typing-article.md');
      await command('DevDesk: Open Preview to the Side');
      let preview;
      const deadline = Date.now() + 30_000;
      while (!preview && Date.now() < deadline) {
        for (const frame of page.frames())
          if (
            await frame
              .locator('#content .note.info')
              .count()
              .catch(() => 0)
          )
            preview = frame;
        if (!preview) await page.waitForTimeout(250);
      }
      if (!preview) throw new Error('no preview shows the article');
      await preview.locator('#status', { hasText: 'Qiita' }).waitFor({ timeout: 15_000 }); // the exact rendering first
      await page.locator('.editor-group-container').first().locator('.view-lines').click();
      await page.keyboard.press('Control+End');
      // The picture is taken while the writer is still typing: the keystrokes so far drawn, the label `local`.
      const typing = page.keyboard.type(
        'プレビューは入力に合わせて、その場で描き直されます。手を止めると Qiita の描画に置き換わります。',
        { delay: 120 },
      );
      await preview.locator('#content', { hasText: 'プレビューは入力に' }).waitFor({ timeout: 15_000 });
      await preview.locator('#status', { hasText: /^local$/ }).waitFor({ timeout: 5_000 });
      await page.screenshot({ path: join(shots, 'preview-typing.png') });
      const label = await preview.locator('#status').textContent();
      await typing;
      if (label !== 'local') throw new Error(`the label read "${label}" while typing`);
      await preview.locator('#status', { hasText: 'Qiita' }).waitFor({ timeout: 15_000 }); // and Qiita's own after the pause
    } finally {
      await command('File: Revert File').catch(() => {});
      await command('View: Close All Editors').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
      removeArticleFile('typing-article.md');
    }
  });
  /** The preview's frame once its content holds `selector`. */
  const previewShowing = async (selector) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      for (const frame of page.frames())
        if (
          await frame
            .locator(selector)
            .count()
            .catch(() => 0)
        )
          return frame;
      await page.waitForTimeout(250);
    }
    throw new Error(`no preview shows ${selector}`);
  };
  const frontMatter = (title, slide) => [
    '---',
    `title: ${title}`,
    'tags:',
    '  - name: VSCode',
    'private: false',
    'updated_at: ""',
    'id: null',
    'organization_url_name: null',
    `slide: ${slide}`,
    'ignorePublish: false',
    '---',
  ];
  await step('the preview keeps the line typed at the end of a long article on screen', async () => {
    mkdirSync(articleFolder, { recursive: true });
    const sections = Array.from(
      { length: 60 },
      (_, index) => `## 節 ${index + 1}\n\n長い記事の ${index + 1} 番目の段落です。\n`,
    );
    writeFileSync(
      join(articleFolder, 'long-article.md'),
      [...frontMatter('長い記事の終わりで書く', false), ...sections, ''].join('\n'),
    );
    try {
      await open('long-article.md');
      await command('DevDesk: Open Preview to the Side');
      const preview = await previewShowing('#content h2');
      await preview.locator('#status', { hasText: 'Qiita' }).waitFor({ timeout: 15_000 });
      await page.locator('.editor-group-container').first().locator('.view-lines').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n最後の段落を書いています。単語ごとにプレビューが付いてきます。', { delay: 60 });
      const typed = preview.locator('#content p', { hasText: '単語ごとにプレビューが付いてきます' });
      await typed.waitFor({ timeout: 15_000 });
      if (!(await typed.isVisible())) throw new Error('the typed line is not shown');
      const inView = await typed.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= element.ownerDocument.documentElement.clientHeight;
      });
      if (!inView) throw new Error('the typed line is outside the preview');
      await page.screenshot({ path: join(shots, 'preview-long-typing.png') });
    } finally {
      await command('File: Revert File').catch(() => {});
      await command('View: Close All Editors').catch(() => {});
      removeArticleFile('long-article.md');
    }
  });
  await step("the preview shows a slide deck a page at a time, the caret's page with its number", async () => {
    mkdirSync(articleFolder, { recursive: true });
    writeFileSync(
      join(articleFolder, 'slide-deck.md'),
      [
        ...frontMatter('スライドで話す', true),
        '# はじめに',
        '',
        '1 ページ目です。',
        '',
        '---',
        '',
        '# スライドモード',
        '',
        '- `---` で次のページ',
        '- 矢印キーでページ送り',
        '- 入力中はカーソルのあるページ',
        '',
        '---',
        '',
        '# おわりに',
        '',
        '3 ページ目です。',
        '',
      ].join('\n'),
    );
    try {
      await open('slide-deck.md');
      await command('DevDesk: Open Preview to the Side');
      const preview = await previewShowing('#content hr');
      await preview.locator('#status', { hasText: 'Qiita' }).waitFor({ timeout: 15_000 });
      await page.locator('.editor-group-container').first().locator('.view-lines').click();
      await page.keyboard.press('Control+Home');
      for (let line = 0; line < 19; line++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.type('\n- 書きながら確かめる', { delay: 60 });
      await preview.locator('#slide-number', { hasText: '2 / 3' }).waitFor({ timeout: 15_000 });
      await preview.locator('#content li', { hasText: '書きながら確かめる' }).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: join(shots, 'preview-slide.png') });
    } finally {
      await command('File: Revert File').catch(() => {});
      await command('View: Close All Editors').catch(() => {});
      removeArticleFile('slide-deck.md');
    }
  });
  await step(
    'a GraphQL scratch completes fields with their details, and its query runs into a result beside it',
    async () => {
      try {
        await command('DevDesk: New GraphQL Scratch');
        const editor = page.locator('.editor-group-container.active .monaco-editor').first();
        await editor.locator('.view-lines', { hasText: 'addReaction' }).waitFor({ timeout: 15_000 });
        await page.locator('.tab.active', { hasText: 'GraphQL scratch' }).waitFor({ timeout: 5_000 });
        await editor.locator('.codelens-decoration', { hasText: 'Run query' }).waitFor({ timeout: 30_000 });
        // After `title` in the issue's selection: a new line, `st`, then the suggestions with their details open.
        await page.keyboard.press('Control+G');
        await quickInput.locator('input.input').fill(':9');
        await page.keyboard.press('Enter');
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        await page.keyboard.type('st');
        const suggest = page.locator('.suggest-widget.visible');
        await suggest.locator('.monaco-list-row', { hasText: 'state' }).first().waitFor({ timeout: 15_000 });
        const details = page.locator('.suggest-details-container .suggest-details');
        if (!(await details.isVisible())) await page.keyboard.press('Control+Space');
        await details.waitFor({ state: 'visible', timeout: 5_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'graphql-completion.png') });

        await page.keyboard.press('Escape');
        await page.keyboard.press('Control+Z');
        await page.keyboard.press('Control+Z');
        await editor.locator('.codelens-decoration a', { hasText: 'Run query' }).first().click();
        // The result opens in a second editor group, beside the scratch.
        const result = page
          .locator('.editor-group-container')
          .nth(1)
          .locator('.monaco-editor .view-lines', { hasText: 'query FindIssue on' });
        await result.waitFor({ timeout: 30_000 });
        await result.filter({ hasText: '"reactionGroups"' }).waitFor({ timeout: 15_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'graphql-result.png') });
      } catch (error) {
        await page.screenshot({ path: join(shots, 'graphql-failed.png') });
        throw error;
      } finally {
        await command('View: Revert and Close Editor').catch(() => {});
        await command('View: Close All Editors').catch(() => {});
      }
    },
  );

  await step(
    'an article file pulled into public/ shows its state and its problems; a publish over a newer server version opens the diff',
    async () => {
      const folder = join(repoRoot, 'test/fixtures/workspace');
      const api = `${emulator.info.articles}/api/v2`;
      const auth = { authorization: `Bearer ${emulator.info.tokens.articles}`, 'content-type': 'application/json' };
      const mine = await (await fetch(`${api}/authenticated_user/items?per_page=100`, { headers: auth })).json();
      const target = mine.find((item) => !item.private); // the newest: first under My articles
      const statusItem = (text) => page.locator('.statusbar-item', { hasText: text }).first();
      try {
        await command('DevDesk: Pull My Articles');
        const hostRow = quickInput.locator('.quick-input-list .monaco-list-row', { hasText: 'Qiita (' }).first();
        const publicOnly = quickInput
          .locator('.quick-input-list .monaco-list-row', { hasText: 'Public articles only' })
          .first();
        await hostRow.or(publicOnly).waitFor({ timeout: 15_000 }); // the host is asked only when several are signed in
        if (await hostRow.isVisible()) await hostRow.click();
        await pickRow('Public articles only');
        await page
          .locator('.part.statusbar')
          .getByText(/Pulled \d+ article\(s\)/)
          .waitFor({ timeout: 30_000 });
        // Edit as File on the article in the Articles view opens the pulled file.
        // Through its command: a click on the activity bar's icon could wait forever for it to be "stable".
        if (!(await page.locator('.part.sidebar').isVisible())) await command('View: Show DevDesk');
        const articles = page.locator('.pane', { has: page.locator('.pane-header[aria-label^="Articles"]') });
        const section = articles.locator('.monaco-list-row', { hasText: 'My articles' }).first();
        await section.waitFor({ timeout: 15_000 });
        if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
        await articles
          .locator('.monaco-list-row', { hasText: target.title })
          .first()
          .click({ button: 'right', timeout: 15_000 });
        await page.locator('.monaco-menu .action-label', { hasText: 'Edit as File' }).hover({ timeout: 15_000 });
        await page.keyboard.press('Enter');
        await page.locator('.tab.active', { hasText: `${target.id}.md` }).waitFor({ timeout: 15_000 });
        await statusItem('Article: in sync').waitFor({ timeout: 15_000 });
        // An edit that breaks a rule: slide must be true or false.
        const pulled = readFileSync(join(folder, 'public', `${target.id}.md`), 'utf8').split('\n');
        const slideLine = pulled.findIndex((line) => line.startsWith('slide:'));
        const replaceSlideLine = async (text) => {
          await page.keyboard.press('Control+G');
          await quickInput.locator('input.input').fill(`:${slideLine + 1}`);
          await page.keyboard.press('Enter');
          await page.keyboard.press('End');
          await page.keyboard.press('Shift+Home');
          await page.keyboard.type(text);
        };
        await replaceSlideLine('slide: sometimes');
        await statusItem('Article: modified').waitFor({ timeout: 15_000 });
        await command('View: Focus Problems (Errors, Warnings, Infos)');
        // The Problems filter, this file's problems only: filled in the panel's own box, since a Control+F pressed
        // before the panel has focus would open the editor's find widget and leave every file's problems listed.
        const problemsFilter = page.locator('.part.panel .viewpane-filter input').first();
        await problemsFilter.waitFor({ state: 'visible', timeout: 15_000 });
        await problemsFilter.fill(`${target.id}.md`);
        await page
          .locator('.markers-panel .monaco-list-row', { hasText: 'slide must be true or false' })
          .first()
          .waitFor({ timeout: 15_000 });
        await page.locator('.editor-group-container').first().locator('.view-lines').click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(shots, 'article-file.png') });
        await page.keyboard.press('Control+J'); // the Problems panel closed: room for the diff

        // Someone changes the article on the web; then the writer publishes their edit.
        await page.locator('.editor-group-container').first().locator('.view-lines').click();
        await replaceSlideLine(pulled[slideLine]); // fixed again
        await page.waitForTimeout(1100); // the service's updated_at counts seconds
        const changed = await fetch(`${api}/items/${target.id}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ title: target.title, body: 'Changed on the web meanwhile.\n' }),
        });
        if (changed.status !== 200) throw new Error(`could not change the article on the server: ${changed.status}`);
        await page.locator('.editor-group-container').first().locator('.view-lines').click();
        await page.keyboard.press('Control+End');
        await page.keyboard.type('\nA paragraph I added locally.\n');
        await page.keyboard.press('Control+S');
        await command('DevDesk: Publish Article File');
        await page.locator('.monaco-diff-editor').first().waitFor({ timeout: 20_000 });
        await quickInput.getByText('Keep mine as draft').waitFor({ timeout: 15_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(shots, 'publish-conflict.png') });
        await page.keyboard.press('Escape'); // Cancel: nothing is sent
        const after = await (await fetch(`${api}/items/${target.id}`, { headers: auth })).json();
        if (after.body !== 'Changed on the web meanwhile.\n')
          throw new Error('the publish overwrote the newer server version');
      } finally {
        if (await page.locator('.part.panel').isVisible()) await page.keyboard.press('Control+J');
        await command('View: Close All Editors').catch(() => {});
        rmSync(join(folder, 'public'), { recursive: true, force: true });
      }
    },
  );

  await step(
    'an Enterprise Server beside github.com: signed in to both, Pull Requests shows a node per host with its own pull requests',
    async () => {
      await twoGitHubHosts({ page, emulator, settingsFile: join(runDir, 'user-data/User/settings.json'), shots });
    },
  );
} catch (error) {
  results.push(false);
  console.log(`  ✘ e2e setup: ${error.stack ?? error}`);
} finally {
  await workbench?.close();
  if (process.env.DEVDESK_KEEP) console.error(`state kept in ${runDir}`);
  else rmSync(runDir, { recursive: true, force: true });
}

// The same first steps with VS Code's display language Japanese (code-server's --locale ja), in a window of its own.
// VS Code switches its language only when a language pack for it is installed, and Microsoft's packs come from the
// Marketplace, which this machine cannot reach: startCodeServer installs the local pack test/fixtures/ja-language-pack
// instead. It translates none of VS Code's own strings, so the workbench's chrome (menus, the Command Palette, VS
// Code's own views) stays English, while DevDesk's UI comes from package.nls.ja.json and l10n/bundle.l10n.ja.json.
const jaRunDir = mkdtempSync(join(tmpdir(), 'devdesk-e2e-ja-'));
let jaWorkbench;
try {
  jaWorkbench = await openWorkbench({ runDir: jaRunDir, locale: 'ja' });
  const { emulator, page } = jaWorkbench;
  currentPage = page;
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  const { pickRow, command, open, rowIn } = workbenchActions(page);
  const views = {
    articles: /^(Articles|記事)/,
    templates: /^(Templates|テンプレート)/,
    pulls: /^(Pull Requests|プル リクエスト|プルリクエスト)/,
    events: /^(Events|イベント)/,
    notifications: /^(Notifications|通知)/,
  };
  const viewHeader = (pattern) =>
    page
      .locator('.pane-header')
      .filter({ has: page.locator('h3.title', { hasText: pattern }) })
      .first();
  const viewPane = (pattern) =>
    page
      .locator('.pane')
      .filter({ has: viewHeader(pattern) })
      .first();

  await step('ja: DevDesk shows its own Japanese UI (its views and walkthrough from package.nls.ja.json)', async () => {
    await page.locator('.activitybar a[aria-label^="DevDesk"]').first().click({ timeout: 30_000 });
    // With English resolved these read "Articles" and "Get started with DevDesk": only Japanese passes.
    await viewHeader(/^記事/).waitFor({ timeout: 30_000 });
    await page.locator('.gettingStartedContainer', { hasText: 'DevDesk をはじめる' }).waitFor({ timeout: 30_000 });
    await walkthroughShown(page, 'ja-walkthrough.png');
  });

  await step(
    "ja: the Articles view, signed in with the sandbox's token from its welcome text, shows Japanese titles",
    async () => {
      const articles = viewPane(views.articles);
      await articles
        .locator('.welcome-view-content a.monaco-button', { hasText: /Sandbox|サンドボックス/ })
        .click({ timeout: 15_000 });
      await pickRow(/^Qiita \(/);
      await page
        .locator('.part.statusbar')
        .getByText(/Qiita \(.*devdesk_user/)
        .waitFor({ timeout: 15_000 });
      for (const pattern of [views.templates, views.pulls, views.events]) await viewHeader(pattern).click();
      try {
        await articles
          .locator('.monaco-list-row', { hasText: /My articles|自分の記事/ })
          .first()
          .click({ timeout: 15_000 });
        await articles.locator('.monaco-list-row[aria-level="3"]').nth(5).waitFor({ timeout: 15_000 });
        await page.mouse.move(900, 700);
        await assertJapaneseDrawn(page, 'the workbench');
        await page.screenshot({ path: join(shots, 'ja-articles-view.png') });
      } finally {
        for (const pattern of [views.templates, views.pulls, views.events]) await viewHeader(pattern).click();
      }
    },
  );

  await step('ja: a pull request written in Japanese opens in the preview, drawn with Japanese glyphs', async () => {
    const api = `${emulator.info.github}/repos/devdesk-org/docs-site/pulls/11`;
    const auth = { authorization: `Bearer ${emulator.info.tokens.github}`, 'content-type': 'application/json' };
    const body = [
      '## 概要',
      '',
      'プレビューのスクロール同期を修正します。長い記事でエディターとプレビューの位置がずれていました。',
      '',
      '- [x] 見出しごとに位置を合わせる',
      '- [ ] 数式を含む記事で確認する',
      '',
      '> [!NOTE]',
      '> レビューをお願いします @mona',
      '',
    ].join('\n');
    const changed = await fetch(api, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: 'プレビューのスクロール同期を修正', body }),
    });
    if (changed.status !== 200) throw new Error(`could not change the pull request: ${changed.status}`);
    const pulls = viewPane(views.pulls);
    await pulls
      .locator('.welcome-view-content a.monaco-button', { hasText: /Sandbox|サンドボックス/ })
      .click({ timeout: 15_000 });
    await pickRow(/^GitHub \(/);
    for (const pattern of [views.articles, views.templates, views.events]) await viewHeader(pattern).click();
    try {
      const row = rowIn(pulls);
      await row('devdesk-org/monorepo', 1).click({ timeout: 15_000 });
      await row('devdesk-org/docs-site', 1).waitFor({ timeout: 15_000 });
      await pulls
        .locator('.monaco-list-row[aria-level="2"]', { hasText: /Closed|クローズ/ })
        .last()
        .click();
      await row('#11 ', 3).click({ timeout: 15_000 });
      const deadline = Date.now() + 30_000;
      let preview;
      while (!preview && Date.now() < deadline) {
        for (const frame of page.frames())
          if (
            await frame
              .locator('#content h2')
              .count()
              .catch(() => 0)
          )
            preview = frame;
        if (!preview) await page.waitForTimeout(250);
      }
      if (!preview) throw new Error('the description did not render');
      await assertJapaneseDrawn(preview, 'the preview');
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(shots, 'ja-pull-description.png') });
      await command('View: Close All Editors');
    } finally {
      for (const pattern of [views.articles, views.templates, views.events]) await viewHeader(pattern).click();
    }
  });

  await step('ja: the Notifications view, its threads drawn with Japanese glyphs (dark)', () =>
    notificationsShot({
      page,
      command,
      headers: [views.articles, views.templates, views.pulls, views.events].map(viewHeader),
      own: viewHeader(views.notifications),
      notifications: viewPane(views.notifications),
      shots,
      shot: 'notifications-ja.png',
      theme: 'dark',
    }),
  );

  await step('ja: the Qiita preview of a Japanese article file, drawn with Japanese glyphs', async () => {
    const folder = join(repoRoot, 'test/fixtures/workspace/e2e-ja-scratch');
    mkdirSync(folder, { recursive: true });
    mkdirSync(articleFolder, { recursive: true });
    writeFileSync(
      join(articleFolder, 'ja-article.md'),
      [
        '---',
        'title: VS Code で Qiita の記事を書く',
        'tags:',
        '  - name: VSCode',
        'private: false',
        'updated_at: ""',
        'id: null',
        'organization_url_name: null',
        'slide: false',
        'ignorePublish: false',
        '---',
        '# はじめに',
        '',
        ':::note info',
        'この記事は **DevDesk** のプレビューで書いています。全角の句読点、「かぎ括弧」、半角の English words と数字 123 が混ざった文章の折り返しを確かめます。',
        ':::',
        '',
        '## 手順',
        '',
        '1. 記事ファイルを開く',
        '2. プレビューを横に開く',
        '3. 公開前にもう一度読み直す',
        '',
      ].join('\n'),
    );
    try {
      await command('View: Close Primary Side Bar');
      await open('ja-article.md');
      await command('DevDesk: Open Preview to the Side');
      const deadline = Date.now() + 30_000;
      let preview;
      while (!preview && Date.now() < deadline) {
        for (const frame of page.frames())
          if (
            await frame
              .locator('#content .note')
              .count()
              .catch(() => 0)
          )
            preview = frame;
        if (!preview) await page.waitForTimeout(250);
      }
      if (!preview) throw new Error('no preview shows the note');
      await assertJapaneseDrawn(preview, 'the Qiita preview');
      await page.mouse.move(1200, 820); // no tooltip in the picture
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(shots, 'ja-preview-qiita.png') });
    } finally {
      await command('View: Close All Editors').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
      removeArticleFile('ja-article.md');
    }
  });
} catch (error) {
  results.push(false);
  console.log(`  ✘ e2e setup (ja): ${error.stack ?? error}`);
} finally {
  await jaWorkbench?.close();
  if (process.env.DEVDESK_KEEP) console.error(`state kept in ${jaRunDir}`);
  else rmSync(jaRunDir, { recursive: true, force: true });
}
const passed = results.filter(Boolean).length;
const failed = results.length - passed;
// The README's pictures stay current: copied from a run where every step passed.
if (failed === 0) {
  const readmeShots = {
    'articles-preview.png': 'articles-preview.png',
    'pull-diff-thread.png': 'pull-review.png',
    'graphql-completion.png': 'graphql-completion.png',
  };
  mkdirSync(join(repoRoot, 'media/readme'), { recursive: true });
  for (const [shot, name] of Object.entries(readmeShots)) {
    if (existsSync(join(shots, shot))) copyFileSync(join(shots, shot), join(repoRoot, 'media/readme', name));
  }
  console.log('README pictures updated in media/readme/');
}
console.log(`screenshots: ${shots}`);
if (failedSteps.length > 0) console.log(`failed:\n${failedSteps.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
