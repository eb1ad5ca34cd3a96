// Draws the walkthrough's step images (media/walkthrough/<step>-light.svg and -dark.svg): simple sketches of what
// each step shows, in VS Code's light and dark colors. `node scripts/walkthrough-images.mjs` remakes them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/code-server.mjs';

const themes = {
  light: {
    page: '#f3f3f3',
    panel: '#ffffff',
    line: '#d4d4d4',
    text: '#3b3b3b',
    faint: '#8a8a8a',
    added: '#dff5e1',
    removed: '#fde2e1',
    accent: '#007acc',
    qiita: '#55c500',
    note: '#e6f4ff',
  },
  dark: {
    page: '#1e1e1e',
    panel: '#252526',
    line: '#3c3c3c',
    text: '#d4d4d4',
    faint: '#8b8b8b',
    added: '#1f3b24',
    removed: '#4b2326',
    accent: '#3794ff',
    qiita: '#55c500',
    note: '#1d3346',
  },
};

const font = `font-family="Segoe UI, Helvetica, Arial, sans-serif"`;
const mono = `font-family="Consolas, Menlo, monospace"`;
const text = (x, y, value, color, size = 22, family = font, weight = 'normal') =>
  `<text x="${x}" y="${y}" ${family} font-size="${size}" font-weight="${weight}" fill="${color}">${value}</text>`;
const rect = (x, y, width, height, fill, radius = 8, stroke = 'none') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}" stroke="${stroke}"/>`;
const bar = (x, y, width, color) => rect(x, y, width, 12, color, 6);
const check = (x, y, color) =>
  `<path d="M${x} ${y} l8 8 l16 -18" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

const steps = {
  'sign-in-qiita': (c) => [
    rect(150, 70, 500, 360, c.panel, 14, c.line),
    rect(190, 110, 64, 64, c.qiita, 32),
    text(208, 153, 'Q', '#ffffff', 34, font, 'bold'),
    text(280, 150, 'Qiita · Qiita Team', c.text, 30, font, 'bold'),
    ...['Articles', 'Stocks', 'Tags', 'Templates'].flatMap((label, index) => [
      check(200, 228 + index * 48, c.qiita),
      text(245, 236 + index * 48, label, c.text, 24),
    ]),
  ],
  'sign-in-github': (c) => [
    rect(150, 70, 500, 360, c.panel, 14, c.line),
    `<circle cx="222" cy="142" r="32" fill="${c.text}"/>`,
    text(208, 153, 'G', c.panel, 32, font, 'bold'),
    text(280, 150, 'GitHub', c.text, 30, font, 'bold'),
    ...['Pull requests', 'Events', 'GraphQL'].flatMap((label, index) => [
      check(200, 228 + index * 48, c.accent),
      text(245, 236 + index * 48, label, c.text, 24),
    ]),
  ],
  'article-files': (c) => [
    rect(60, 60, 240, 380, c.panel, 10, c.line),
    text(84, 104, '▾ public', c.text, 22),
    ...['first-steps.md', 'release-notes.md', 'tips.md'].map((name, index) =>
      text(106, 146 + index * 38, name, index === 0 ? c.accent : c.text, 18),
    ),
    rect(330, 60, 410, 380, c.panel, 10, c.line),
    text(356, 104, '---', c.faint, 20, mono),
    text(356, 138, 'title: First steps', c.text, 20, mono),
    text(356, 172, 'tags: [VSCode]', c.text, 20, mono),
    text(356, 206, 'private: false', c.text, 20, mono),
    text(356, 240, '---', c.faint, 20, mono),
    bar(356, 270, 300, c.line),
    bar(356, 300, 340, c.line),
    bar(356, 330, 220, c.line),
    rect(356, 380, 200, 36, c.accent, 6),
    text(378, 405, '✓ in sync', '#ffffff', 20),
  ],
  preview: (c) => [
    rect(50, 60, 340, 380, c.panel, 10, c.line),
    text(74, 104, '# Hello', c.text, 22, mono),
    text(74, 146, ':::note info', c.faint, 20, mono),
    bar(74, 166, 250, c.line),
    text(74, 216, ':::', c.faint, 20, mono),
    text(74, 262, '$$ e^{iπ}+1=0 $$', c.text, 20, mono),
    rect(410, 60, 340, 380, c.panel, 10, c.line),
    text(434, 108, 'Hello', c.text, 30, font, 'bold'),
    rect(434, 134, 292, 80, c.note, 6),
    rect(434, 134, 6, 80, c.accent, 2),
    bar(456, 166, 240, c.line),
    text(480, 270, 'e', c.text, 30, 'font-family="Times New Roman, serif" font-style="italic"'),
    text(496, 254, 'iπ', c.text, 18, 'font-family="Times New Roman, serif" font-style="italic"'),
    text(526, 270, '+ 1 = 0', c.text, 30, 'font-family="Times New Roman, serif"'),
  ],
  'review-pull': (c) => [
    rect(50, 60, 700, 380, c.panel, 10, c.line),
    ...[0, 1, 2, 3, 4, 5].map((index) =>
      rect(70, 84 + index * 34, 660, 30, index === 2 ? c.removed : index === 3 || index === 4 ? c.added : c.panel, 2),
    ),
    ...[0, 1, 2, 3, 4, 5].map((index) => bar(110, 93 + index * 34, [260, 320, 280, 300, 200, 240][index], c.line)),
    text(82, 186, '−', c.text, 20, mono),
    text(82, 220, '+', c.text, 20, mono),
    text(82, 254, '+', c.text, 20, mono),
    rect(110, 300, 560, 120, c.page, 8, c.accent),
    `<circle cx="142" cy="332" r="16" fill="${c.accent}"/>`,
    text(170, 339, 'mona', c.text, 20, font, 'bold'),
    bar(140, 362, 420, c.line),
    bar(140, 388, 300, c.line),
  ],
  graphql: (c) => [
    rect(50, 60, 700, 380, c.panel, 10, c.line),
    text(80, 110, 'query {', c.accent, 22, mono),
    text(110, 146, 'repository(owner: "devdesk") {', c.text, 22, mono),
    text(140, 182, 'pullRequests {', c.text, 22, mono),
    text(170, 218, 'st', c.text, 22, mono),
    rect(170, 230, 300, 150, c.page, 6, c.line),
    rect(172, 232, 296, 36, c.note, 4),
    ...['state', 'statusCheckRollup', 'stargazerCount'].map((name, index) =>
      text(188, 257 + index * 44, name, c.text, 20, mono),
    ),
    rect(490, 230, 230, 110, c.page, 6, c.line),
    text(506, 262, 'PullRequestState!', c.accent, 18, mono),
    bar(506, 284, 190, c.line),
    bar(506, 310, 140, c.line),
  ],
};

const outDir = join(repoRoot, 'media/walkthrough');
mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(steps)) {
  for (const [theme, colors] of Object.entries(themes)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">${rect(0, 0, 800, 500, colors.page, 0)}${draw(colors).join('')}</svg>\n`;
    writeFileSync(join(outDir, `${name}-${theme}.svg`), svg);
  }
}
console.log(`wrote ${Object.keys(steps).length * 2} images to ${outDir}`);
