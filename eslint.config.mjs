import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.cache/', '.sandbox/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The core runs under plain Node and is unit-tested outside VS Code: it must never reach for the editor API.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'src/core must not import vscode; put editor code under src/ui.' }] }],
    },
  },
  {
    files: ['media/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
