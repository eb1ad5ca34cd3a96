// The preview's local dialect renderers on long paragraphs of one notation (issue 34, finding 6): time per KB at
// 1× and 4× the input, and their ratio. A renderer linear in its input keeps the ratio near 1; one that searches the
// rest of the paragraph after every token (dialect/scan.ts) multiplies it by about 4. Target: at most 1.5.
import { renderGitHub, renderQiita } from '../../src/ui/preview/webview/dialect';

export interface ScalingFigure {
  dialect: 'qiita' | 'github';
  notation: string;
  /** Milliseconds per KB at 1× and at 4× the input (median of five runs). */
  single: number;
  quadruple: number;
}

/** One paragraph each: what a writer types, repeated (no blank line, so it is one paragraph). */
const notations: Array<[string, string]> = [
  ['a run of `[`', '['],
  ['a run of `![`', '!['],
  ['emoji', ':smile: '],
  ['mentions', '@alice '],
  ['math', '$x^2$ $`y`$ '],
];

const renderers = {
  qiita: (text: string) => renderQiita(text),
  github: (text: string) => renderGitHub(text, { repository: 'devdesk-org/monorepo', web: 'https://github.com' }),
};

const baseKb = 32;

function msPerKb(render: (text: string) => string, unit: string, kb: number): number {
  const text = unit.repeat(Math.ceil((kb * 1024) / unit.length));
  const runs = [0, 1, 2, 3, 4].map(() => {
    const started = performance.now();
    render(text);
    return (performance.now() - started) / kb;
  });
  return runs.sort((a, b) => a - b)[2]!;
}

export function runDialectScalingBench(): ScalingFigure[] {
  const figures: ScalingFigure[] = [];
  for (const dialect of ['qiita', 'github'] as const) {
    const render = renderers[dialect];
    for (const [notation, unit] of notations) {
      msPerKb(render, unit, baseKb); // warm up: the first runs compile the regexes and the renderer
      figures.push({
        dialect,
        notation,
        single: msPerKb(render, unit, baseKb),
        quadruple: msPerKb(render, unit, baseKb * 4),
      });
    }
  }
  return figures;
}

export function formatDialectScalingBench(figures: ScalingFigure[]): string[] {
  return figures.map(({ dialect, notation, single, quadruple }) => {
    const label = `Preview: local ${dialect === 'qiita' ? 'Qiita' : 'GitHub'} rendering, ${notation}, ms per KB`;
    const ratio = quadruple / single;
    return `${label.padEnd(58)} ${single.toFixed(2).padStart(10)} ms   at ${baseKb} KB; ${quadruple.toFixed(2)} ms at ${baseKb * 4} KB; 4×/1× ${ratio.toFixed(2)} (target ≤ 1.5)`;
  });
}
