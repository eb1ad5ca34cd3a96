// Tooltips are Markdown (tree-item.ts renders them as MarkdownString with theme icons): what a service sends in
// them shows as written, never as a link, an image, bold text or an icon.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Marked } from 'marked';
import type { Group, Template, TeamInvitation, TeamMember } from '../../../src/core/index';
import { groupNode } from '../../../src/ui/articles/sections';
import { markdownCode } from '../../../src/ui/base/markdown-text';
import { invitationNode, memberNode } from '../../../src/ui/articles/team/qiita-team-nodes';
import { templateNode } from '../../../src/ui/templates/nodes';

const hostile = [
  '[Sign in again](command:devdesk.signOut)',
  '<img src=x onerror=alert(1)>',
  '**bold** _it_ `code`',
  '$(alert) # heading',
];
const marked = new Marked();

/** The HTML the tooltip renders to, and its text without tags and entities. */
function rendered(markdown: string | undefined): { html: string; text: string } {
  const html = marked.parse(markdown ?? '', { async: false });
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return { html, text };
}

/** `asCode`: the tooltip shows the text as one code span (a URL, which Markdown would otherwise link). */
function assertShownAsWritten(tooltip: string | undefined, written: string, asCode = false): void {
  const { html, text } = rendered(tooltip);
  assert.doesNotMatch(html, asCode ? /<(a|img|strong|em|h\d)\b/ : /<(a|img|strong|em|code|h\d)\b/, html);
  // VS Code turns $(name) into an icon anywhere in a tooltip's HTML, code included, unless escaped or broken.
  assert.doesNotMatch(tooltip ?? '', /(?<!\\)\$\(/, 'no theme icon');
  assert.ok(text.replace(/\u200B/g, '').includes(written), `${JSON.stringify(written)} in ${JSON.stringify(text)}`);
}

const template = (title: string): Template => ({
  id: 7,
  name: 'Daily',
  title,
  body: '',
  tags: [],
  expanded_body: '',
  expanded_tags: [],
  expanded_title: '',
  coedit: false,
  group: null,
});
const member = (description: string): TeamMember => ({
  id: 'yamada',
  name: 'Taro',
  description,
  email: '',
  last_accessed_at: '2026-11-20T10:00:00+09:00',
});
const group = (description: string): Group => ({
  created_at: '2024-01-01T00:00:00+09:00',
  updated_at: '2024-01-01T00:00:00+09:00',
  id: 1,
  description,
  name: 'Dev',
  private: false,
  url_name: 'dev',
});
const invitation = (url: string): TeamInvitation => ({ email: 'new@example.com', url }) as TeamInvitation;

describe('tooltips built from service text', () => {
  for (const text of hostile) {
    it(`show ${JSON.stringify(text)} as written`, () => {
      assertShownAsWritten(templateNode('host/h', 'h', template(text)).tooltip, text);
      assertShownAsWritten(memberNode('p', 'h', member(text)).tooltip, text);
      assertShownAsWritten(groupNode('p', 'h', group(text)).tooltip, text);
      assertShownAsWritten(
        invitationNode('p', 'h', invitation(`https://x.example/${text}`)).tooltip,
        `https://x.example/${text}`,
        true,
      );
    });
  }
});

describe('markdownCode (tags, labels and URLs in tooltips)', () => {
  for (const text of [...hostile, 'a`b', '``x``', '`[x](https://e.example)`']) {
    it(`shows ${JSON.stringify(text)} as one code span`, () => {
      const { html, text: shown } = rendered(markdownCode(text));
      assert.equal((html.match(/<code>/g) ?? []).length, 1, html);
      assert.doesNotMatch(html, /<(a|img|strong|em)\b/, html);
      assert.equal(shown.replace(/\u200B/g, '').trim(), text);
    });
  }
});
