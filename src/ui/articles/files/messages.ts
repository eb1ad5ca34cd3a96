// The sentence for each problem validateArticleFile reports (src/core/articles/file-validation.ts), and for each
// state of an article file.
import * as vscode from 'vscode';
import type { ArticleFileState, ArticleProblem } from '../../../core/index';

export function problemMessage(problem: ArticleProblem): string {
  switch (problem.code) {
    case 'syntax':
      return vscode.l10n.t('The front matter is not valid YAML: {0}', problem.detail ?? '');
    case 'language':
      return vscode.l10n.t(
        'The front matter is written in “{0}”. DevDesk reads YAML front matter only and never runs it: start the ' +
          'file with a line of --- alone.',
        problem.detail ?? '',
      );
    case 'emptyTitle':
      return vscode.l10n.t('The article needs a title.');
    case 'emptyBody':
      return vscode.l10n.t('The article body is empty.');
    case 'noTags':
      return vscode.l10n.t('Add at least one tag (up to 5).');
    case 'tooManyTags':
      return vscode.l10n.t('An article can have at most 5 tags.');
    case 'organizationOnPrivate':
      return vscode.l10n.t(
        'A private article cannot belong to an organization: remove organization_url_name or make it public.',
      );
    case 'slideNotBoolean':
      return vscode.l10n.t('slide must be true or false.');
    case 'teamFieldOnPublic':
      return vscode.l10n.t('{0} is a Qiita Team field; a public-site article cannot have it.', problem.detail ?? '');
  }
}

export function stateLabel(state: ArticleFileState): string {
  switch (state) {
    case 'new':
      return vscode.l10n.t('new');
    case 'inSync':
      return vscode.l10n.t('in sync');
    case 'modified':
      return vscode.l10n.t('modified');
    case 'olderThanServer':
      return vscode.l10n.t('older than the server');
  }
}
