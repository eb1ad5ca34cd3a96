// The preview's pure decisions: renderer choice, front matter, the size limit, cache keys, the gfm context from
// remotes, relative links and images.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newArticleFile } from '../../../src/core/articles/files';
import {
  fallbackRetryable,
  isOverServiceLimit,
  renderKey,
  serviceLimitBytes,
  utf8Length,
} from '../../../src/ui/preview/fallback';
import { textDigest } from '../../../src/ui/preview/node/text-digest';
import { imageMimeType, resolveRelativePath } from '../../../src/ui/preview/links';
import { remoteUrlsOf } from '../../../src/core/github/remotes';
import {
  gitHubContext,
  isArticleFrontMatter,
  planRender,
  readFrontMatter,
  sourceBody,
  type DocumentFacts,
  type RendererSetting,
} from '../../../src/ui/preview/renderer-choice';

/** The renderer a document gets. */
const chooseRenderer = (facts: DocumentFacts, setting?: RendererSetting) => planRender(facts, setting).renderer;

/** A new team article file exactly as DevDesk writes one (group_url_name, coediting; no public-site keys). */
const teamFile = newArticleFile('社内メモ', true);
const qiitaFile =
  '---\ntitle: "Hello"\ntags:\n  - name: TypeScript\nprivate: false\nupdated_at: \'\'\nid: null\norganization_url_name: null\nslide: false\nignorePublish: false\n---\n# Body\n';

