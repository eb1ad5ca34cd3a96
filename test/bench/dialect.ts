// The preview's local dialect renderer against the emulator's service renderers on the corpus
// (test/fixtures/preview-corpus/): the share of top-level blocks equal after normalising (dialect/agreement.ts).
// Qiita texts as POST /api/preview renders them; GitHub texts in gfm mode, in the context devdesk-org/monorepo
// (references to issues and users the emulator's store holds).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareBlocks } from '../../src/ui/preview/webview/dialect/agreement';
import { renderGitHub, renderQiita } from '../../src/ui/preview/webview/dialect';
import { renderPreview } from '../emulator/articles/preview-render';
import { renderGfm } from '../emulator/github/markdown-render';
import { createSeededStore } from '../emulator/github/seed';

export interface DialectAgreement {
  dialect: 'qiita' | 'github';
  texts: number;
  equal: number;
  total: number;
}

const corpus = join(__dirname, '../fixtures/preview-corpus');
const site = 'https://qiita.com';
const web = 'https://github.com';

function texts(dialect: string): string[] {
  return readdirSync(join(corpus, dialect))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(corpus, dialect, name), 'utf8'));
}

export function runDialectBench(): DialectAgreement[] {
  const { store } = createSeededStore({ seed: 7, baseUrl: 'http://127.0.0.1:1/github/api/v3', webUrl: web });
  const monorepo = store.repo('devdesk-org', 'monorepo')!;
  const sum = (dialect: DialectAgreement['dialect'], pairs: Array<[string, string]>): DialectAgreement => {
    const compared = pairs.map(([local, service]) => compareBlocks(local, service));
    return {
      dialect,
      texts: pairs.length,
      equal: compared.reduce((total, each) => total + each.equal, 0),
      total: compared.reduce((total, each) => total + each.total, 0),
    };
  };
  return [
    sum(
      'qiita',
      texts('qiita').map((text) => [renderQiita(text, { site }), renderPreview(text, site)]),
    ),
    sum(
      'github',
      texts('github').map((text) => [
        renderGitHub(text, { repository: 'devdesk-org/monorepo', web }),
        renderGfm(store, text, monorepo),
      ]),
    ),
  ];
}

export function formatDialectBench(results: DialectAgreement[]): string[] {
  const line = (label: string, equal: number, total: number, note: string) =>
    `${label.padEnd(58)} ${((100 * equal) / Math.max(total, 1)).toFixed(1).padStart(10)} %   ${equal} of ${total} top-level blocks${note}`;
  const all = results.reduce((total, each) => ({ equal: total.equal + each.equal, total: total.total + each.total }), {
    equal: 0,
    total: 0,
  });
  return [
    ...results.map((each) =>
      line(
        `Preview: local/emulator agreement, ${each.dialect === 'qiita' ? 'Qiita' : 'GitHub'} corpus`,
        each.equal,
        each.total,
        `, ${each.texts} texts`,
      ),
    ),
    line('Preview: local/emulator agreement, whole corpus', all.equal, all.total, ''),
  ];
}
