// The GraphQL editor's sentences that quote what a repository wrote (a folder or file name, an `# endpoint:` URL, a
// variables file's path, a JSON error quoting the document): hostile inputs leave no link VS Code's notifications
// would make clickable, and no codicon.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Phrase } from '../../../src/ui/base/text';
import {
  consentQuestion,
  noAccountFor,
  variablesBlockProblem,
  variablesFileProblem,
} from '../../../src/ui/graphql/document-phrases';

// What a notification makes a link of (VS Code's src/vs/base/common/linkedText.ts), and the status bar a codicon.
const linkRule = /\[[^\]]*\]\((?:https?:\/\/|command:|file:)/i;
const iconRule = /\$\([a-z0-9-]+\)/i;

/** The sentence as shown: the English template with its arguments in place. */
function shown(text: Phrase): string {
  return text.message.replace(/\{(\d+)\}/g, (_, index: string) => String(text.args[Number(index)]));
}

const link = '[Fetch Schema](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22id%5Cn%22%7D)';
const hostileFile = `${link}/$(check) queries/${link}.graphql`;
const hostileEndpoint = `http://127.0.0.1:1/${link}/graphql`;

describe('GraphQL sentences quoting a repository', () => {
  const sentences: Array<[string, Phrase]> = [
    ['consent for a comment', consentQuestion('comment', hostileFile, hostileEndpoint)],
    ['consent for a config file', consentQuestion('config', hostileFile, hostileEndpoint)],
    ['no account for the endpoint', noAccountFor(hostileEndpoint)],
    ['a variables block', variablesBlockProblem(3, `incomplete or malformed JSON: Unexpected token ${link}`)],
    ['a variables file', variablesFileProblem(`${link}/op.variables.json`)],
  ];
  for (const [name, sentence] of sentences) {
    it(`${name}: no link and no icon survive`, () => {
      const text = shown(sentence);
      assert.doesNotMatch(text, linkRule);
      assert.doesNotMatch(text, /command:/i);
      assert.doesNotMatch(text, iconRule);
      // Still readable: the name is there, only broken where the syntax needs two characters side by side.
      assert.match(text.replace(/\u200B/g, ''), /Fetch Schema/);
    });
  }
});
