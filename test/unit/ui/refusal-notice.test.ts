// How a refusal reaches the user (src/ui/base/refusal-notice.ts, behind write-command.ts's showRefusal): once, as a
// warning, through the untrusted-text rule, with its action's button. Driven with a window of the test's own that
// records every notification and answers as the user would.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { showRefusalIn, type RefusalWindow } from '../../../src/ui/base/refusal-notice';

type Severity = 'warning' | 'error' | 'information';

/** A window that records each notification shown (of any severity) and answers every one with `answer`. */
function recordingWindow(answer?: string) {
  const shown: Array<{ severity: Severity; message: string; items: string[] }> = [];
  let answered: () => void = () => undefined;
  const answeredOnce = new Promise<void>((resolve) => (answered = resolve));
  const show =
    (severity: Severity) =>
    (message: string, ...items: string[]) => {
      shown.push({ severity, message, items });
      return Promise.resolve(answer).finally(() => setImmediate(answered));
    };
  const window = {
    showWarningMessage: show('warning'),
    showErrorMessage: show('error'),
    showInformationMessage: show('information'),
  };
  return { window: window as RefusalWindow, shown, answeredOnce };
}

// What VS Code's notifications make a link of (src/vs/base/common/linkedText.ts): `[label](target)` whose target
// starts with http://, https://, command: or file:.
const liveLink = /\[[^\]]+\]\((?:https?:\/\/|command:|file:)[^)\s]+/i;

describe('showRefusal', () => {
  it('shows a refusal once, as a warning, with its sentence', () => {
    const { window, shown } = recordingWindow();
    showRefusalIn(window, { refused: 'GitHub refused: the head branch moved.' });
    assert.deepEqual(shown, [{ severity: 'warning', message: 'GitHub refused: the head branch moved.', items: [] }]);
  });

  it('shows a hostile refusal with no live link: a command: target in its text does nothing', () => {
    const { window, shown } = recordingWindow();
    const hostile = 'Team [x](command:foo) is taken; see [docs](https://evil.example/phish)';
    assert.match(hostile, liveLink, 'the case is a link before');
    showRefusalIn(window, { refused: hostile });
    assert.equal(shown.length, 1);
    assert.equal(shown[0]!.severity, 'warning');
    assert.doesNotMatch(shown[0]!.message, liveLink);
    assert.equal(shown[0]!.message.replace(/\u200B/g, ''), hostile, 'the user still reads the same text');
  });

  it("offers the action's button and runs it once when chosen", async () => {
    const { window, shown, answeredOnce } = recordingWindow('Change and Try Again');
    let runs = 0;
    showRefusalIn(window, { refused: 'Name taken.', action: { title: 'Change and Try Again', run: () => runs++ } });
    await answeredOnce;
    assert.deepEqual(
      shown.map(({ severity, items }) => ({ severity, items })),
      [{ severity: 'warning', items: ['Change and Try Again'] }],
    );
    assert.equal(runs, 1);
  });

  it('runs nothing when the warning is dismissed', async () => {
    const { window, shown, answeredOnce } = recordingWindow(undefined);
    let runs = 0;
    showRefusalIn(window, { refused: 'Name taken.', action: { title: 'Change and Try Again', run: () => runs++ } });
    await answeredOnce;
    assert.equal(shown.length, 1);
    assert.equal(runs, 0);
  });
});
