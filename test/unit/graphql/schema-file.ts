// The bundled github.com schema file for tests: written by the build script into out/test (at a fast compression
// level) unless it is already newer than the published SDL, so test files share one copy.
import { join } from 'node:path';
import { ensureGitHubSchemaFile, gitHubSchemaFileName } from '../../../scripts/github-schema.mjs';

export function testSchemaFile(): string {
  return ensureGitHubSchemaFile(join(process.cwd(), 'out', 'test', gitHubSchemaFileName), { level: 1 }).outFile;
}
