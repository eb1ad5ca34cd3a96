// Real VS Code on machines that cannot download desktop VS Code: code-server from npm, installed into a
// git-ignored cache folder on first use, started on loopback with fresh state. Shared by the integration runner,
// the e2e script, the sandbox and the benchmarks. Why each step is needed is noted at the step.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installLanguagePack, languagePackFixture } from './language-pack.mjs';

export const CODE_SERVER_VERSION = '4.100.3';
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cacheRoot = join(repoRoot, '.cache');
const installDir = join(cacheRoot, `code-server-${CODE_SERVER_VERSION}`);
const packageDir = join(installDir, 'node_modules', 'code-server');
const entry = join(packageDir, 'out', 'node', 'entry.js');
const installedMarker = join(installDir, '.installed');

/** Debian packages by what they provide; `check` says whether it is there already. */
const systemPackages = {
  chromium: { check: () => existsSync('/usr/bin/chromium'), why: 'the browser that drives the VS Code workbench' },
  ripgrep: {
    check: () => commandExists('rg'),
    why: "VS Code's search binary (code-server's installer would download it)",
  },
  'libkrb5-dev': {
    check: () => existsSync('/usr/include/krb5.h') || existsSync('/usr/include/krb5/krb5.h'),
    why: "headers for code-server's kerberos module",
  },
  // Without a CJK font Chromium draws Japanese (articles, the ja display language) as empty boxes.
  'fonts-ipafont-gothic': {
    check: hasJapaneseFont,
    why: 'a Japanese font, so Chromium draws Japanese text instead of boxes',
  },
};

