// Where Show Repository in Pull Requests goes: the view's own entry for a repository whatever the case of its name,
// none for a repository the view does not list, the sentence naming the repository and its host, and the pull
// requests' web page on github.com and on an Enterprise host.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listedRepository, notListedPhrase, repositoryPullsUrl } from '../../../src/ui/pulls/reveal/reveal-place';

test("finds the view's own entry for a repository, whatever the case GitHub spells its name in", () => {
  const listed = [
    { owner: 'devdesk-org', repo: 'monorepo' },
    { owner: 'Acme', repo: 'App' },
  ];
  assert.equal(listedRepository(listed, { owner: 'acme', repo: 'app' }), listed[1]);
  assert.equal(listedRepository(listed, { owner: 'devdesk-org', repo: 'monorepo' }), listed[0]);
  assert.equal(listedRepository(listed, { owner: 'devdesk-org', repo: 'docs-site' }), undefined);
  assert.equal(listedRepository(listed, { owner: 'acme', repo: 'monorepo' }), undefined);
  assert.equal(listedRepository([], { owner: 'acme', repo: 'app' }), undefined);
});

test('says which repository on which host the view does not list, and how one gets there', () => {
  const said = notListedPhrase({ owner: 'acme', repo: 'app' }, 'GitHub Enterprise (ghe.example.com)');
  assert.deepEqual(said.args, ['acme/app', 'GitHub Enterprise (ghe.example.com)']);
  assert.match(said.message, /^\{0\} on \{1\} is not in the Pull Requests view, .*devdesk\.github\.repositories/);
});

test('a repository name from the service becomes no link in the warning', () => {
  const said = notListedPhrase({ owner: '[Sign out](command:devdesk.signOut)', repo: 'x' }, 'github.com');
  assert.doesNotMatch(String(said.args[0]), /\]\(command:/);
});

test("opens the repository's pull requests on the host's own web pages", () => {
  const repo = { owner: 'acme', repo: 'app' };
  assert.equal(repositoryPullsUrl('https://api.github.com', repo), 'https://github.com/acme/app/pulls');
  assert.equal(repositoryPullsUrl('https://ghe.example.com/api/v3', repo), 'https://ghe.example.com/acme/app/pulls');
  assert.equal(
    repositoryPullsUrl('http://127.0.0.1:4010/ghes/api/v3', repo),
    'http://127.0.0.1:4010/ghes/acme/app/pulls',
  );
  assert.equal(
    repositoryPullsUrl('https://api.github.com', { owner: 'a b', repo: 'c?d' }),
    'https://github.com/a%20b/c%3Fd/pulls',
  );
});
