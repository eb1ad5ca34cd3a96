// `npm run bench:web`: the browser host's figures only (web.mjs), beside one desktop window's preview figures measured
// in the same run the same way (test/bench/vscode/preview.ts), for the ratio.
import { desktopPreviewFigures, reportWebBench } from './web-figures.mjs';

function report(section, name, value, unit, note = '') {
  const shown =
    typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : String(value);
  console.log(`${section.padEnd(10)} ${name.padEnd(72)} ${shown.padStart(10)} ${unit}${note ? `   ${note}` : ''}`);
}

const desktop = await desktopPreviewFigures();
for (const [name, value] of desktop) if (name.startsWith('keystroke')) report('preview', name, value, 'ms');
await reportWebBench(report, desktop);
