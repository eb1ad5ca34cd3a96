// A value per key, read once and kept until its owner says the source changed (git-remotes.ts: a workspace folder's
// remotes, dropped when its `.git/config` changes). Pure: no `vscode`, tested with node:test.

export class KeptReads<T> {
  private readonly kept = new Map<string, Promise<T>>();

  /**
   * The value kept for `key`, else what `read` gives, kept for the next call; callers at the same time share one
   * read. A read that fails is not kept: the next call reads again.
   */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const reading = read();
    this.kept.set(key, reading);
    reading.catch(() => this.forgetRead(key, reading));
    return reading;
  }

  /**
   * The source of `key` changed: the next get reads it again. A read still under way when this is called may have
   * seen the old source, so it is dropped too (its callers get what it read; later callers read afresh).
   */
  forget(key: string): void {
    this.kept.delete(key);
  }

  /** Drops `reading` only if it is still the one kept (a newer read after a forget stays). */
  private forgetRead(key: string, reading: Promise<T>): void {
    if (this.kept.get(key) === reading) this.kept.delete(key);
  }
}
