// Every string the UI passes to vscode.l10n.t has a Japanese translation, and the manifest's nls files agree.
import * as assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function l10nStrings(): Set<string> {
  const found = new Set<string>();
  const call = /(?:l10n\.t|\bphrase)\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) found.add((match[1] ?? match[2]!).replace(/\\(.)/g, '$1'));
  }
  return found;
}

test('every vscode.l10n.t string has a Japanese translation', () => {
  const bundle = JSON.parse(readFileSync(join(root, 'l10n/bundle.l10n.ja.json'), 'utf8')) as Record<string, string>;
  const strings = l10nStrings();
  assert.ok(strings.size > 0, 'expected l10n strings in src/');
  const missing = [...strings].filter((s) => !(s in bundle));
  assert.deepEqual(missing, []);
});

test('package.nls.ja.json translates every key of package.nls.json, and the manifest uses only known keys', () => {
  const en = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8')) as Record<string, string>;
  const ja = JSON.parse(readFileSync(join(root, 'package.nls.ja.json'), 'utf8')) as Record<string, string>;
  assert.deepEqual(Object.keys(ja).sort(), Object.keys(en).sort());
  const manifest = readFileSync(join(root, 'package.json'), 'utf8');
  const used = [...manifest.matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]!);
  assert.deepEqual(used.filter((key) => !(key in en)), []);
});
