// The text forms of a pull request: `application/vnd.github.diff` (git diff) and `.patch` (git format-patch mbox).
import type { PullFile, PullIssue } from './store.js';

function fileDiff(file: PullFile): string {
  const from = file.status === 'added' ? '/dev/null' : `a/${file.previousFilename ?? file.filename}`;
  const to = file.status === 'removed' ? '/dev/null' : `b/${file.filename}`;
  const header = [`diff --git a/${file.previousFilename ?? file.filename} b/${file.filename}`];
  if (file.status === 'added') header.push('new file mode 100644');
  if (file.status === 'removed') header.push('deleted file mode 100644');
  header.push(
    `index ${file.sha.slice(0, 7)}..${file.sha.slice(-7)}${file.status === 'modified' ? ' 100644' : ''}`,
    `--- ${from}`,
    `+++ ${to}`,
  );
  return `${header.join('\n')}\n${file.patch}\n`;
}

export function pullDiff(issue: PullIssue): string {
  return issue.pull.files.map(fileDiff).join('');
}

/** One mbox message per commit, the whole diff attached to the last one (enough for `git am`-style readers). */
export function pullPatch(issue: PullIssue): string {
  const commits = issue.pull.commits;
  return commits
    .map((commit, index) => {
      const date = new Date(commit.date).toUTCString().replace('GMT', '+0000');
      const diff = index === commits.length - 1 ? pullDiff(issue) : '';
      const stat = index === commits.length - 1 ? `${issue.pull.files.length} file(s) changed\n\n` : '\n';
      return `From ${commit.sha} Mon Sep 17 00:00:00 2001\nFrom: ${commit.authorName} <${commit.authorEmail}>\nDate: ${date}\nSubject: [PATCH ${index + 1}/${commits.length}] ${commit.message.split('\n')[0]}\n\n---\n${stat}${diff}`;
    })
    .join('\n');
}
