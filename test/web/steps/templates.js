// The browser suite's templates step (issue 38): a Qiita Team's templates in the web worker host. Signed in with a
// pasted team token, the Templates view lists the team's templates; a click opens one as a file, and saving an edit
// of its title sends it to the team through the fetch transport. The runner (templates-checks.mjs) judges the facts
// against the emulator's team. Runs after the article step, which lets the Qiita hosts answer cross-origin.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

const viewId = 'devdesk.templates';

const labelOf = (node) => (typeof node.label === 'string' ? node.label : node.label && node.label.message);

exports.run = async function run({ api, check, eventually, report, emulator }) {
  const team = emulator.teams.alpha;
  await check("lists a team's templates and saves an edited one to the team", async () => {
    await report({ name: 'paste', token: 'team' }); // the runner types it once the input box shows
    const login = await vscode.commands.executeCommand('devdesk.signIn', team, { method: 'paste' });
    const tree = api.trees.get(viewId);
    const host = await eventually(async () => {
      const roots = await tree.getChildren(undefined);
      return roots.find((node) => node.kind === 'item' && (labelOf(node) || '').includes('/teams/alpha'));
    }, 'the team in the Templates view');
    const nodes = (await tree.getChildren(host)).filter((node) => node.kind === 'item');
    const weekly = nodes.find((node) => labelOf(node) === 'Weekly MTG');
    if (!weekly || !weekly.open) throw new Error(`templates: ${nodes.map(labelOf).join(', ')}`);
    await vscode.commands.executeCommand(weekly.open.command, ...weekly.open.args);
    const document = await eventually(() => {
      const active = vscode.window.activeTextEditor && vscode.window.activeTextEditor.document;
      return active && active.uri.scheme === 'devdesk-template' ? active : undefined;
    }, 'the template open in an editor');
    const title = `Weekly MTG, edited in the browser (${Date.now()})`;
    const line = document
      .getText()
      .split('\n')
      .findIndex((text) => text.startsWith('title:'));
    if (line < 0) throw new Error(`no title line in ${document.getText()}`);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, document.lineAt(line).range, `title: '${title}'`);
    await vscode.workspace.applyEdit(edit);
    const saved = await document.save();
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    return {
      login,
      listed: nodes.map(labelOf),
      templateId: Number(new URLSearchParams(document.uri.query).get('id')),
      title,
      saved,
      dirty: document.isDirty,
      shownErrors: [...api.shownErrors],
    };
  });
};
