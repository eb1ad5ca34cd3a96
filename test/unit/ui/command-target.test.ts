// The key the command pipeline runs a command once per: a second press for the same target is refused, a press for
// another target is not.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commandRunKey } from '../../../src/ui/base/command-target';

const repo = { owner: 'octo', repo: 'hello' };
const listEntry = {
  id: 7,
  number: 12,
  title: 'Fix it',
  state: 'open',
  head: { sha: 'aaa', ref: 'fix' },
  user: { login: 'alice', id: 1 },
};
const treeNode = {
  kind: 'item',
  id: 'github.com/octo/hello/open/12',
  label: 'Fix it',
  data: { type: 'pull', hostId: 'github.com', repo, pull: listEntry },
};

/** A URI as VS Code passes it: scheme, path and a string form. */
function uri(path: string) {
  return { scheme: 'file', authority: '', path, query: '', fragment: '', toString: () => `file://${path}` };
}

describe('commandRunKey', () => {
  it('is the same for a pull request reached from the view and from its description page', () => {
    // The description page builds its own node from the full record: other id, more fields, a newer title.
    const fullRecord = {
      ...listEntry,
      title: 'Fix it (edited)',
      mergeable: true,
      commits: 3,
      head: { sha: 'bbb', ref: 'fix' },
    };
    const pageNode = {
      kind: 'item',
      id: 'description/devdesk-pr:/x',
      label: 'Fix it (edited)',
      data: { type: 'pull', hostId: 'github.com', repo, pull: fullRecord },
    };
    assert.equal(commandRunKey('devdesk.pulls.merge', [pageNode]), commandRunKey('devdesk.pulls.merge', [treeNode]));
  });

  it('differs for another pull request, another repository, another host or another command', () => {
    const key = commandRunKey('devdesk.pulls.merge', [treeNode]);
    const other = (data: object) =>
      commandRunKey('devdesk.pulls.merge', [{ ...treeNode, data: { ...treeNode.data, ...data } }]);
    assert.notEqual(other({ pull: { ...listEntry, id: 8, number: 13 } }), key);
    assert.notEqual(other({ repo: { owner: 'octo', repo: 'world' } }), key);
    assert.notEqual(other({ hostId: 'ghe.example.com' }), key);
    assert.notEqual(commandRunKey('devdesk.pulls.close', [treeNode]), key);
  });

  it('keys a file by its URI, and two files apart', () => {
    assert.equal(
      commandRunKey('devdesk.postComment', [uri('/drafts/a.md')]),
      commandRunKey('devdesk.postComment', [uri('/drafts/a.md')]),
    );
    assert.notEqual(
      commandRunKey('devdesk.postComment', [uri('/drafts/a.md')]),
      commandRunKey('devdesk.postComment', [uri('/drafts/b.md')]),
    );
  });

  it('tells two files of one pull request apart', () => {
    const fileNode = (filename: string) => ({
      kind: 'item',
      id: `f/${filename}`,
      label: filename,
      data: { type: 'file', hostId: 'github.com', repo, number: 12, file: { filename, sha: 'x', status: 'modified' } },
    });
    assert.notEqual(
      commandRunKey('devdesk.pulls.openFile', [fileNode('a.ts')]),
      commandRunKey('devdesk.pulls.openFile', [fileNode('b.ts')]),
    );
  });

  it('keys plain arguments by value, and a press with none by the command alone', () => {
    assert.equal(commandRunKey('devdesk.signIn', ['qiita.com']), commandRunKey('devdesk.signIn', ['qiita.com']));
    assert.notEqual(commandRunKey('devdesk.signIn', ['qiita.com']), commandRunKey('devdesk.signIn', ['github.com']));
    assert.equal(
      commandRunKey('devdesk.publishArticleFile', []),
      commandRunKey('devdesk.publishArticleFile', [undefined]),
    );
  });
});
