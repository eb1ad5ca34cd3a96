// Entry point VS Code loads in the extension host (`extensionTestsPath`): runs every *.test.js beside it with mocha
// and appends one JSON line per result to $DEVDESK_TEST_RESULTS, which the runner prints as they arrive.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';
import { record } from './report';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 30_000, grep: process.env.DEVDESK_TEST_GREP });
  for (const name of readdirSync(__dirname).sort()) {
    if (name.endsWith('.test.js')) mocha.addFile(join(__dirname, name));
  }
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} tests failed`)) : resolve()));
    runner.on('pass', (test) => record({ state: 'passed', title: test.fullTitle(), duration: test.duration }));
    runner.on('fail', (test, error: Error) =>
      record({ state: 'failed', title: test.fullTitle(), error: error.stack ?? String(error) }),
    );
  });
}
