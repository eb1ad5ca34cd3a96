// A front matter in another language than YAML is refused, never run. gray-matter picks its parser from the word
// after the opening `---`, and its `javascript` engine evaluates the block: a file from a cloned repository starting
// with `---js` would run code in the extension host as soon as DevDesk reads it. Each file below runs code that leaves
// a trace (a global array and a marker file) if it is ever evaluated; every reader must report it instead, on line 1.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import matter from 'gray-matter';
import {
  ArticleFileLanguageError,
  articleFolder,
  articleFileState,
  filesById,
  formatTemplateFile,
  parseArticleFile,
  parseTemplateFile,
  pullItem,
  readArticleFile,
  readArticleFolder,
  validateArticleFile,
  type Item,
} from '../../../src/core/articles/index.js';
import { FrontMatterLanguageError, readFrontMatter } from '../../../src/core/articles/front-matter.js';

declare global {
  var devdeskFrontMatterRuns: string[] | undefined;
}

const id = 'c0ffee00c0ffee00c0ff';
let markers: string;
const temporary: string[] = [];

before(async () => {
  markers = await mkdtemp(join(tmpdir(), 'devdesk-front-matter-markers-'));
  temporary.push(markers);
  // gray-matter has no CoffeeScript engine by default; its README shows how one is added. With one registered,
  // `---coffee` would run CoffeeScript: stand one in that leaves the same traces.
  (matter as typeof matter & { engines: Record<string, unknown> }).engines.coffee = {
    parse: (source: string) =>
      new Function('require', `return ${source.trim()}`)(createRequire(import.meta.url)) as object,
  };
});
after(async () => {
  delete (matter as typeof matter & { engines: Record<string, unknown> }).engines.coffee;
  await Promise.all(temporary.map((path) => rm(path, { recursive: true, force: true })));
});
afterEach(async () => {
  globalThis.devdeskFrontMatterRuns = undefined;
  for (const marker of await readdir(markers)) await rm(join(markers, marker));
});

/** Code that records that it ran, in memory and on disk, then gives what an article's front matter would hold. */
function payload(language: string): string {
  const marker = join(markers, `ran-${language.trim()}`);
  return `(globalThis.devdeskFrontMatterRuns = [...(globalThis.devdeskFrontMatterRuns ?? []), ${JSON.stringify(language)}], require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), { title: 'Ran', tags: ['x'], id: '${id}', name: 'Ran' })`;
}

function fileIn(language: string): string {
  return `---${language}\n${payload(language)}\n---\n# body\n`;
}

/** What `read` threw (undefined when it returned). */
function thrown(read: () => unknown): unknown {
  try {
    read();
    return undefined;
  } catch (error) {
    return error;
  }
}

async function assertNothingRan(): Promise<void> {
  assert.equal(globalThis.devdeskFrontMatterRuns, undefined, 'the front matter was evaluated');
  assert.deepEqual(await readdir(markers), [], 'the front matter wrote a file');
}

// The three the issue names, then spellings gray-matter accepts for them (its engine lookup lowercases the name,
// and trims the line).
const languages = ['js', 'javascript', 'coffee', 'JavaScript', ' js '];

