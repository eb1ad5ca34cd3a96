// The Templates view in real VS Code against the emulator's team `alpha`: the templates listed with their group
// and coedit mode, a template opened as a file and saved back (PATCH, seen in the emulator), a save refused when
// the template changed on the service meanwhile (the editor keeps the edit), creating and deleting a template,
// and "New Article from Template" with the date variables filled in by the service.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';

const viewId = 'devdesk.templates';
const team = () => emulator.teams.alpha!;

type ServedTemplate = {
  id: number;
  name: string;
  title: string;
  body: string;
  coedit: boolean;
  group: { name: string; url_name: string } | null;
  tags: Array<{ name: string }>;
};

async function teamApi(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${team()}/api/v2${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${emulator.tokens.team}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    json: response.headers.get('content-type')?.includes('json') ? await response.json() : undefined,
  };
}

async function newTemplate(name: string): Promise<ServedTemplate> {
  const created = await teamApi('/templates', {
    method: 'POST',
    body: {
      name,
      title: `${name} %{Year}/%{month}/%{day}`,
      body: 'Notes of %{month}/%{day}\n',
      tags: [{ name: 'suite', versions: [] }],
      coedit: false,
      group_url_name: null,
    },
  });
  assert.equal(created.status, 201);
  return created.json as ServedTemplate;
}

const served = async (id: number) => (await teamApi(`/templates/${id}`)).json as ServedTemplate;

/** Today's date in Japan, as the service fills `%{Year}/%{month}/%{day}`. */
function todayInJapan(): { year: string; month: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day') };
}

async function openTemplate(id: number): Promise<vscode.TextDocument> {
  await vscode.commands.executeCommand('devdesk.templates.open', { hostId: team(), templateId: id });
  return eventually(() => {
    const document = vscode.window.activeTextEditor?.document;
    return document?.uri.scheme === 'devdesk-template' &&
      new URLSearchParams(document.uri.query).get('id') === String(id)
      ? document
      : undefined;
  }, `template ${id} open in an editor`);
}

async function replaceLine(document: vscode.TextDocument, startsWith: string, line: string): Promise<void> {
  const index = document
    .getText()
    .split('\n')
    .findIndex((text) => text.startsWith(startsWith));
  assert.ok(index >= 0, `a line starting with ${startsWith}`);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, document.lineAt(index).range, line);
  assert.ok(await vscode.workspace.applyEdit(edit));
}