/** Whether fontconfig (what Chromium asks on Linux) knows a font that covers Japanese. */
export function hasJapaneseFont() {
  const listed = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  if (listed.status === 0) return listed.stdout.trim() !== '';
  return (
    existsSync('/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf') ||
    existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')
  );
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function log(message) {
  process.stderr.write(`[code-server] ${message}\n`);
}

/**
 * Makes sure the Debian packages are installed: installs them with apt-get when running as root, otherwise
 * prints the exact command to run and exits.
 */
export function ensureSystemPackages(names) {
  const missing = names.filter((name) => !systemPackages[name].check());
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !commandExists('apt-get')) {
    const reasons = missing.map((name) => `  ${name}: ${systemPackages[name].why}`).join('\n');
    console.error(`Missing system packages:\n${reasons}\nInstall them with:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  execFileSync('sh', ['-c', command], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Installs code-server into .cache on first use; returns the path of its entry script. */
export function ensureCodeServer() {
  if (existsSync(installedMarker) && existsSync(entry)) return entry;
  ensureSystemPackages(['ripgrep', 'libkrb5-dev']);
  log(`installing code-server ${CODE_SERVER_VERSION} into ${installDir} (once; about a minute)`);
  rmSync(installDir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  writeFileSync(join(installDir, 'package.json'), JSON.stringify({ name: 'devdesk-code-server', private: true }));
  const installTmp = join(installDir, 'tmp');
  mkdirSync(installTmp, { recursive: true });
  const env = {
    ...process.env,
    TMPDIR: installTmp,
    // code-server's postinstall refuses to run as root without this, and node-pty's runs `npx node-gyp`.
    npm_config_unsafe_perm: 'true',
    npm_config_yes: 'true',
    // npm 11 skips dependency install scripts unless allowed; VS Code's native modules need theirs.
    npm_config_dangerously_allow_all_scripts: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  // Unpack first without scripts, so we can read the exact ripgrep version VS Code pins before its installer runs.
  run(
    'npm',
    ['install', '--no-save', '--ignore-scripts', '--no-package-lock', `code-server@${CODE_SERVER_VERSION}`],
    installDir,
    env,
  );
  seedRipgrepCache(installTmp);
  // Now run every install script: argon2 builds its binding from source (its prebuilt download fails offline),
  // and code-server's postinstall installs VS Code's own modules.
  run('npm', ['rebuild'], installDir, env);
  writeFileSync(installedMarker, new Date().toISOString());
  rmSync(installTmp, { recursive: true, force: true });
  return entry;
}

/** @vscode/ripgrep downloads `rg` from the internet unless its cache holds the archive; give it Debian's rg. */
function seedRipgrepCache(tmp) {
  const shrinkwrap = JSON.parse(readFileSync(join(packageDir, 'lib/vscode/npm-shrinkwrap.json'), 'utf8'));
  const version = shrinkwrap.packages['node_modules/@vscode/ripgrep'].version;
  const cacheDir = join(tmp, `vscode-ripgrep-cache-${version}`);
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'rg-'));
  const rgPath = execFileSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).trim();
  copyFileSync(rgPath, join(staging, 'rg'));
  run(
    'tar',
    ['-czf', join(cacheDir, 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz'), '-C', staging, 'rg'],
    installDir,
    process.env,
  );
  rmSync(staging, { recursive: true, force: true });
}

function run(command, args, cwd, env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout.slice(-4000) + result.stderr.slice(-4000));
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
}

/** A free port on 127.0.0.1: `preferred` when it is free, else any. */
export function freePort(preferred = 0) {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', (error) => (preferred ? resolvePort(freePort(0)) : reject(error)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts code-server on 127.0.0.1 with all of its state in `runDir` (fresh unless reused), detached in its own
 * process group so `stop()` ends it and every child. `settings` are written as the user's settings.json. `locale` is
 * VS Code's display language (`--locale`); VS Code shows it only when a language pack for it is installed, so the
 * fixture pack for it (test/fixtures/<locale>-language-pack, language-pack.mjs) is installed first when there is one.
 * Its own output is shown only with DEVDESK_DEBUG set.
 */
export async function startCodeServer({ runDir, folder, settings = {}, env = {}, port, locale, extraArgs = [] }) {
  const entryScript = ensureCodeServer();
  const listenPort = port ?? (await freePort());
  for (const sub of ['user-data/User', 'extensions', 'xdg/config', 'xdg/data', 'xdg/cache', 'tmp'])
    mkdirSync(join(runDir, sub), { recursive: true });
  writeFileSync(
    join(runDir, 'user-data/User/settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'telemetry.telemetryLevel': 'off',
        'update.mode': 'none',
        'extensions.autoUpdate': false,
        'security.workspace.trust.enabled': false,
        ...settings,
      },
      null,
      2,
    ),
  );
  writeFileSync(join(runDir, 'config.yaml'), 'auth: none\ncert: false\n');
  const args = [
    entryScript,
    '--config',
    join(runDir, 'config.yaml'),
    '--bind-addr',
    `127.0.0.1:${listenPort}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    '--user-data-dir',
    join(runDir, 'user-data'),
    '--extensions-dir',
    join(runDir, 'extensions'),
    ...(locale ? ['--locale', locale] : []),
    ...extraArgs,
    folder,
  ];
  const serverEnv = {
    ...process.env,
    XDG_CONFIG_HOME: join(runDir, 'xdg/config'),
    XDG_DATA_HOME: join(runDir, 'xdg/data'),
    XDG_CACHE_HOME: join(runDir, 'xdg/cache'),
    TMPDIR: join(runDir, 'tmp'),
    ...env,
  };
  if (locale && languagePackFixture(locale)) installLanguagePack({ entryScript, runDir, locale, env: serverEnv });
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: process.env.DEVDESK_DEBUG ? ['ignore', 'inherit', 'inherit'] : 'ignore',
    env: serverEnv,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${listenPort}`;
  await waitForHealthy(url, () => exited);
  return {
    url,
    port: listenPort,
    pid: child.pid,
    stop() {
      if (exited) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* the group is gone already */
      }
    },
  };
}

async function waitForHealthy(url, hasExited, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('code-server exited during start-up');
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`code-server did not answer ${url}/healthz within ${timeoutMs / 1000}s`);
}

/**
 * The workbench URL that opens `folder` (or, given, the `.code-workspace` file `workspace`), optionally with a test
 * payload (extension development + tests).
 */
export function workbenchUrl(server, folder, payload, workspace) {
  const query = new URLSearchParams(workspace ? { workspace } : { folder });
  if (payload) query.set('payload', JSON.stringify(payload));
  return `${server.url}/?${query.toString()}`;
}

/** The authority code-server's workbench uses for files on its own host. */
export function remoteUri(server, absolutePath) {
  return `vscode-remote://127.0.0.1:${server.port}${absolutePath}`;
}

/** Debian's Chromium through playwright-core, with the flags this closed network needs. */
export async function launchChromium({ userDataDir }) {
  ensureSystemPackages(['chromium', 'fonts-ipafont-gothic']);
  const { chromium } = await import('playwright-core');
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
