// Suggested changes (src/core/github/suggestions.ts): the block written for selected lines, the blocks read back
// from a comment, the change shown instead of the raw fence, and the file text with a suggestion applied.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applySuggestion,
  commentAsChange,
  relocateSuggestion,
  replacedLines,
  suggestionAsChange,
  suggestionBlock,
  suggestionsIn,
} from '../../../src/core/github/suggestions.js';

describe('suggestions', () => {
  it('writes the block GitHub writes, around the selected lines, and reads it back', () => {
    const block = suggestionBlock(['const a = 1;', 'const b = 2;']);
    assert.equal(block, '```suggestion\nconst a = 1;\nconst b = 2;\n```');
    assert.deepEqual(suggestionsIn(`Maybe this?\n\n${block}\n\nThanks`), [['const a = 1;', 'const b = 2;']]);
  });

  it('a selection holding a fence gets a longer fence, and still reads back whole', () => {
    const lines = ['Example:', '```ts', 'x();', '```'];
    const block = suggestionBlock(lines);
    assert.ok(block.startsWith('````suggestion\n'));
    assert.deepEqual(suggestionsIn(block), [lines]);
  });

  it('reads tilde fences, CRLF bodies, an empty suggestion (delete the lines), and ignores other fences', () => {
    assert.deepEqual(suggestionsIn('~~~suggestion\r\nx\r\n~~~'), [['x']]);
    assert.deepEqual(suggestionsIn('```suggestion\n```'), [[]]);
    assert.deepEqual(suggestionsIn('```ts\nx\n```'), []);
    assert.deepEqual(suggestionsIn('```suggestion\na\n```\n\n```suggestion\nb\n```'), [['a'], ['b']]);
  });

  it('the lines a comment covers are the last lines of its diff hunk’s new side', () => {
    const hunk = '@@ -10,4 +10,5 @@\n context\n-old\n+new one\n+new two\n kept';
    assert.deepEqual(replacedLines(hunk, 1), ['kept']);
    assert.deepEqual(replacedLines(hunk, 3), ['new one', 'new two', 'kept']);
  });

  it('shows a suggestion as the change it makes (lines replaced, new lines), the words around it kept', () => {
    const body = 'Rename it:\n```suggestion\nconst total = 1;\n```\nok?';
    assert.equal(
      suggestionAsChange(body, ['const sum = 1;']),
      'Rename it:\n```diff\n-const sum = 1;\n+const total = 1;\n```\nok?',
    );
    assert.equal(suggestionAsChange('no suggestion here', ['x']), 'no suggestion here');
  });

  it('applies a suggestion to lines start..end, keeping line ends and the last newline', () => {
    assert.equal(applySuggestion('a\nb\nc\nd\n', 2, 3, ['X']), 'a\nX\nd\n');
    assert.equal(applySuggestion('a\r\nb\r\nc\r\n', 2, 2, ['X', 'Y']), 'a\r\nX\r\nY\r\nc\r\n');
    assert.equal(applySuggestion('a\nb', 2, 2, []), 'a');
    assert.equal(applySuggestion('a\nb\n', 2, 3, ['X']), undefined);
  });

  it('finds the replaced lines again in a newer text, nearest to where they were', () => {
    const text = 'x\nkeep\ny\nz\nkeep\ny\n';
    assert.equal(relocateSuggestion(text, ['keep', 'y'], 5), 5);
    assert.equal(relocateSuggestion(text, ['keep', 'y'], 1), 2);
    assert.equal(relocateSuggestion(text, ['gone'], 1), undefined);
  });

  it('a multi-line comment shows its suggestion as the change to the lines it covers (start_line..line, from its hunk)', () => {
    const comment = {
      body: 'Shorter:\n```suggestion\nconst x = a + b;\n```',
      diff_hunk: '@@ -1,3 +1,4 @@\n top\n+const x =\n+  a + b;',
      line: 3,
      original_line: 3,
      start_line: 2,
      original_start_line: 2,
    };
    assert.equal(commentAsChange(comment), 'Shorter:\n```diff\n-const x =\n-  a + b;\n+const x = a + b;\n```');
    assert.equal(commentAsChange({ ...comment, body: 'plain words' }), 'plain words');
  });
});
