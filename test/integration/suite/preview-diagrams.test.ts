// A Mermaid diagram's labels in the preview, in real VS Code: each node's label is drawn whole inside its shape and
// centred in it, with Japanese labels and a label on two lines, in a light and a dark theme. The page measures what it
// drew (the glyphs of each label, the foreignObject that clips them, the node's shape: webview/audit.ts).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DiagramLabel, PageBox, Snapshot } from '../../../src/ui/preview/webview/protocol';
import { openWithPreview, previewWhere as until, scratchArticleRoot } from './preview-page';

const frontMatter = ['---', 'title: Diagram labels', 'tags:', '  - name: mermaid', 'private: false', '---'];
const labels = ['下書き', '公開', 'Drawn on two lines'];
const fence = ['```mermaid', 'flowchart LR', '  A[下書き] --> B[公開]', '  B --> C["Drawn<br>on two lines"]', '```'];

const middle = (box: PageBox) => (box.top + box.bottom) / 2;
const inside = (inner: PageBox, outer: PageBox) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;
const said = (label: DiagramLabel) => JSON.stringify(label);
const bodyClass = (snapshot: Snapshot) =>
  snapshot.elements.find((element) => element.tag === 'body')?.attributes.class ?? '';

describe('Preview diagrams', function () {
  this.timeout(120_000);
  const scratch = scratchArticleRoot('preview-diagrams');
  const workbench = () => vscode.workspace.getConfiguration('workbench');
  let theme: string | undefined;

  before(() => {
    theme = workbench().inspect<string>('colorTheme')?.globalValue;
  });
  after(async () => {
    await workbench().update('colorTheme', theme, vscode.ConfigurationTarget.Global);
  });

  for (const [name, colorTheme, kind] of [
    ['light', 'Default Light Modern', 'vscode-light'],
    ['dark', 'Default Dark Modern', 'vscode-dark'],
  ] as const) {
    it(`draws each node's label whole and centred in its shape, Japanese labels too (${name} theme)`, async () => {
      await workbench().update('colorTheme', colorTheme, vscode.ConfigurationTarget.Global);
      const text = [...frontMatter, `# Labels in the ${name} theme`, '', ...fence, ''].join('\n');
      const uri = vscode.Uri.joinPath(scratch(), 'public', `labels-${name}.md`);
      await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
      await openWithPreview(uri);
      const drawn = await until(
        (snapshot) =>
          snapshot.text.includes(`Labels in the ${name} theme`) &&
          bodyClass(snapshot).includes(kind) &&
          snapshot.diagramLabels.length === labels.length,
        `the diagram's ${labels.length} labels in the ${name} theme`,
        30_000,
      );
      assert.deepEqual(
        drawn.diagramLabels.map((label) => label.text),
        labels,
        'every label is drawn',
      );
      for (const label of drawn.diagramLabels) {
        assert.ok(label.glyphs.right - label.glyphs.left > 8, `the label's glyphs have a width: ${said(label)}`);
        assert.ok(inside(label.glyphs, label.frame), `the label is not clipped by its frame: ${said(label)}`);
        assert.ok(inside(label.glyphs, label.shape), `the label is inside its shape: ${said(label)}`);
        const off = middle(label.glyphs) - middle(label.shape);
        assert.ok(Math.abs(off) < 3, `the label is centred in its shape (${off.toFixed(1)} px off): ${said(label)}`);
      }
    });
  }
});
