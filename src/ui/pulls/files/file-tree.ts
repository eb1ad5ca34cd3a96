// A pull request's changed files grouped by folder, as GitHub's web page shows them in its file tree: folders
// before files, each by name, and a chain of folders holding only one folder drawn as one node
// (`generated/client`). Pure: built from the paths listed so far, no request.

export interface FolderEntry<File> {
  readonly kind: 'folder';
  /** The folder's path from the repository's root (`generated/client`). */
  readonly path: string;
  /** What the node shows: the folder's name, or a compressed chain (`generated/client`). */
  readonly label: string;
  readonly children: ReadonlyArray<TreeEntry<File>>;
}

export interface FileEntry<File> {
  readonly kind: 'file';
  readonly file: File;
}

export type TreeEntry<File> = FolderEntry<File> | FileEntry<File>;

interface Draft<File> {
  readonly folders: Map<string, Draft<File>>;
  readonly files: File[];
}

const draft = <File>(): Draft<File> => ({ folders: new Map(), files: [] });

/** The top level of the tree of `files`, each placed by `pathOf` (slash-separated). */
export function fileTree<File>(files: readonly File[], pathOf: (file: File) => string): Array<TreeEntry<File>> {
  const root = draft<File>();
  for (const file of files) {
    const folders = pathOf(file).split('/').slice(0, -1);
    let at = root;
    for (const name of folders) {
      let inner = at.folders.get(name);
      if (!inner) at.folders.set(name, (inner = draft()));
      at = inner;
    }
    at.files.push(file);
  }
  return entriesOf(root, '', pathOf);
}

function entriesOf<File>(at: Draft<File>, prefix: string, pathOf: (file: File) => string): Array<TreeEntry<File>> {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const folders = [...at.folders.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([name, inner]) => folderEntry(name, `${prefix}${name}`, inner, pathOf));
  const files = [...at.files]
    .sort((a, b) => byName(pathOf(a), pathOf(b)))
    .map((file): FileEntry<File> => ({ kind: 'file', file }));
  return [...folders, ...files];
}

/** A folder, with the folders below it that are each the only thing in their parent folded into its label. */
function folderEntry<File>(
  name: string,
  path: string,
  inner: Draft<File>,
  pathOf: (file: File) => string,
): FolderEntry<File> {
  let label = name;
  let at = inner;
  let fullPath = path;
  while (at.files.length === 0 && at.folders.size === 1) {
    const [[childName, child]] = [...at.folders.entries()] as [[string, Draft<File>]];
    label = `${label}/${childName}`;
    fullPath = `${fullPath}/${childName}`;
    at = child;
  }
  return { kind: 'folder', path: fullPath, label, children: entriesOf(at, `${fullPath}/`, pathOf) };
}

/** The folder at `path` in a tree `fileTree` built; undefined when the files listed no longer make that folder. */
export function folderAt<File>(entries: ReadonlyArray<TreeEntry<File>>, path: string): FolderEntry<File> | undefined {
  for (const entry of entries) {
    if (entry.kind !== 'folder') continue;
    if (entry.path === path) return entry;
    if (path.startsWith(`${entry.path}/`)) return folderAt(entry.children, path);
  }
  return undefined;
}
