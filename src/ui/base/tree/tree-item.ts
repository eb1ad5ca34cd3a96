// Node data -> vscode.TreeItem. The only place tree nodes meet the editor API; nothing here decides anything.
import * as vscode from 'vscode';
import { errorMessage } from '../error-messages';
import { escapeMarkdown } from '../markdown-text';
import type { Phrase } from '../text';
import { loadMoreText, type Icon, type NodeCheckbox, type TreeNode } from './nodes';

export function localize(text: string | Phrase): string {
  return typeof text === 'string' ? text : vscode.l10n.t(text.message, ...text.args);
}

function themeIcon(icon: Icon | undefined): vscode.ThemeIcon | undefined {
  if (!icon) return undefined;
  return new vscode.ThemeIcon(icon.id, icon.color ? new vscode.ThemeColor(icon.color) : undefined);
}

const collapsible = {
  collapsed: vscode.TreeItemCollapsibleState.Collapsed,
  expanded: vscode.TreeItemCollapsibleState.Expanded,
};

function checkboxState(checkbox: NodeCheckbox): vscode.TreeItem['checkboxState'] {
  const state = checkbox.checked ? vscode.TreeItemCheckboxState.Checked : vscode.TreeItemCheckboxState.Unchecked;
  return checkbox.tooltip === undefined ? state : { state, tooltip: localize(checkbox.tooltip) };
}

export function toTreeItem(node: TreeNode, viewId: string): vscode.TreeItem {
  switch (node.kind) {
    case 'item': {
      const item = new vscode.TreeItem(
        localize(node.label),
        node.expandable ? collapsible[node.expandable] : vscode.TreeItemCollapsibleState.None,
      );
      item.id = node.id;
      const description = [
        ...(node.description === undefined ? [] : [node.description]),
        ...(node.descriptionMore ?? []),
      ];
      if (description.length > 0) item.description = description.map(localize).join(' · ');
      // Theme icons ($(name)) render in tooltips; node builders escape service text, so only theirs do.
      if (node.tooltip) item.tooltip = new vscode.MarkdownString(node.tooltip, true);
      item.iconPath = themeIcon(node.icon);
      item.contextValue = node.contextValue;
      if (node.checkbox) item.checkboxState = checkboxState(node.checkbox);
      if (node.open)
        item.command = { command: node.open.command, arguments: [...node.open.args], title: node.open.title ?? '' };
      return item;
    }
    case 'loadMore': {
      const item = new vscode.TreeItem(localize(loadMoreText(node)));
      item.id = node.id;
      item.iconPath = new vscode.ThemeIcon(node.loading ? 'loading~spin' : 'more');
      item.contextValue = 'devdesk.loadMore';
      if (!node.loading) item.command = { command: 'devdesk.tree.loadMore', arguments: [viewId, node.id], title: '' };
      return item;
    }
    case 'error': {
      const message = errorMessage(node.error, node.host?.label);
      const item = new vscode.TreeItem(message);
      item.id = node.id;
      // The sentence quotes the service's message: Markdown shows it as written.
      item.tooltip = new vscode.MarkdownString(`${escapeMarkdown(message)}\n\n${vscode.l10n.t('Click to try again.')}`);
      item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('errorForeground'));
      item.contextValue = 'devdesk.error';
      item.command = { command: 'devdesk.tree.retry', arguments: [viewId, node.id], title: '' };
      return item;
    }
    case 'signIn': {
      const item = new vscode.TreeItem(vscode.l10n.t('Sign in to {0}', node.host.label));
      item.id = node.id;
      item.iconPath = new vscode.ThemeIcon('account');
      item.command = { command: 'devdesk.signIn', arguments: [node.host.id], title: '' };
      return item;
    }
    case 'message': {
      const item = new vscode.TreeItem(localize(node.text));
      item.id = node.id;
      item.iconPath = themeIcon(node.icon);
      return item;
    }
  }
}