describe('front matter in another language than YAML', () => {
  for (const language of languages) {
    it(`an article file starting with ---${language} is refused on line 1, not run`, async () => {
      const error = thrown(() => parseArticleFile(fileIn(language)));
      await assertNothingRan();
      assert.ok(error instanceof ArticleFileLanguageError, String(error));
      assert.equal(error.language, language.trim());
      assert.equal(error.line, 0);
    });
  }

  it('goes to the Problems panel as a language problem on the first line, naming the language', async () => {
    for (const language of ['js', 'javascript', 'coffee']) {
      const problems = validateArticleFile(fileIn(language), { team: false });
      await assertNothingRan();
      assert.deepEqual(problems, [
        {
          code: 'language',
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 3 + language.length } },
          detail: language,
        },
      ]);
    }
    await assertNothingRan();
  });

  it('is not run by the status bar either (the file state), nor through a byte-order mark or Windows line ends', async () => {
    const state = articleFileState(fileIn('js'), undefined);
    const errors = [
      thrown(() => parseArticleFile(`\uFEFF${fileIn('js')}`)),
      thrown(() => parseArticleFile(fileIn('javascript').replaceAll('\n', '\r\n'))),
    ];
    await assertNothingRan();
    assert.equal(state, 'new');
    for (const error of errors) assert.ok(error instanceof ArticleFileLanguageError, String(error));
  });

  it('is reported by the folder walk of Pull My Articles and Publish Modified, and never matched by its id', async () => {
    const root = await mkdtemp(join(tmpdir(), 'devdesk-front-matter-'));
    temporary.push(root);
    const folder = articleFolder(root);
    await mkdir(folder, { recursive: true });
    for (const language of ['js', 'javascript', 'coffee'])
      await writeFile(join(folder, `${language}.md`), fileIn(language));
    await writeFile(join(folder, 'yaml.md'), '---\ntitle: Plain\ntags:\n  - x\nid: aaaaaaaaaaaaaaaaaaaa\n---\nbody\n');

    const walked = await readArticleFolder(folder);
    await assertNothingRan();
    assert.deepEqual([...walked.byId.keys()], ['aaaaaaaaaaaaaaaaaaaa']);
    assert.deepEqual(
      walked.unreadable.map(({ path, problem }) => [
        path,
        problem instanceof ArticleFileLanguageError && problem.language,
        problem.message,
      ]),
      ['coffee', 'javascript', 'js'].map((language) => [
        join(folder, `${language}.md`),
        language,
        `front matter: the front matter is written in “${language}”; only YAML is read (line 1)`,
      ]),
    );
    assert.equal((await filesById(folder)).has(id), false);

    // A pull of the article whose id the code claims writes a new file beside it, and leaves the hostile one alone.
    const pulled = await pullItem(folder, {
      id,
      title: 'Server',
      body: 'server body\n',
      updated_at: '2024-05-01T09:00:00+09:00',
      tags: [{ name: 'x', versions: [] }],
      private: false,
    } as unknown as Item);
    assert.equal(pulled.path, join(folder, `${id}.md`));
    assert.equal(pulled.outcome, 'created');
    await assertNothingRan();
  });

  it('is refused by template files, reading an import, and the shared reader', async () => {
    for (const language of ['js', 'javascript', 'coffee']) {
      const template = parseTemplateFile(fileIn(language));
      const errors = [thrown(() => readArticleFile(fileIn(language))), thrown(() => readFrontMatter(fileIn(language)))];
      await assertNothingRan();
      assert.deepEqual(template, { ok: false, problem: { code: 'language', language } });
      for (const error of errors)
        assert.ok(error instanceof FrontMatterLanguageError && error.language === language, String(error));
    }
  });

  it('keeps a template body from the service that starts with ---js as text, without running it', async () => {
    const body = fileIn('js');
    let text: string | undefined;
    const error = thrown(
      () => (text = formatTemplateFile({ name: 'T', title: 'T', body, tags: [], coedit: false, group: null })),
    );
    await assertNothingRan();
    assert.equal(error, undefined);
    assert.equal(text, `---\nname: T\ntitle: T\ntags: []\ncoedit: false\ngroup_url_name: null\n---\n${body}`);
    assert.deepEqual(parseTemplateFile(text!), {
      ok: true,
      template: { name: 'T', title: 'T', body, tags: [], coedit: false, group_url_name: null },
    });
  });

  it('still reads YAML however it is named (nothing, yaml, yml, YAML)', () => {
    for (const opening of ['---', '---yaml', '---yml', '--- YAML ']) {
      assert.deepEqual(parseArticleFile(`${opening}\ntitle: Plain\ntags:\n  - x\n---\nbody\n`), {
        frontMatter: { title: 'Plain', tags: ['x'] },
        body: 'body\n',
      });
    }
  });
});
