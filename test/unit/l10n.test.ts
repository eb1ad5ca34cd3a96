// Every string the UI passes to vscode.l10n.t has a Japanese translation, and the manifest's nls files agree.
// The strings are read from the TypeScript syntax tree, so a long message split over lines ('…' + '…', the format's
// 120-character limit) is read whole, as VS Code's l10n.t receives it at run time.
import * as assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** A string literal, a template without substitutions, or a `+` of them; undefined for anything computed. */
function constantText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return constantText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantText(node.left);
    const right = constantText(node.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** `l10n.t(…)` (as `vscode.l10n.t` or a bare `l10n.t`) or `phrase(…)`. */
function isLocalizingCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'phrase';
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 't') return false;
  const owner = callee.expression;
  return (ts.isPropertyAccessExpression(owner) ? owner.name.text : ts.isIdentifier(owner) ? owner.text : '') === 'l10n';
}

function l10nStrings(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isLocalizingCall(node) && node.arguments[0]) {
        const text = constantText(node.arguments[0]);
        if (text !== undefined) found.add(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
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
  assert.deepEqual(
    used.filter((key) => !(key in en)),
    [],
  );
});