describe('preview: renderer choice', () => {
  it('Qiita for an article file by its place and for saved articles', () => {
    const placed = { team: false, hostId: 'https://qiita.com' };
    assert.equal(
      chooseRenderer({ scheme: 'file', workspacePath: 'public/draft.md', text: '# no front matter', article: placed }),
      'qiita',
    );
    assert.equal(
      chooseRenderer({ scheme: 'file', workspacePath: 'public/a.md', text: qiitaFile, article: placed }),
      'qiita',
    );
    assert.equal(chooseRenderer({ scheme: 'devdesk-article', workspacePath: undefined, text: '# x' }), 'qiita');
  });

  it('a file that only looks like an article (front matter, public/ outside the article root) goes nowhere unless Qiita is picked', () => {
    const unsent = { kind: 'unplacedArticle' };
    assert.deepEqual(planRender({ scheme: 'file', workspacePath: 'notes/a.md', text: qiitaFile }), {
      renderer: 'local',
      article: { team: false, hostId: undefined, unplaced: true },
      unsent,
    });
    // Only the keys a docs site shares with the Qiita CLI's format.
    assert.deepEqual(
      planRender({ scheme: 'file', workspacePath: 'docs/a.md', text: '---\nid: a\ntitle: A\ntags: [x]\n---\n' }).unsent,
      unsent,
    );
    assert.deepEqual(
      planRender({ scheme: 'file', workspacePath: 'public/draft.md', text: '# no front matter' }).unsent,
      unsent,
    );
    assert.deepEqual(planRender({ scheme: 'file', workspacePath: 'notes/a.md', text: qiitaFile }, 'qiita'), {
      renderer: 'qiita',
      article: { team: false, hostId: undefined, unplaced: true },
    });
  });

  it('GitHub gfm for other Markdown: no front matter, Jekyll or Zenn front matter, public/ not at the root', () => {
    assert.equal(chooseRenderer({ scheme: 'file', workspacePath: 'README.md', text: '# Readme' }), 'gfm');
    assert.equal(
      chooseRenderer({ scheme: 'file', workspacePath: 'a.md', text: '---\ntitle: x\ntags: [a]\nlayout: post\n---\n' }),
      'gfm',
    );
    assert.equal(
      chooseRenderer({
        scheme: 'file',
        workspacePath: 'a.md',
        text: '---\ntitle: x\nemoji: "😀"\ntype: tech\ntopics: []\npublished: false\n---\n',
      }),
      'gfm',
    );
    assert.equal(chooseRenderer({ scheme: 'file', workspacePath: 'site/public/a.md', text: '' }), 'gfm');
    assert.equal(chooseRenderer({ scheme: 'untitled', workspacePath: undefined, text: '' }), 'gfm');
  });

  it("the user's choice wins over the document's kind, except that an article never goes to GitHub", () => {
    assert.equal(chooseRenderer({ scheme: 'file', workspacePath: 'public/a.md', text: '' }, 'local'), 'local');
    assert.equal(chooseRenderer({ scheme: 'file', workspacePath: 'README.md', text: '' }, 'qiita'), 'qiita');
    assert.equal(chooseRenderer({ scheme: 'file', workspacePath: 'README.md', text: '' }, 'markdown'), 'markdown');
    assert.equal(chooseRenderer({ scheme: 'file', workspacePath: 'README.md', text: '' }, 'gfm'), 'gfm');
  });

  it('a team article file as DevDesk writes it renders with Qiita on its own team host, never GitHub', () => {
    const teamHost = 'https://myteam.qiita.com';
    const placed = {
      scheme: 'file',
      workspacePath: 'teams/myteam.qiita.com/note.md',
      text: teamFile,
      article: { team: true, hostId: teamHost },
    };
    assert.deepEqual(planRender(placed), { renderer: 'qiita', article: { team: true, hostId: teamHost } });
    assert.deepEqual(
      planRender(placed, 'qiita'),
      { renderer: 'qiita', article: { team: true, hostId: teamHost } },
      'a picked Qiita renderer keeps the team host',
    );
    // The same text where its place says nothing (outside the layout, an untitled editor): a team article by its
    // front matter, whose host is unknown, so it is never sent to qiita.com or GitHub.
    const unplacedTeam = { team: true, hostId: undefined, unplaced: true } as const;
    assert.deepEqual(planRender({ scheme: 'untitled', workspacePath: undefined, text: teamFile }), {
      renderer: 'local',
      article: unplacedTeam,
      unsent: { kind: 'unplacedArticle' },
    });
    assert.deepEqual(planRender({ scheme: 'file', workspacePath: 'notes/team.md', text: teamFile }, 'qiita'), {
      renderer: 'qiita',
      article: unplacedTeam,
    });
    // A team folder's file whatever its front matter (a fresh one with none yet).
    assert.equal(
      planRender({
        scheme: 'file',
        workspacePath: 'teams/myteam.qiita.com/new.md',
        text: '# draft',
        article: { team: true, hostId: teamHost },
      }).renderer,
      'qiita',
    );
  });

  it('an article file is drawn locally when the setting picks GitHub, and says so', () => {
    const team = {
      scheme: 'file',
      workspacePath: 'teams/myteam.qiita.com/note.md',
      text: teamFile,
      article: { team: true, hostId: 'https://myteam.qiita.com' },
    };
    assert.deepEqual(planRender(team, 'gfm'), { renderer: 'local', article: team.article, withheldFrom: 'gfm' });
    assert.deepEqual(planRender(team, 'markdown'), {
      renderer: 'local',
      article: team.article,
      withheldFrom: 'markdown',
    });
    assert.deepEqual(planRender({ scheme: 'file', workspacePath: 'notes/a.md', text: qiitaFile }, 'gfm'), {
      renderer: 'local',
      article: { team: false, hostId: undefined, unplaced: true },
      withheldFrom: 'gfm',
    });
    assert.deepEqual(
      planRender(team, 'local'),
      { renderer: 'local', article: team.article },
      'the local renderer, picked: no notice',
    );
  });

  it('a saved article renders on the host in its URI; one whose host is gone goes nowhere', () => {
    const article = { team: true, hostId: 'https://myteam.qiita.com' };
    assert.deepEqual(planRender({ scheme: 'devdesk-article', workspacePath: undefined, text: '# x', article }), {
      renderer: 'qiita',
      article,
    });
    assert.deepEqual(planRender({ scheme: 'devdesk-article', workspacePath: undefined, text: '# x' }).article, {
      team: true,
      hostId: undefined,
    });
  });

  it('reads a front matter: keys, the title without quotes, its line count (CRLF too)', () => {
    const front = readFrontMatter(qiitaFile)!;
    assert.deepEqual(front.keys, [
      'title',
      'tags',
      'private',
      'updated_at',
      'id',
      'organization_url_name',
      'slide',
      'ignorePublish',
    ]);
    assert.equal(front.title, 'Hello');
    assert.equal(front.lineCount, 11);
    assert.ok(isArticleFrontMatter(front));
    assert.equal(readFrontMatter('---\r\ntitle: a\r\ntags: []\r\n---\r\nbody')!.lineCount, 4);
    assert.equal(readFrontMatter('# no'), undefined);
    assert.equal(readFrontMatter('text\n---\ntitle: x\n---\n'), undefined, 'only at the very start');
  });

  it('sends Qiita the body without its front matter, and says where the body starts', () => {
    assert.deepEqual(sourceBody(qiitaFile, 'qiita'), { body: '# Body\n', lineOffset: 11, title: 'Hello' });
    assert.deepEqual(sourceBody(qiitaFile, 'gfm'), { body: qiitaFile, lineOffset: 0, title: undefined });
  });
});

