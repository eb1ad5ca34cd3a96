// Build step: dist/ThirdPartyNotices.txt, the licenses of the npm packages whose code the bundles carry. The bundles
// drop the packages' own license comments (esbuild's `legalComments: 'none'` keeps them small), and their licenses
// (MIT, ISC, BSD-3-Clause, Apache-2.0…) ask that the notice travel with the code: this file ships in the .vsix.
// Which packages: every one with bytes in an output of the builds' metafiles, so a dependency that tree-shaking left
// out is not listed and a new one cannot be forgotten.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the package an input path belongs to (`node_modules/a/node_modules/@b/c`), or undefined for ours. */
export function packageFolderOf(input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replaceAll('\\', '/'));
  return match?.[1];
}

/** The package folders with code in any output of these esbuild metafiles, sorted. */
export function bundledPackageFolders(metafiles) {
  const folders = new Set();
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs ?? {})) {
        const folder = bytesInOutput > 0 ? packageFolderOf(input) : undefined;
        if (folder) folders.add(folder);
      }
    }
  }
  return [...folders].sort();
}

function licenseText(folder) {
  const file = readdirSync(folder).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  return file ? readFileSync(join(folder, file), 'utf8').trim() : undefined;
}

/** The notices text for these package folders (relative to `root`): name, version, license, and its text. */
export function thirdPartyNotices(folders, root = '.') {
  const sections = new Map();
  for (const folder of folders) {
    const path = join(root, folder);
    if (!existsSync(join(path, 'package.json'))) continue;
    const { name, version, license } = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
    const key = `${name}@${version}`;
    if (sections.has(key)) continue;
    const text =
      licenseText(path) ?? `The package ships no license file; its package.json says: ${license ?? 'nothing'}.`;
    sections.set(key, `${key}, license: ${license ?? 'none named'}\n\n${text}`);
  }
  const rule = `\n\n${'-'.repeat(80)}\n\n`;
  return `DevDesk bundles code from the following npm packages. Their licenses follow.${rule}${[...sections.values()].join(rule)}\n`;
}

export function writeThirdPartyNotices(metafiles, outFile) {
  const folders = bundledPackageFolders(metafiles);
  writeFileSync(outFile, thirdPartyNotices(folders));
  return folders.length;
}
