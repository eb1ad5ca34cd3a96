// The Templates view (Qiita Team): registerTemplates(deps) creates its tree, the `devdesk-template:` file system
// that opens templates as files, and the template commands; returns one Disposable for all of them.
import type { Accounts, Host } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import {
  CreateTemplateCommand,
  DeleteTemplateCommand,
  NewArticleFromTemplateCommand,
  OpenTemplateCommand,
} from './commands';
import { TemplateFileSystem } from './file-system';
import { TemplatesSource } from './source';
import { teamHostRule, templateRule } from './targets';

export const templatesViewId = 'devdesk.templates';

export function registerTemplates(deps: BaseDeps & { accounts: Accounts }): DisposableStore {
  const store = new DisposableStore();
  const tree = store.add(deps.trees.add(new NodeTree(templatesViewId, new TemplatesSource(deps.accounts))));
  const reload = () => tree.reload();
  store.add(deps.accounts.onDidChange(reload));
  store.add(new TemplateFileSystem(deps.accounts, reload));
  const road = { client: (host: Host) => deps.accounts.requireArticleClient(host), afterChange: reload };
  deps.commands.add(
    new OpenTemplateCommand(deps.accounts),
    new CreateTemplateCommand(road, teamHostRule(deps.accounts)),
    new DeleteTemplateCommand(road, templateRule(deps.accounts)),
    new NewArticleFromTemplateCommand(deps.accounts),
  );
  return store;
}
