// Search: GET /search/issues with GitHub's qualifiers, answered from the store (each result checked against the
// store's own records), paged with Link, its validation errors, and its own rate-limit bucket.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseSearchQuery } from './issue-search.js';
import type { Issue } from './store.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';

interface Found {
  total_count: number;
  incomplete_results: boolean;
  items: Array<{
    number: number;
    repository_url: string;
    state: string;
    draft?: boolean;
    user: { login: string };
    labels: Array<{ name: string }>;
    pull_request?: { merged_at: string | null };
  }>;
}

describe('GitHub REST emulator: search for pull requests', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  const search = async (q: string, extra = '', token?: string | null) =>
    client.get(`/search/issues?q=${encodeURIComponent(q)}${extra}`, token === undefined ? {} : { token });
  const found = async (q: string, extra = '') => {
    const response = await search(q, extra);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as Found;
  };
  const key = (repo: string, number: number) => `${repo}#${number}`;
  const keysOf = (items: Found['items']) =>
    items.map((item) => key(item.repository_url.split('/repos/')[1]!, item.number)).sort();
  const storeKeys = (issues: Issue[]) =>
    issues.map((issue) => key(client.store.fullName(client.store.repoById(issue.repoId)!), issue.number)).sort();
  const pullsOf = (repo: string) =>
    client.store.listPulls(client.store.repo(...(repo.split('/') as [string, string]))!, { state: 'all' });

  it('reads qualifiers, quoted values and exclusions', () => {
    assert.deepEqual(parseSearchQuery('is:pr -label:"needs review" fix'), [
      { qualifier: 'is', value: 'pr', negated: false },
      { qualifier: 'label', value: 'needs review', negated: true },
      { qualifier: undefined, value: 'fix', negated: false },
    ]);
  });

  it('repo: with is:pr and is:open finds exactly the open pull requests of the repository, paged by Link', async () => {
    const expected = pullsOf('devdesk-org/docs-site').filter((issue) => issue.state === 'open');
    assert.ok(expected.length > 2);
    const first = await search('is:pr is:open repo:devdesk-org/docs-site', '&per_page=2');
    const answer = first.body as Found;
    assert.equal(answer.total_count, expected.length);
    assert.equal(answer.incomplete_results, false);
    assert.equal(answer.items.length, 2);
    assert.match(first.headers.get('link') ?? '', /rel="next"/);
    const all = await found('is:pr is:open repo:devdesk-org/docs-site', '&per_page=100');
    assert.deepEqual(keysOf(all.items), storeKeys(expected));
    assert.ok(all.items.every((item) => item.pull_request && item.state === 'open'));
  });

  it('author:@me org: finds the viewer’s pull requests across the organization’s repositories', async () => {
    const mona = client.store.account('mona')!;
    const org = client.store.account('devdesk-org')!;
    const expected = [...client.store.issues.values()].filter(
      (issue) => issue.pull && issue.userId === mona.id && client.store.repoById(issue.repoId)!.ownerId === org.id,
    );
    const answer = await found('is:pr author:@me org:devdesk-org', '&per_page=100');
    assert.ok(expected.length > 0, 'mona has pull requests in the organization');
    assert.equal(answer.total_count, expected.length);
    assert.ok(new Set(answer.items.map((item) => item.repository_url)).size > 1, 'from more than one repository');
    assert.ok(answer.items.every((item) => item.user.login === 'mona'));
  });

  it('review-requested:@me counts requests to the viewer’s teams; user-review-requested:@me only direct ones', async () => {
    const mona = client.store.account('mona')!;
    const team = [...client.store.teams.values()].find((each) => each.members.has(mona.id))!;
    const docs = client.store.repo('devdesk-org', 'docs-site')!;
    const issue = client.store.listPulls(docs).find((each) => !each.pull.requestedReviewerIds.includes(mona.id))!;
    issue.pull!.requestedTeamIds.push(team.id);
    const repo = client.store.fullName(client.store.repoById(issue.repoId)!);
    const q = `is:pr is:open repo:${repo}`;
    assert.ok(
      keysOf((await found(`${q} review-requested:@me`, '&per_page=100')).items).includes(key(repo, issue.number)),
    );
    assert.ok(
      !keysOf((await found(`${q} user-review-requested:@me`, '&per_page=100')).items).includes(key(repo, issue.number)),
    );
    const org = client.store.accounts.get(team.orgId)!.login;
    assert.deepEqual(keysOf((await found(`${q} team-review-requested:${org}/${team.slug}`)).items), [
      key(repo, issue.number),
    ]);
  });

  it('state:, is:merged, is:draft and label: (any of a comma list; - excludes)', async () => {
    const pulls = pullsOf('devdesk-org/monorepo');
    const closed = await found('is:pr state:closed repo:devdesk-org/monorepo');
    assert.equal(closed.total_count, pulls.filter((issue) => issue.state === 'closed').length);
    const merged = await found('is:pr is:merged repo:devdesk-org/monorepo');
    assert.equal(merged.total_count, pulls.filter((issue) => issue.pull.merged).length);
    const drafts = await found('is:pr is:draft repo:devdesk-org/monorepo', '&per_page=100');
    assert.ok(drafts.items.every((item) => item.draft === true));
    const labelled = pulls.find((issue) => client.store.labelsOf(issue).length > 0)!;
    const name = client.store.labelsOf(labelled)[0]!.name;
    const withLabel = await found(`is:pr repo:devdesk-org/monorepo label:"${name}"`, '&per_page=100');
    assert.equal(
      withLabel.total_count,
      pulls.filter((issue) => client.store.labelsOf(issue).some((label) => label.name === name)).length,
    );
    assert.ok(withLabel.items.every((item) => item.labels.some((label) => label.name === name)));
    const without = await found(`is:pr repo:devdesk-org/monorepo -label:"${name}"`);
    assert.equal(without.total_count + withLabel.total_count, pulls.length);
  });

  it('refuses as GitHub does: no q, an unknown user, a repository the viewer cannot see, @me anonymously', async () => {
    const missing = await client.get('/search/issues');
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, [{ resource: 'Search', field: 'q', code: 'missing' }]);
    const unknown = await search('is:pr author:no-such-user-anywhere');
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.errors[0].message, /users cannot be searched/);
    const outsider = client.store.issueToken(client.store.account('outsider')!.id);
    const secret = [...client.store.repos.values()].find(
      (repo) => repo.private && !client.store.canRead(repo, client.store.account('outsider')!.id),
    )!;
    assert.equal((await search(`is:pr repo:${client.store.fullName(secret)}`, '', outsider)).status, 422);
    assert.equal((await search('is:pr author:@me', '', null)).status, 422);
  });

  it('ORs repeated repo: qualifiers and refuses a query longer than 256 characters, as GitHub does', async () => {
    const repos = ['devdesk-org/docs-site', 'mona/dotfiles'];
    const either = await found(`is:pr is:open ${repos.map((name) => `repo:${name}`).join(' ')}`, '&per_page=100');
    const expected = repos.flatMap((name) => pullsOf(name).filter((issue) => issue.state === 'open'));
    assert.ok(
      repos.every((name) => pullsOf(name).some((issue) => issue.state === 'open')),
      'both repositories have open pull requests',
    );
    assert.deepEqual(keysOf(either.items), storeKeys(expected));
    const long = await search(`is:pr ${'x'.repeat(251)}`);
    assert.equal(long.status, 422);
    assert.deepEqual(long.body.errors, [
      { message: 'The search is longer than 256 characters.', resource: 'Search', field: 'q', code: 'invalid' },
    ]);
    assert.equal((await search(`is:pr ${'x'.repeat(250)}`)).status, 200);
  });

  it('counts against its own bucket: search, 30 a minute, not the core budget', async () => {
    const response = await search('is:pr is:open repo:devdesk-org/docs-site');
    assert.equal(response.headers.get('x-ratelimit-resource'), 'search');
    assert.equal(response.headers.get('x-ratelimit-limit'), '30');
    const core = await client.get('/user');
    assert.equal(core.headers.get('x-ratelimit-resource'), 'core');
    assert.equal(core.headers.get('x-ratelimit-limit'), '5000');
  });
});