describe('preview: limits and cache keys', () => {
  it('the 400 KB limit is counted in UTF-8 bytes', () => {
    assert.equal(serviceLimitBytes, 409_600);
    assert.equal(isOverServiceLimit('a'.repeat(409_600)), false);
    assert.equal(isOverServiceLimit('a'.repeat(409_601)), true);
    assert.equal(isOverServiceLimit('あ'.repeat(136_534)), true, '3 bytes each');
    for (const text of ['', 'a', 'é', 'あ', '😀', '\ud800', '\udc00x', 'a\ud83d', 'mixed é あ 😀 text'.repeat(50)]) {
      assert.equal(utf8Length(text), Buffer.byteLength(text, 'utf8'), JSON.stringify(text.slice(0, 20)));
    }
  });

  it('offers Retry unless the text itself is refused', () => {
    assert.equal(fallbackRetryable('serverError'), true);
    assert.equal(fallbackRetryable('network'), true);
    assert.equal(fallbackRetryable('rateLimited'), true);
    assert.equal(fallbackRetryable('invalid'), false);
    assert.equal(fallbackRetryable('tooLarge'), false);
  });

  it('keys differ by renderer, place and text, and are short whatever the text', () => {
    const big = 'x'.repeat(100_000);
    const key = (renderer: 'qiita' | 'gfm', where: string, text: string) =>
      renderKey(renderer, where, textDigest(text));
    assert.equal(key('qiita', '', big), key('qiita', '', big));
    assert.notEqual(key('qiita', '', 'a'), key('gfm', '', 'a'));
    assert.notEqual(key('gfm', 'o/a', 'a'), key('gfm', 'o/b', 'a'));
    assert.notEqual(key('gfm', '', 'a'), key('gfm', '', 'b'));
    assert.ok(key('qiita', '', big).length < 80);
  });
});

describe('preview: the gfm context', () => {
  it('the setting wins; else the origin remote on the GitHub web host', () => {
    const config =
      '[core]\n\tbare = false\n[remote "upstream"]\n\turl = https://github.com/up/stream.git\n[remote "origin"]\n\turl = git@github.com:me/repo.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n';
    assert.deepEqual(remoteUrlsOf(config), ['git@github.com:me/repo.git', 'https://github.com/up/stream.git']);
    assert.equal(gitHubContext('', remoteUrlsOf(config), 'github.com'), 'me/repo');
    assert.equal(gitHubContext('org/site', remoteUrlsOf(config), 'github.com'), 'org/site');
    assert.equal(gitHubContext('not a repo', [], 'github.com'), undefined);
    assert.equal(gitHubContext('', ['https://gitlab.com/a/b.git'], 'github.com'), undefined);
  });
});

describe('preview: relative links and images', () => {
  const root = '/ws';
  it('resolves against the document, or the folder root for /paths, with #L lines', () => {
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', 'img/x.png', root), { path: '/ws/docs/img/x.png' });
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', '../b.md#L12', root), { path: '/ws/b.md', line: 11 });
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', '/c%20d.md?x=1', root), { path: '/ws/c d.md' });
  });

  it('refuses schemes, fragments alone, protocol-relative URLs and paths above the folder', () => {
    for (const href of [
      'https://x/y',
      'javascript:alert(1)',
      'vscode:extension/x',
      '#top',
      '//evil.example/x',
      '../../etc/passwd',
      '',
    ]) {
      assert.equal(resolveRelativePath('/ws/docs/a.md', href, root), undefined, href);
    }
  });

  it('refuses what leaves the folder on Windows: backslashes (raw or %5C), drives and streams, NUL, dot-and-space segments', () => {
    for (const href of [
      '..\\..\\secret.txt',
      '..%5C..%5Csecret.txt',
      '..%5c..%5csecret.txt',
      'img\\..\\..\\..\\x.png',
      '%5C%5Cserver%5Cshare%5Cx.png',
      '%43:/Windows/win.ini',
      'a.png:stream',
      'x.png%00.md',
      'a%0Ab.md',
      '.. /.. /secret.txt',
      '..%20/..%20/secret.txt',
      '.../secret.txt',
      '..%2E/secret.txt',
    ]) {
      assert.equal(resolveRelativePath('/ws/docs/a.md', href, root), undefined, href);
    }
    // Encoded dots and slashes are decoded before the folder check: inside the folder they still resolve.
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', '%2E%2E/b.md', root), { path: '/ws/b.md' });
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', '..%2Fb.md', root), { path: '/ws/b.md' });
    assert.equal(resolveRelativePath('/ws/docs/a.md', '%2E%2E%2F%2E%2E%2Fetc/passwd', root), undefined);
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', 'v1.2/notes.md', root), { path: '/ws/docs/v1.2/notes.md' });
    assert.deepEqual(resolveRelativePath('/ws/docs/a.md', '.github/x.md', root), { path: '/ws/docs/.github/x.md' });
  });

  it('inlines raster images only', () => {
    assert.equal(imageMimeType('/a/b.PNG'), 'image/png');
    assert.equal(imageMimeType('/a/b.jpg'), 'image/jpeg');
    assert.equal(imageMimeType('/a/b.svg'), undefined);
    assert.equal(imageMimeType('/a/b.md'), undefined);
  });
});
