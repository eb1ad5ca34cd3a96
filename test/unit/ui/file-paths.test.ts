// The UI's path pieces without Node's `path` (src/ui/base/file-paths.ts) give what Node's own would, for the paths the
// UI has: a Uri's fsPath on Linux and macOS, and on Windows (a drive letter or a UNC share).
import * as assert from 'node:assert/strict';
import { posix, win32 } from 'node:path';
import { describe, it } from 'node:test';
import { fileName, joinPath, parentPath, pathBelow } from '../../../src/ui/base/file-paths';

const posixPaths = ['/home/writer/blog/public/a.md', '/home/writer/blog/public/', '/a.md', '/', '/x/y\\z.md'];
const windowsPaths = ['C:\\Users\\writer\\blog\\public\\a.md', 'C:\\a.md', 'c:/mixed\\slashes/a.md'];

describe('file paths without node:path', () => {
  it('names the file and its folder as Node does, in each path’s own flavour', () => {
    for (const path of posixPaths) {
      assert.equal(fileName(path), posix.basename(path), path);
      assert.equal(fileName(path, '.md'), posix.basename(path, '.md'), path);
      assert.equal(parentPath(path), posix.dirname(path), path);
    }
    for (const path of windowsPaths) {
      assert.equal(fileName(path), win32.basename(path), path);
      assert.equal(fileName(path, '.md'), win32.basename(path, '.md'), path);
      assert.equal(parentPath(path), win32.dirname(path), path);
    }
    assert.equal(fileName('\\\\server\\share\\a.md'), 'a.md');
    assert.equal(fileName('/public/.md', '.md'), '.md', 'a name that is only the extension keeps it');
  });

  it('joins plain names with the folder’s separator and names a path below a folder', () => {
    assert.equal(
      joinPath('/home/writer/blog', 'teams', 'team.example'),
      posix.join('/home/writer/blog', 'teams', 'team.example'),
    );
    assert.equal(joinPath('/home/writer/blog/', 'drafts.json'), '/home/writer/blog/drafts.json');
    assert.equal(
      joinPath('C:\\Users\\me', 'drafts', 'drafts.json'),
      win32.join('C:\\Users\\me', 'drafts', 'drafts.json'),
    );
    assert.equal(joinPath('C:\\', 'a.md'), 'C:\\a.md');
    assert.equal(pathBelow('/home/writer/blog', '/home/writer/blog/public/a.md'), 'public/a.md');
    assert.equal(pathBelow('C:\\blog', 'C:\\blog\\public\\a.md'), 'public\\a.md');
    assert.equal(pathBelow('/home/writer/blog', '/home/writer/blogs/a.md'), '/home/writer/blogs/a.md');
  });
});
