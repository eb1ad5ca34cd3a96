// Starts the emulator (test/emulator) as a child process and reads the one JSON line it prints.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { repoRoot } from './code-server.mjs';

export function startEmulatorProcess({ args = [], timeoutMs = 30_000 } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'test/emulator/cli.ts'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the emulator printed nothing within ${timeoutMs / 1000}s`));
    }, timeoutMs);
    child.once('exit', (code) => reject(new Error(`the emulator exited with code ${code} before it was ready`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ info: JSON.parse(line), stop: () => child.kill('SIGTERM') });
    });
  });
}

/**
 * Settings for a DevDesk session against a running emulator: every host points at it, and sign-in with the browser
 * uses its OAuth client (DevDesk reads the client secret from the emulator on loopback). The sample workspace lives
 * inside this repository, so VS Code's prompt to open the parent git repository is turned off too. `enterprise`: the
 * emulator's second GitHub host is configured too.
 */
export function emulatorSettings(info, { enterprise = false } = {}) {
  return {
    // The emulator's second GitHub host, standing for an Enterprise Server beside github.com (npm run sandbox --
    // --enterprise; the tests that sign in to both add it themselves).
    ...(enterprise ? { 'devdesk.github.enterpriseHosts': [info.enterprise.github] } : {}),
    'devdesk.qiita.baseUrl': info.articles,
    'devdesk.qiita.teams': Object.values(info.teams),
    'devdesk.qiita.oauthClientId': info.oauth.client_id,
    'devdesk.github.apiUrl': info.github,
    // The emulator's organization repositories: the sandbox workspace is not a clone of them.
    'devdesk.github.repositories': ['devdesk-org/monorepo', 'devdesk-org/docs-site'],
    'git.openRepositoryInParentFolders': 'never',
  };
}
