// A pull request's files at a commit, read-only, under the `devdesk-pr-file:` scheme, so VS Code's own diff editor
// shows base against head with syntax colouring and no checkout. Contents come from GitHub's contents API by commit
// SHA (https://docs.github.com/en/rest/repos/contents#get-repository-content) and are kept for the session: a
// commit's file never changes. A diff's base side is the head with the file's patch undone (patch-base.ts says why),
// and the file at the base SHA only when the patch cannot give it.
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import { describeError } from '../../base/errors';
import { Disposable } from '../../base/dispose';
import { formatSpans, parseSpans, type LineSpan } from '../../base/core';
import { baseFromPatch } from './patch-base';
import { pullFileScheme } from '../../base/schemes';

export { pullFileScheme };

export interface FileAtCommit {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly sha: string;
  readonly path: string;
  /** The pull request the diff belongs to and which side this is: review comments are placed from these. */
  readonly pull?: {
    readonly number: number;
    readonly side: 'base' | 'head';
    readonly lines?: readonly LineSpan[];
    /**
     * The head commit of the changes the reviewer chose (a commit or a range, ../compare/) when the diff shows those
     * rather than the whole pull request; each side is then the file at its commit.
     */
    readonly chosen?: string;
  };
  /** A base side made from the file at the head commit with the pull request's patch undone; `sha` is the fallback. */
  readonly fromHead?: { readonly sha: string; readonly path: string };
}

/**
 * `devdesk-pr-file:/owner/repo/<sha>/<path>?host=…&pr=12&side=head&lines=3-9`: the path keeps the file name (and
 * language); `lines` are the spans of this side that the diff shows, where new review comments may go.
 */
export function fileAtCommitUri(file: FileAtCommit): vscode.Uri {
  const pull: Record<string, string> = file.pull
    ? {
        pr: String(file.pull.number),
        side: file.pull.side,
        lines: formatSpans(file.pull.lines ?? []),
        ...(file.pull.chosen ? { chosen: file.pull.chosen } : {}),
      }
    : {};
  const fromHead: Record<string, string> = file.fromHead
    ? { headSha: file.fromHead.sha, headPath: file.fromHead.path }
    : {};
  const query = new URLSearchParams({ host: file.hostId, ...pull, ...fromHead });
  return vscode.Uri.from({
    scheme: pullFileScheme,
    path: `/${file.owner}/${file.repo}/${file.sha}/${file.path}`,
    query: query.toString(),
  });
}

export function fileAtCommitOf(uri: vscode.Uri): FileAtCommit | undefined {
  const match = /^\/([^/]+)\/([^/]+)\/([0-9a-f]{7,64})\/(.+)$/.exec(uri.path);
  const query = new URLSearchParams(uri.query);
  const hostId = query.get('host');
  if (uri.scheme !== pullFileScheme || !match || !hostId) return undefined;
  const number = Number(query.get('pr'));
  const side = query.get('side');
  const pull =
    number > 0 && (side === 'base' || side === 'head')
      ? {
          number,
          side: side as 'base' | 'head',
          lines: parseSpans(query.get('lines')),
          ...(/^[0-9a-f]{7,64}$/.test(query.get('chosen') ?? '') ? { chosen: query.get('chosen')! } : {}),
        }
      : undefined;
  const headSha = query.get('headSha');
  const headPath = query.get('headPath');
  const fromHead =
    pull?.side === 'base' && headSha && /^[0-9a-f]{7,64}$/.test(headSha) && headPath
      ? { sha: headSha, path: headPath }
      : undefined;
  return { hostId, owner: match[1]!, repo: match[2]!, sha: match[3]!, path: match[4]!, pull, fromHead };
}

/** What a side of the diff holds: the bytes, nothing (the file does not exist at that commit), or too large to show. */
export type Side = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'absent' } | { kind: 'tooLarge' };

/** Binary when it has a NUL byte in its first 8 KB, as git decides. */
export function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}

function patchKey(
  hostId: string,
  owner: string,
  repo: string,
  number: number,
  headSha: string,
  headPath: string,
): string {
  return `${hostId} ${owner}/${repo}#${number} ${headSha} ${headPath}`;
}