describe('Templates view', () => {
  before(() => signInWithSandboxToken(team()));
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(team());
  });

  it("lists the team's templates under its host, each with its group and coedit mode", async () => {
    const host = await eventually(
      async () => (await childrenOf(viewId)).find((node) => labelOf(node).includes('/teams/alpha')),
      'the team host in the Templates view',
    );
    const nodes = await childrenOf(viewId, host);
    const templates = (await teamApi('/templates')).json as ServedTemplate[];
    assert.deepEqual(
      nodes.filter((node) => node.kind === 'item').map(labelOf),
      templates.map((t) => t.name),
    );
    const weekly = nodes.find((node) => labelOf(node) === 'Weekly MTG');
    assert.ok(weekly?.kind === 'item' && typeof weekly.description === 'object');
    const description = weekly.description as { message: string; args: unknown[] };
    assert.equal(description.message, '{0} group · coediting');
    assert.deepEqual(description.args, [templates.find((t) => t.name === 'Weekly MTG')!.group!.name]);
  });

  it('opens a template as a file when its node is clicked, asking nothing', async () => {
    const host = await eventually(
      async () => (await childrenOf(viewId)).find((node) => labelOf(node).includes('/teams/alpha')),
      'the team host in the Templates view',
    );
    const weekly = (await childrenOf(viewId, host)).find((node) => labelOf(node) === 'Weekly MTG');
    assert.ok(weekly?.kind === 'item' && weekly.open, 'the template node opens on click');
    const served = ((await teamApi('/templates')).json as ServedTemplate[]).find((t) => t.name === 'Weekly MTG')!;
    // What a click runs: the node's own command and arguments.
    await vscode.commands.executeCommand(weekly.open.command, ...weekly.open.args);
    const document = await eventually(() => {
      const active = vscode.window.activeTextEditor?.document;
      return active?.uri.scheme === 'devdesk-template' &&
        new URLSearchParams(active.uri.query).get('id') === String(served.id)
        ? active
        : undefined;
    }, 'the clicked template open in an editor');
    assert.match(document.getText(), /^name: Weekly MTG$/m);
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('opens a template as a file with its front matter; saving sends the edit to the service', async () => {
    const template = await newTemplate(`Round trip ${Date.now()}`);
    const document = await openTemplate(template.id);
    assert.match(
      document.getText(),
      new RegExp(
        `^---\\nname: ${template.name}\\ntitle: '${template.name} %\\{Year\\}/%\\{month\\}/%\\{day\\}'\\ntags:\\n  - suite\\ncoedit: false\\ngroup_url_name: null\\n---\\nNotes of %\\{month\\}/%\\{day\\}\\n$`,
      ),
    );
    await replaceLine(document, 'title:', "title: 'Edited %{Year}'");
    await replaceLine(document, 'coedit:', 'coedit: true');
    assert.equal(await document.save(), true, 'the save succeeded');
    const after = await served(template.id);
    assert.equal(after.title, 'Edited %{Year}');
    assert.equal(after.coedit, true);
    assert.equal(after.body, 'Notes of %{month}/%{day}\n');
    assert.deepEqual(
      after.tags.map((t) => t.name),
      ['suite'],
    );
    assert.equal(document.isDirty, false);
  });

  it('refuses the save when the template changed on the service since it was opened; the edit stays in the editor', async () => {
    const template = await newTemplate(`Conflict ${Date.now()}`);
    const document = await openTemplate(template.id);
    const theirs = {
      name: template.name,
      title: template.title,
      body: 'Changed by a teammate\n',
      tags: [{ name: 'suite', versions: [] }],
    };
    assert.equal((await teamApi(`/templates/${template.id}`, { method: 'PATCH', body: theirs })).status, 200);
    await replaceLine(document, 'title:', "title: 'Mine'");
    assert.equal(await document.save(), false, 'the save was refused');
    const after = await served(template.id);
    assert.equal(after.body, 'Changed by a teammate\n', "the teammate's version is not overwritten");
    assert.equal(after.title, template.title);
    assert.equal(document.isDirty, true, 'the edit is kept, unsaved');
    assert.match(document.getText(), /^title: 'Mine'$/m);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('creates a template from a name and opens it to fill in', async () => {
    const name = `Created ${Date.now()}`;
    await vscode.commands.executeCommand('devdesk.templates.create', { hostId: team() }, { name });
    const templates = (await teamApi('/templates?per_page=100')).json as ServedTemplate[];
    const created = templates.find((t) => t.name === name);
    assert.ok(created, 'the service has the new template');
    const document = await eventually(
      () =>
        new URLSearchParams(vscode.window.activeTextEditor?.document.uri.query).get('id') === String(created.id)
          ? vscode.window.activeTextEditor!.document
          : undefined,
      'the new template open',
    );
    assert.match(document.getText(), new RegExp(`^name: ${name}$`, 'm'));
  });

  it('deletes a template after asking, naming the template and the host', async () => {
    const template = await newTemplate(`Doomed ${Date.now()}`);
    const api = await devdesk();
    api.confirmations.answerNext(() => true);
    await vscode.commands.executeCommand('devdesk.templates.delete', { hostId: team(), templateId: template.id });
    assert.match(
      api.confirmations.asked.at(-1)!,
      new RegExp(`“${template.name}” from Qiita Team \\(127\\.0\\.0\\.1:\\d+/teams/alpha\\)`),
    );
    assert.equal((await teamApi(`/templates/${template.id}`)).status, 404);
  });

  it('keeps the template when the question is answered No', async () => {
    const template = await newTemplate(`Kept ${Date.now()}`);
    (await devdesk()).confirmations.answerNext(() => false);
    await vscode.commands.executeCommand('devdesk.templates.delete', { hostId: team(), templateId: template.id });
    assert.equal((await teamApi(`/templates/${template.id}`)).status, 200);
  });

  it("makes a new article from a template: the service fills the date variables; a team article file in the team's folder", async () => {
    const template = ((await teamApi('/templates')).json as ServedTemplate[]).find((t) => t.name === '日報')!;
    const settings = vscode.workspace.getConfiguration('devdesk.articleFiles');
    await settings.update('root', 'writing', vscode.ConfigurationTarget.Global); // user settings: the run's own profile, not the fixture folder
    try {
      await vscode.commands.executeCommand('devdesk.templates.newArticle', { hostId: team(), templateId: template.id });
      const document = await eventually(() => {
        const active = vscode.window.activeTextEditor?.document;
        return active?.isUntitled && active.getText().startsWith('---') ? active : undefined;
      }, 'the new article in an untitled editor');
      const { year, month, day } = todayInJapan();
      const teamFolder = `${new URL(team()).host.replace(':', '_')}_teams_alpha`;
      assert.equal(
        document.uri.path,
        `${vscode.workspace.workspaceFolders![0]!.uri.path}/writing/teams/${teamFolder}/日報-${year}-${month}-${day}.md`,
      );
      const text = document.getText();
      assert.equal(document.languageId, 'markdown');
      assert.ok(
        text.startsWith(
          `---\ntitle: 日報 ${year}/${month}/${day}\ntags:\n  - 日報\n  - 日報/${year}/${month}\nupdated_at: ''\nid: null\nignorePublish: false\ngroup_url_name: null\ncoediting: false\n---\n# 今日やったこと`,
        ),
        text,
      );
      assert.ok(text.includes(`<!-- ${year}年${month}月${day}日 -->`));
      assert.ok(!text.includes('%{'), 'no variable is left');
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    } finally {
      await settings.update('root', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('a second article from the same template the same day gets its own editor; the first keeps what was typed', async () => {
    const template = ((await teamApi('/templates')).json as ServedTemplate[]).find((t) => t.name === '日報')!;
    const newArticle = async (previous?: vscode.TextDocument) => {
      await vscode.commands.executeCommand('devdesk.templates.newArticle', { hostId: team(), templateId: template.id });
      return eventually(() => {
        const active = vscode.window.activeTextEditor?.document;
        return active?.isUntitled && active !== previous && active.getText().startsWith('---') ? active : undefined;
      }, 'a new article editor');
    };
    const first = await newArticle();
    const typed = new vscode.WorkspaceEdit();
    typed.insert(first.uri, first.positionAt(first.getText().length), 'Written before the second article.\n');
    assert.ok(await vscode.workspace.applyEdit(typed));
    const second = await newArticle(first);
    assert.notEqual(second.uri.toString(), first.uri.toString());
    assert.ok(first.getText().endsWith('Written before the second article.\n'), 'the first article is untouched');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.window.showTextDocument(first);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
