// Why a template file cannot be saved, as a sentence in the user's language.
import * as vscode from 'vscode';
import type { TemplateFileProblem } from '../../core/index';

export function problemText(problem: TemplateFileProblem): string {
  switch (problem.code) {
    case 'yaml':
      return vscode.l10n.t('The front matter is not valid YAML ({0}). Fix it and save again.', problem.detail);
    case 'language':
      return vscode.l10n.t(
        'The front matter is written in “{0}”. DevDesk reads YAML front matter only and never runs it: start the ' +
          'file with a line of --- alone.',
        problem.language,
      );
    case 'notAMapping':
      return vscode.l10n.t('The front matter must be key: value lines (name, title, tags, coedit, group_url_name).');
    case 'missingName':
      return vscode.l10n.t('The front matter needs a name: the template’s name in the team.');
    case 'notText':
      return vscode.l10n.t('{0} in the front matter must be text.', problem.key);
    case 'badTags':
      return vscode.l10n.t(
        'tags in the front matter must be a list, one tag per line (“- Ruby 3.3” for a tag with versions).',
      );
    case 'badCoedit':
      return vscode.l10n.t('coedit in the front matter must be true or false.');
  }
}
