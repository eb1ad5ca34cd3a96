import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

// The UI's layers (ARCHITECTURE.md): base/ is the ground floor and imports no feature; a feature imports base/,
// accounts/ and the core's types, never another feature; the core's code is reached only through base/core.ts,
// which loads dist/core.js lazily (a value import would pull the core into dist/extension.js).
const features = ['accounts', 'articles', 'templates', 'pulls', 'events', 'preview', 'graphql'];
const coreValueImport = {
  regex: '^(\\.\\./)+core/',
  allowTypeImports: true,
  message:
    'The UI reaches the core through src/ui/base/core.ts (loadCore) and `import type`; a value import would put the core into dist/extension.js.',
};

const accountsEntryOnly = {
  regex: '^(\\.\\./)+accounts/(?!index$)',
  message: 'Other features reach the accounts feature through its one entry point, src/ui/accounts/index.ts.',
};

function uiLayerRules() {
  const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
  const allowedFor = (feature) => (feature === 'accounts' ? ['base'] : ['base', 'accounts']);
  return [
    {
      files: ['src/ui/base/**/*.ts'],
      ignores: ['src/ui/base/core.ts'],
      rules: rule([
        coreValueImport,
        { regex: `(^|/)(${features.join('|')})/`, message: 'src/ui/base is the ground floor: it imports no feature.' },
      ]),
    },
    // By a file's depth in its feature, so a sub-concern may import another folder of its own feature (pulls/viewed/
    // reaching pulls/pull/) while leaving the feature (up to src/ui/) still reaches only base/ and accounts/.
    ...features.flatMap((feature) =>
      [0, 1, 2].map((depth) => ({
        files: [`src/ui/${feature}/${'*/'.repeat(depth)}*.ts`],
        rules: rule([
          coreValueImport,
          {
            regex: `^(\\.\\./){${depth + 1},}(?!${allowedFor(feature).join('/|')}/|core/)[a-z-]+/`,
            message: `A feature imports only src/ui/base, src/ui/accounts and the core's types, never another feature (${feature}).`,
          },
          ...(feature === 'accounts' ? [] : [accountsEntryOnly]),
        ]),
      })),
    ),
  ];
}

// The platform seam: undici and Node's own modules are imported only by files in a folder named `node/`
// (src/core/http/node/, src/ui/base/node/…), each behind an interface that a browser build fills from a `browser/`
// folder beside it. Everything else stays runnable where there is no Node.
const nodeOnlyModules = {
  regex: `^(?:node:.+|undici(?:/.+)?|(?:${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(?:/.+)?)$`,
  message: 'Node modules and undici are imported only under a `node/` folder, behind an interface (the platform seam).',
};
const nodeOnlyPlaces = ['src/**/node/**'];
const vscodeInCore = { name: 'vscode', message: 'src/core must not import vscode; put editor code under src/ui.' };

// A `devdesk-…` URI scheme is named only in src/ui/base/schemes.ts, so no feature can define one a second time
// (`devdesk-article` once was, in two features). Scheme-shaped literals: whole strings like `devdesk-pull`, or the
// start of a URI `devdesk-pull:/…`. The two `devdesk-` strings that are no scheme (the sample organization of a
// GraphQL scratch file, the article files' diagnostics collection) are named here.
const notSchemes = ['devdesk-org', 'devdesk-articles'];
const schemeSelectors = [
  {
    selector: `Literal[value=/^devdesk-(?!(${notSchemes.map((name) => name.slice('devdesk-'.length)).join('|')})$)[a-z-]+(:.*)?$/]`,
    message: 'Name a devdesk-… URI scheme in src/ui/base/schemes.ts and import it from there.',
  },
  {
    selector: 'TemplateElement[value.raw=/^devdesk-[a-z-]+:/]',
    message: 'Name a devdesk-… URI scheme in src/ui/base/schemes.ts and import it from there.',
  },
];
// Every command walks one road (src/ui/base/commands.ts, write-command.ts): a feature writes command classes, never
// a base class of its own for them (there once were five).
const featureBaseClass = {
  selector: 'ClassDeclaration[abstract=true]',
  message: 'A base class for commands lives in src/ui/base (WriteCommand); a feature writes the commands themselves.',
};
const schemeLiteral = {
  files: ['src/**/*.ts'],
  ignores: ['src/ui/base/schemes.ts'],
  rules: { 'no-restricted-syntax': ['error', ...schemeSelectors] },
};
// Later config objects replace a rule's options for their files: the feature folders get both lists.
const featureSyntax = {
  files: features.map((feature) => `src/ui/${feature}/**/*.ts`),
  rules: { 'no-restricted-syntax': ['error', ...schemeSelectors, featureBaseClass] },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'out/',
      '.cache/',
      '.sandbox/',
      'test-results/',
      'media/preview/preview.js',
      'media/preview/mermaid.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: nodeOnlyPlaces,
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeOnlyModules] }] },
  },
  {
    // The core runs under plain Node and is unit-tested outside VS Code: it must never reach for the editor API.
    files: ['src/core/**/*.ts'],
    ignores: nodeOnlyPlaces,
    rules: { 'no-restricted-imports': ['error', { paths: [vscodeInCore], patterns: [nodeOnlyModules] }] },
  },
  {
    files: ['src/core/**/node/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [vscodeInCore] }] },
  },
  ...uiLayerRules(),
  schemeLiteral,
  featureSyntax,
  {
    // One concern per file: a source file that grows past 300 lines is split by concern, not allowed to grow. One
    // format: Prettier wraps code at 120 (.prettierrc.json, `npm run format:check`); max-len holds what Prettier
    // leaves alone (comments, strings, templates) to the same width.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-len': ['error', { code: 120, tabWidth: 2 }],
    },
  },
  {
    files: ['media/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
