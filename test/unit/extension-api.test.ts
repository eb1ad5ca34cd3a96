// What DevDesk's activate() hands to other extensions. Any extension can call
// `vscode.extensions.getExtension('devdesk.devdesk').activate()`, so the hooks the tests use (answering DevDesk's
// confirmations, reading its views, keeping links from opening) must exist only when VS Code runs DevDesk for its
// own tests (ExtensionMode.Test). The real bundle's activate() runs here against a VS Code that answers every call
// with a harmless stand-in.
import * as assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { oneVscodeNamespace } from '../../scripts/esbuild-vscode-namespace.mjs';

const extensionMode = { Production: 1, Development: 2, Test: 3 } as const;

/** A stand-in for any VS Code value: callable, constructible, every property another stand-in; never a thenable. */
function standIn(): unknown {
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  const cache = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(_target, key) {
      if (key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* () {};
      if (!cache.has(key)) cache.set(key, standIn());
      return cache.get(key);
    },
    set(_target, key, value) {
      cache.set(key, value);
      return true;
    },
    apply: () => standIn(),
    construct: () => standIn() as object,
  });
}

/** The API as a plain object with every member the bundle names (the bundle copies the namespace's own keys). */
function fakeVscode(bundle: string): unknown {
  const names = new Set([...bundle.matchAll(/\bvscode(?:_exports)?\.([A-Za-z_]\w*)/g)].map((match) => match[1]!));
  const namespace: Record<string, unknown> = Object.fromEntries([...names].map((name) => [name, standIn()]));
  namespace.ExtensionMode = extensionMode;
  // Settings at their defaults, no folder open.
  const workspace = namespace.workspace as Record<string, unknown>;
  workspace.getConfiguration = () => ({
    get: (_key: string, fallback: unknown) => fallback,
    inspect: () => undefined,
    has: () => false,
    update: async () => undefined,
  });
  workspace.workspaceFolders = undefined;
  return namespace;
}

async function bundledActivate(): Promise<(context: unknown) => Record<string, unknown>> {
  const result = await esbuild.build({
    entryPoints: ['src/extension.ts'],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['vscode'],
    mainFields: ['module', 'main'],
    logLevel: 'silent',
    plugins: [oneVscodeNamespace()],
  });
  const requireNode = createRequire(join(process.cwd(), 'dist', 'extension.js'));
  const bundle = result.outputFiles[0]!.text;
  const vscode = fakeVscode(bundle);
  const module = { exports: {} as Record<string, unknown> };
  const load = (id: string) => (id === 'vscode' ? vscode : requireNode(id));
  new Function('require', 'module', 'exports', '__filename', '__dirname', bundle)(
    load,
    module,
    module.exports,
    join(process.cwd(), 'dist', 'extension.js'),
    join(process.cwd(), 'dist'),
  );
  return module.exports.activate as (context: unknown) => Record<string, unknown>;
}

const disposables: Array<{ dispose(): unknown }> = [];
after(() => {
  for (const each of disposables) each.dispose();
});

function contextIn(mode: number): unknown {
  const context = standIn() as Record<string, unknown>;
  context.extensionMode = mode;
  context.subscriptions = disposables;
  context.globalStorageUri = { fsPath: mkdtempSync(join(tmpdir(), 'devdesk-api-')) };
  return context;
}

describe('the API activate() returns', () => {
  it('has no test hooks (no confirmations.answerNext) for an installed or developed DevDesk, only outside ExtensionMode.Test', async () => {
    const activate = await bundledActivate();
    for (const mode of [extensionMode.Production, extensionMode.Development]) {
      const api = activate(contextIn(mode));
      assert.deepEqual(Object.keys(api), ['activationTimeMs'], `mode ${mode}`);
      assert.equal((api.confirmations as { answerNext?: unknown } | undefined)?.answerNext, undefined);
    }
  });

  it('has the hooks the integration tests use when VS Code runs DevDesk for its tests', async () => {
    const activate = await bundledActivate();
    const api = activate(contextIn(extensionMode.Test));
    assert.equal(typeof (api.confirmations as { answerNext?: unknown }).answerNext, 'function');
    assert.ok(
      api.trees && api.accounts && api.preview && api.shownErrors,
      'the views, the accounts, the preview and the errors shown',
    );
  });
});