/** The text of UTF-8 bytes; undefined for other bytes, whose patch could not be undone on them faithfully. */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export class PullFileSystem extends Disposable implements vscode.FileSystemProvider {
  private readonly sides = new Map<string, Promise<Side>>();
  private readonly patches = new Map<string, string>();
  private readonly emitter = this.register(new vscode.EventEmitter<vscode.FileChangeEvent[]>());
  readonly onDidChangeFile = this.emitter.event;

  constructor(private readonly accounts: Accounts) {
    super();
    this.register(
      vscode.workspace.registerFileSystemProvider(pullFileScheme, this, { isReadonly: true, isCaseSensitive: true }),
    );
  }

  /** Keeps a file's patch for its diff's base side; after a reload the side asks GitHub for it again. */
  rememberPatch(head: FileAtCommit, patch: string): void {
    if (head.pull)
      this.patches.set(patchKey(head.hostId, head.owner, head.repo, head.pull.number, head.sha, head.path), patch);
  }

  /** The file at that commit, fetched once per session. */
  side(file: FileAtCommit): Promise<Side> {
    const fromHead = file.fromHead ? ` from ${file.fromHead.sha} ${file.fromHead.path}` : '';
    const key = `${file.hostId} ${file.owner}/${file.repo} ${file.sha} ${file.path}${fromHead}`;
    let side = this.sides.get(key);
    if (!side) {
      side = this.fetch(file);
      side.catch(() => this.sides.delete(key));
      this.sides.set(key, side);
    }
    return side;
  }

  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    const file = fileAtCommitOf(uri);
    if (!file) throw vscode.FileSystemError.FileNotFound(uri);
    const side = await this.side(file);
    return side.kind === 'bytes' ? side.bytes : new Uint8Array(); // an added file has an empty base, as in git
  }

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    const size = (await this.readFile(uri)).byteLength;
    return { type: vscode.FileType.File, ctime: 0, mtime: 0, size, permissions: vscode.FilePermission.Readonly };
  }

  private async fetch(file: FileAtCommit): Promise<Side> {
    return (await this.baseFromHead(file)) ?? this.fetchAtCommit(file);
  }

  /** The head with the patch undone; undefined when the patch cannot give it (then the base SHA's file is shown). */
  private async baseFromHead(file: FileAtCommit): Promise<Side | undefined> {
    if (!file.fromHead || !file.pull) return undefined;
    const head = await this.side({
      hostId: file.hostId,
      owner: file.owner,
      repo: file.repo,
      sha: file.fromHead.sha,
      path: file.fromHead.path,
    });
    if (head.kind === 'tooLarge') return undefined;
    const headText = head.kind === 'bytes' ? utf8(head.bytes) : ''; // a removed file: its patch holds all it had
    if (headText === undefined) return undefined;
    const patch = await this.patchOf(file.hostId, file.owner, file.repo, file.pull.number, file.fromHead).catch(
      () => undefined,
    );
    const base = baseFromPatch(headText, patch);
    return base === undefined ? undefined : { kind: 'bytes', bytes: new TextEncoder().encode(base) };
  }

  /** The file's patch: kept from the Files list, or looked up in the pull request's files again. */
  private async patchOf(
    hostId: string,
    owner: string,
    repo: string,
    number: number,
    head: { sha: string; path: string },
  ): Promise<string | undefined> {
    const key = patchKey(hostId, owner, repo, number, head.sha, head.path);
    if (!this.patches.has(key)) {
      const host = this.accounts.host(hostId);
      if (!host) return undefined;
      const client = await this.accounts.requireGitHubClient(host);
      for await (const file of client.pulls.listFiles({ owner, repo }, number)) {
        if (file.filename !== head.path) continue;
        this.patches.set(key, file.patch ?? '');
        break;
      }
    }
    return this.patches.get(key);
  }

  private async fetchAtCommit(file: FileAtCommit): Promise<Side> {
    const host = this.accounts.host(file.hostId);
    if (!host) throw vscode.FileSystemError.Unavailable(vscode.l10n.t('{0} is not configured any more.', file.hostId));
    const client = await this.accounts.requireGitHubClient(host);
    try {
      const content = await client.contents.get({ owner: file.owner, repo: file.repo }, file.path, { ref: file.sha });
      return content.bytes ? { kind: 'bytes', bytes: content.bytes } : { kind: 'tooLarge' };
    } catch (error) {
      if (describeError(error).reason === 'notFound') return { kind: 'absent' };
      throw error;
    }
  }

  // Read-only: nothing below is ever called for writes, but the interface asks for them.
  watch(): vscode.Disposable {
    return { dispose: () => undefined };
  }
  readDirectory(): never {
    throw vscode.FileSystemError.NoPermissions();
  }
  createDirectory(): never {
    throw vscode.FileSystemError.NoPermissions();
  }
  writeFile(): never {
    throw vscode.FileSystemError.NoPermissions();
  }
  delete(): never {
    throw vscode.FileSystemError.NoPermissions();
  }
  rename(): never {
    throw vscode.FileSystemError.NoPermissions();
  }
}
