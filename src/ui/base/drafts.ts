// Comment drafts are real files in the extension's storage, so a failed POST, a reload or a crash loses nothing:
// the file stays until the service has accepted the comment. What a draft comments on (an article, a pull request,
// a review thread; and for an edit, which comment) is kept in an index beside them. Pure apart from the file
// system, which is the platform's (node/text-files.ts; no `vscode`; node:test).
import { joinPath } from './file-paths';
import { textFiles } from './node/text-files';
import { randomHex } from './random-names';

export interface DraftTarget {
  /** Which feature posts it (`article`, `pull`…): the post command hands the draft to that feature's poster. */
  readonly kind: string;
  readonly hostId: string;
  /** What the comment is on, in the feature's own terms: an article id, `owner/repo#12`, a review thread… */
  readonly subject: string;
  /** The subject's title, to name the draft for the user. */
  readonly title: string;
  /** Set when the draft edits an existing comment. */
  readonly commentId?: string;
}

export interface Draft extends DraftTarget {
  readonly file: string;
}

/**
 * A new draft's file name: a fresh random part each time, so a posted draft's name is never reused (an editor may
 * still hold the old document under it). The store reopens the same draft for the same target until it is posted.
 */
export function draftFileName(target: DraftTarget): string {
  return `${target.commentId ? 'edit' : 'comment'}-${randomHex(12)}.md`;
}

type TargetKey = Pick<DraftTarget, 'kind' | 'hostId' | 'subject' | 'commentId'>;

function sameTarget(a: TargetKey, b: TargetKey): boolean {
  return (
    a.kind === b.kind && a.hostId === b.hostId && a.subject === b.subject && (a.commentId ?? '') === (b.commentId ?? '')
  );
}

export class DraftStore {
  constructor(private readonly folder: string) {}

  private get indexFile(): string {
    return joinPath(this.folder, 'drafts.json');
  }

  async list(): Promise<Draft[]> {
    try {
      return JSON.parse(await textFiles.read(this.indexFile)) as Draft[];
    } catch {
      return [];
    }
  }

  /** The draft for a target: the one not posted yet, or a new file holding `initialText`. */
  async open(target: DraftTarget, initialText = ''): Promise<Draft> {
    const drafts = await this.list();
    const existing = drafts.find((draft) => sameTarget(draft, target));
    if (existing) return existing;
    const file = joinPath(this.folder, draftFileName(target));
    await textFiles.create(file, initialText);
    const draft: Draft = { ...target, file };
    await this.save([...drafts, draft]);
    return draft;
  }

  find(file: string): Promise<Draft | undefined> {
    return this.list().then((drafts) => drafts.find((draft) => draft.file === file));
  }

  async text(draft: Draft): Promise<string> {
    return textFiles.read(draft.file);
  }

  /** Forgets a draft once the service has it (or the user discards it). */
  async remove(draft: Draft): Promise<void> {
    await textFiles.remove(draft.file);
    await this.save((await this.list()).filter((each) => each.file !== draft.file));
  }

  private async save(drafts: Draft[]): Promise<void> {
    await textFiles.write(this.indexFile, JSON.stringify(drafts, null, 2));
  }
}
