import * as vscode from 'vscode';

export const viewIds = ['devdesk.articles', 'devdesk.templates', 'devdesk.pullRequests', 'devdesk.events'] as const;

/**
 * The four sidebar views. Their content providers arrive view by view; until a view has content, VS Code shows
 * its welcome text from package.json (sign in, settings), which is what a new user needs first.
 */
class EmptyUntilLoaded implements vscode.TreeDataProvider<vscode.TreeItem> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  getTreeItem(item: vscode.TreeItem): vscode.TreeItem {
    return item;
  }
  getChildren(): vscode.TreeItem[] {
    return [];
  }
  refresh(): void {
    this.changed.fire();
  }
  dispose(): void {
    this.changed.dispose();
  }
}

export function registerViews(context: vscode.ExtensionContext): { refresh(): void } {
  const providers = viewIds.map((id) => {
    const provider = new EmptyUntilLoaded();
    context.subscriptions.push(provider, vscode.window.createTreeView(id, { treeDataProvider: provider, showCollapseAll: true }));
    return provider;
  });
  return { refresh: () => providers.forEach((provider) => provider.refresh()) };
}
