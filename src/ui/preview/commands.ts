// DevDesk: Open Preview, DevDesk: Open Preview to the Side, and the tests' read of the preview.
import * as vscode from 'vscode';
import type { Command } from '../base/commands';
import type { PreviewManager } from './manager';
import type { PreviewPanel } from './panel';
import type { SchedulerStats } from './scheduler';
import type { Snapshot } from './webview/protocol';

async function documentOf(target: unknown): Promise<vscode.TextDocument | undefined> {
  if (target instanceof vscode.Uri) return vscode.workspace.openTextDocument(target);
  return vscode.window.activeTextEditor?.document;
}

export class OpenPreviewCommand implements Command {
  constructor(
    readonly id: 'devdesk.openPreview' | 'devdesk.openPreviewToSide',
    private readonly manager: PreviewManager,
  ) {}

  async execute(target?: unknown): Promise<void> {
    const document = await documentOf(target);
    if (!document) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a Markdown file to preview it.'));
      return;
    }
    this.manager.open(
      document,
      this.id === 'devdesk.openPreviewToSide' ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active,
    );
  }
}

export interface PreviewInspection {
  uri: string;
  snapshot: Snapshot;
  stats: SchedulerStats;
}

/**
 * What the integration tests and the benchmark read: the current preview's live DOM, once it shows the newest
 * render, and its request counts. Not contributed to the command palette.
 */
export class InspectPreviewCommand implements Command {
  readonly id = 'devdesk.preview.inspect';

  constructor(private readonly manager: PreviewManager) {}

  async execute(options: { settle?: boolean } = {}): Promise<PreviewInspection | undefined> {
    const panel = this.manager.current;
    return panel && inspectPanel(panel, options.settle !== false);
  }
}

/** The panel's live DOM and request counts; with `settle`, once it shows its newest render. */
export async function inspectPanel(panel: PreviewPanel, settle: boolean): Promise<PreviewInspection> {
  if (settle) await panel.settled();
  return { uri: panel.uri.toString(), snapshot: await panel.snapshot(), stats: { ...panel.stats } };
}
