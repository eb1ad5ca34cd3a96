// `npm run sandbox`: try DevDesk with no account. Starts the emulator (Qiita, Qiita Team and GitHub stand-ins on
// loopback), then real VS Code (code-server) with DevDesk loaded from source, fresh user data pointed at the
// emulator and a sample workspace, and prints the URL to open. Ctrl-C stops everything.
//   npm run sandbox -- [--port 8642] [--desktop] [--enterprise]
// --desktop opens desktop VS Code (`code` on PATH) with --extensionDevelopmentPath instead of code-server.
// --enterprise adds the emulator's second GitHub host (an Enterprise Server stand-in) beside its github.com.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureCodeServer, freePort, remoteUri, repoRoot, startCodeServer, workbenchUrl } from './lib/code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from './lib/emulator.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8642' },
    desktop: { type: 'boolean', default: false },
    enterprise: { type: 'boolean', default: false },
  },
});

const sandboxDir = join(repoRoot, '.sandbox');
const runDir = join(sandboxDir, 'run');
const workspace = join(sandboxDir, 'workspace');
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
rmSync(workspace, { recursive: true, force: true });
cpSync(join(repoRoot, 'test/fixtures/workspace'), workspace, { recursive: true });

const emulator = await startEmulatorProcess();
const settings = emulatorSettings(emulator.info, { enterprise: values.enterprise });
const cleanups = [() => emulator.stop()];
const stopAll = () => {
  for (const cleanup of cleanups.reverse()) cleanup();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (values.desktop) {
  if (spawnSync('sh', ['-c', 'command -v code'], { stdio: 'ignore' }).status !== 0) {
    console.error(
      'sandbox: --desktop needs the `code` command on PATH (VS Code: "Shell Command: Install \'code\' command in PATH").',
    );
    stopAll();
  }
  const userData = join(runDir, 'user-data');
  mkdirSync(join(userData, 'User'), { recursive: true });
  writeFileSync(join(userData, 'User/settings.json'), JSON.stringify(settings, null, 2));
  const code = spawn(
    'code',
    [
      '--new-window',
      '--user-data-dir',
      userData,
      '--extensions-dir',
      join(runDir, 'extensions'),
      `--extensionDevelopmentPath=${repoRoot}`,
      workspace,
    ],
    { stdio: 'inherit' },
  );
  code.on('exit', stopAll);
  printReady('desktop VS Code is opening with DevDesk loaded from source.');
} else {
  ensureCodeServer();
  const server = await startCodeServer({
    runDir,
    folder: workspace,
    settings,
    port: await freePort(Number(values.port)),
  });
  cleanups.push(() => server.stop());
  const url = workbenchUrl(server, workspace, [['extensionDevelopmentPath', remoteUri(server, repoRoot)]]);
  printReady(`Open DevDesk in your browser:\n\n  ${url}\n`);
}

function printReady(howToOpen) {
  console.log(`\nDevDesk sandbox is running. ${howToOpen}`);
  console.log('DevDesk points at the local emulator (no account needed):');
  console.log(`  Qiita        ${emulator.info.articles}`);
  for (const [team, base] of Object.entries(emulator.info.teams)) console.log(`  Qiita Team   ${base}  (${team})`);
  console.log(`  GitHub REST  ${emulator.info.github}`);
  console.log(`  GraphQL      ${emulator.info.graphql}`);
  if (values.enterprise)
    console.log(
      `  GitHub Enterprise  ${emulator.info.enterprise.github}  (GraphQL ${emulator.info.enterprise.graphql})`,
    );
  console.log('Sign in: click "Sign in" in a DevDesk view and choose "Use the sandbox\'s token".');
  console.log('Press Ctrl-C to stop.');
}
