// After `npm run package` (CI): every file the build wrote into dist/ for the extension to load at run time, and the
// bundled packages' licenses, are in the .vsix. A bundle added to esbuild.mjs but not to .vscodeignore would otherwise pass every test (they load dist/
// from the working tree) and fail only in an installed extension.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const runtimeFile = /\.(?:js|gz)$|^ThirdPartyNotices\.txt$/; // bundles, the compressed schema, the licenses; not source maps, not the .vsix
// The preview's webview scripts too (media/preview/: preview.js, and mermaid.js that the page loads for a diagram).
const webviewScript = /\.js$/;
const built = [
  ...readdirSync('dist')
    .filter((name) => runtimeFile.test(name))
    .map((name) => `dist/${name}`),
  // The browser entry (package.json's `browser`).
  ...readdirSync('dist/web')
    .filter((name) => runtimeFile.test(name))
    .map((name) => `dist/web/${name}`),
  ...readdirSync('media/preview')
    .filter((name) => webviewScript.test(name))
    .map((name) => `media/preview/${name}`),
];
const packaged = new Set(
  execFileSync('npx', ['vsce', 'ls', '--no-dependencies'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim()),
);
const missing = built.filter((file) => !packaged.has(file));
if (missing.length > 0) {
  console.error(`check-package: built but not packaged (add them to .vscodeignore): ${missing.join(', ')}`);
  process.exit(1);
}
console.log(
  `check-package: the .vsix has all ${built.length} files of dist/ and media/preview/ the extension loads or must carry`,
);
