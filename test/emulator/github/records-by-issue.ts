// Records that belong to one issue (issue comments, review comments): the store's public map by id, plus each
// issue's ids in the order they were stored, so an issue's records list oldest first without a scan.

interface IssueRecord {
  id: number;
  repoId: number;
  issueId: number;
}

export class RecordsByIssue<T extends IssueRecord> {
  private readonly idsByIssue = new Map<number, number[]>();

  /** `byId` is the store's public map (e.g. `store.issueComments`); every change goes through here to keep both in step. */
  constructor(private readonly byId: Map<number, T>) {}

  put(record: T): T {
    this.byId.set(record.id, record);
    const ids = this.idsByIssue.get(record.issueId);
    if (ids) ids.push(record.id);
    else this.idsByIssue.set(record.issueId, [record.id]);
    return record;
  }

  /** An issue's records in the order they were stored. */
  ofIssue(issueId: number): T[] {
    return (this.idsByIssue.get(issueId) ?? []).map((id) => this.byId.get(id)!).filter(Boolean);
  }

  /** A repository's records by ascending id. */
  ofRepo(repoId: number): T[] {
    return [...this.byId.values()].filter((record) => record.repoId === repoId).sort((a, b) => a.id - b.id);
  }

  delete(record: T): void {
    this.byId.delete(record.id);
    const ids = this.idsByIssue.get(record.issueId);
    if (ids)
      this.idsByIssue.set(
        record.issueId,
        ids.filter((id) => id !== record.id),
      );
  }
}
