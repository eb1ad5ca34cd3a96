// A display language for code-server without the Marketplace: VS Code resolves `--locale <id>` only when a language
// pack for it is installed, and its packs are downloaded. test/fixtures/<id>-language-pack/ is a pack of our own that
// translates none of VS Code's strings (its chrome stays English, each missing key falling back to the English one);
// it only makes VS Code resolve the language, so extensions show their own translations (DevDesk's
// package.nls.<id>.json and l10n/bundle.l10n.<id>.json). Built from the fixture on each run; nothing is downloaded.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The fixture folder of the pack for `locale`, or undefined when there is none. */
export function languagePackFixture(locale) {
  const folder = join(repoRoot, 'test/fixtures', `${locale}-language-pack`);
  return existsSync(join(folder, 'package.json')) ? folder : undefined;
}

/**
 * Packages the fixture with vsce, installs it into the run's extensions folder with code-server's own
 * `--install-extension`, and records it in `<user-data>/languagepacks.json`, the file VS Code's server reads to
 * resolve the display language. VS Code writes that file itself only when a pack is installed from a running
 * window; the command-line install leaves it out, so it is written here the same way (an entry per language with
 * the pack's extensions, an md5 hash of their ids and versions, and the path of each translation file). The list of
 * extensions matters: an entry without it resolves the language too, but then built-in extensions (vscode.git-base,
 * vscode.emmet) fail to activate with "Not Found".
 */
export function installLanguagePack({ entryScript, runDir, locale, env }) {
  const fixture = languagePackFixture(locale);
  if (!fixture) throw new Error(`no language pack fixture for ${locale} (test/fixtures/${locale}-language-pack)`);
  const manifest = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8'));
  const vsix = join(runDir, 'tmp', `${locale}-language-pack.vsix`);
  const vsce = join(repoRoot, 'node_modules/.bin/vsce');
  run(vsce, ['package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--out', vsix], fixture);
  const userData = join(runDir, 'user-data');
  const extensions = join(runDir, 'extensions');
  run(
    process.execPath,
    [entryScript, '--user-data-dir', userData, '--extensions-dir', extensions, '--install-extension', vsix],
    repoRoot,
    env,
  );
  const id = `${manifest.publisher}.${manifest.name}`;
  const installed = join(extensions, `${id.toLowerCase()}-${manifest.version}`);
  const packs = {};
  for (const localization of manifest.contributes.localizations) {
    const hash = createHash('md5').update(id).update(manifest.version).digest('hex');
    const translations = Object.fromEntries(localization.translations.map((t) => [t.id, join(installed, t.path)]));
    for (const path of Object.values(translations))
      if (!existsSync(path)) throw new Error(`the installed language pack has no ${path}`);
    packs[localization.languageId] = {
      hash,
      extensions: [{ extensionIdentifier: { id }, version: manifest.version }],
      translations,
      label: localization.localizedLanguageName ?? localization.languageName,
    };
  }
  writeFileSync(join(userData, 'languagepacks.json'), JSON.stringify(packs));
}

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout.slice(-4000) + result.stderr.slice(-4000));
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
}
