// The state of an article file against its server copy in .remote/ (src/core/articles/file-sync.ts): new (no id),
// in sync, modified, or older than the server (a pull or a refused publish brought a newer server copy than the file
// was made from). One reading for the Articles feature's status bar and the agent's article tool.
import type { ArticleFileState } from '../../core/index';
import { linkOutOfWorkspace } from './article-root';
import { loadCore } from './core';

/** The state of the file whose text is `text`, in the host folder `folder` of the layout. */
export async function articleFileStateOf(folder: string, text: string): Promise<ArticleFileState> {
  const core = loadCore();
  let id: string | undefined;
  try {
    id = core.articleId(core.parseArticleFile(text).frontMatter);
  } catch {
    id = undefined; // the diagnostics say what is wrong with the front matter
  }
  // Only an article's id names a server copy, and none is read through a link that leads out of the workspace.
  const remotePath = id !== undefined && core.isItemId(id) ? core.remoteFilePath(folder, id) : undefined;
  const readable = remotePath !== undefined && !(await linkOutOfWorkspace(remotePath));
  const remote = readable && id ? await core.readRemoteCopy(folder, id) : undefined;
  return core.articleFileState(text, remote);
}
