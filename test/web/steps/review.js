// The browser suite's review step (issue 38: "Pull Requests with the whole review, no checkout needed"): on the pull
// request file the suite opened, a review is started with a pending comment on a line and then submitted with a
// summary, through the commands the comment box and the view run. The runner (review-checks.mjs) reads the review and
// its comment back from the emulator's GitHub. Runs after the GraphQL step, which lets GitHub answer cross-origin.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

exports.run = async function run({ api, check, emulator, opened, repository }) {
  await check('starts a review with a pending comment and submits it', async () => {
    if (!opened) throw new Error('no pull request file was opened');
    const stamp = Date.now();
    const note = `A pending note from the web worker host (${stamp})`;
    const summary = `Reviewed in the browser (${stamp})`;
    const thread = api.pulls.startThread(opened.diff.modified, opened.line - 1);
    await vscode.commands.executeCommand('devdesk.pulls.startReview', { thread, text: note });
    const pendingLabel = thread.comments[0] && thread.comments[0].label;
    const [owner, repo] = repository.split('/');
    await vscode.commands.executeCommand(
      'devdesk.pulls.submitReview',
      { hostId: emulator.github, owner, repo, number: opened.number },
      { verdict: 'COMMENT', body: summary },
    );
    return {
      repository,
      number: opened.number,
      path: opened.path,
      line: opened.line,
      note,
      summary,
      pendingLabel,
      shownErrors: [...api.shownErrors],
    };
  });
};
