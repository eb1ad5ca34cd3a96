// What a preview panel tells its page, made from a render's output: the render message with the document's toolbar
// (its actions and *Render with …*), the panel's title, a failed render drawn locally with its reason, and the pause
// after which the service renders (`devdesk.preview.exactRenderDelay`).
import * as posix from '../base/posix-path';
import * as vscode from 'vscode';
import { documentActionsOf } from '../base/document-actions';
import { defaultExactDelayMs } from './exact-policy';
import type { KeyedRenderInput } from './render-input';
import { localLabel, type RenderOutput } from './renderers';
import type { RenderMessage } from './webview/protocol';

export function titleFor(document: vscode.TextDocument): string {
  return vscode.l10n.t('Preview {0}', posix.basename(document.uri.path));
}

/** The toolbar buttons the document's feature offers (src/ui/base/document-actions.ts). */
export function actionsOf(uri: vscode.Uri): Array<{ id: string; label: string }> {
  return documentActionsOf(uri).map(({ id, label }) => ({ id, label }));
}

/** A render that failed outright: the local renderer draws the text, and the banner says why and offers a retry. */
export function failedRender(input: KeyedRenderInput, error: unknown): RenderOutput {
  const reason = vscode.l10n.t('The preview could not be rendered: {0}', String((error as Error)?.message ?? error));
  return {
    renderer: input.renderer,
    source: input.text,
    lineOffset: 0,
    label: localLabel(),
    fallback: { reason, retry: true },
  };
}

/** The toolbar's *Render with …* button, for a document a service renders. */
export function exactActionOf(input: KeyedRenderInput): Pick<RenderMessage, 'exactAction'> {
  if (input.renderer === 'qiita') return { exactAction: vscode.l10n.t('Render with Qiita') };
  if (input.renderer === 'gfm' || input.renderer === 'markdown')
    return { exactAction: vscode.l10n.t('Render with GitHub') };
  return {};
}

/** `devdesk.preview.exactRenderDelay`: the pause in typing after which the service renders (ms). */
export function exactRenderDelayMs(): number {
  const value = vscode.workspace
    .getConfiguration('devdesk')
    .get<number>('preview.exactRenderDelay', defaultExactDelayMs);
  return Number.isFinite(value) && value >= 0 ? value : defaultExactDelayMs;
}

/** The local renderer's drawing of the input's text (the page renders `source` itself), under the last banner. */
export function localOutput(input: KeyedRenderInput, fallback: RenderOutput['fallback']): RenderOutput {
  const { body, lineOffset, title } = input.source;
  return {
    renderer: input.renderer,
    source: body,
    lineOffset,
    ...(title ? { title } : {}),
    label: localLabel(),
    ...(fallback ? { fallback } : {}),
  };
}

/** The render message of `output`, made for `input`, with the document's toolbar. */
export function renderMessage(
  version: number,
  input: KeyedRenderInput,
  output: RenderOutput,
  locked: boolean,
): RenderMessage {
  return {
    type: 'render',
    version,
    renderer: output.renderer,
    choice: input.choice,
    ...(output.html !== undefined ? { html: output.html } : {}),
    source: output.source,
    lineOffset: output.lineOffset,
    ...(output.title ? { title: output.title } : {}),
    label: output.label,
    ...(output.fallback ? { fallback: output.fallback } : {}),
    locked,
    documentUri: input.uri.toString(),
    actions: actionsOf(input.uri),
    ...exactActionOf(input),
    ...(input.context ? { context: input.context } : {}),
    ...(input.source.slide ? { slide: true } : {}),
  };
}
