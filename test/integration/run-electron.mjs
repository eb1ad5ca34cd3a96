// `npm run test:electron`: the same integration suite in desktop VS Code downloaded by @vscode/test-electron.
// Needs the internet (VS Code's update server); on machines without it use `npm run test:integration`.
import { join } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { buildIntegrationSuite } from './build.mjs';
import { repoRoot } from '../../scripts/lib/code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from '../../scripts/lib/emulator.mjs';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const emulator = await startEmulatorProcess();
const userData = mkdtempSync(join(tmpdir(), 'devdesk-electron-'));
mkdirSync(join(userData, 'User'), { recursive: true });
writeFileSync(join(userData, 'User/settings.json'), JSON.stringify(emulatorSettings(emulator.info)));
let exitCode = 0;
try {
  await runTests({
    version: '1.100.3',
    extensionDevelopmentPath: repoRoot,
    extensionTestsPath: await buildIntegrationSuite(),
    launchArgs: [join(repoRoot, 'test/fixtures/workspace'), '--user-data-dir', userData, '--disable-extensions'],
    extensionTestsEnv: { DEVDESK_EMULATOR: JSON.stringify(emulator.info) },
  });
} catch (error) {
  console.error(`test:electron: ${error.message ?? error}`);
  exitCode = 1;
} finally {
  emulator.stop();
}
process.exit(exitCode);
