// Asks the service to render, or says why the local fallback draws instead. The HTML that comes back is
// untrusted: the webview sanitizes it. The decisions (which renderer, the size limit, the cache key) are pure, in
// renderer-choice.ts and fallback.ts; this file only calls the clients.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import { describeError, isCancellation } from '../base/errors';
import { errorMessage } from '../base/error-messages';
import { fallbackRetryable, isOverServiceLimit, serviceLimitBytes } from './fallback';
import { savedArticleOf, savedArticleScheme } from '../base/schemes';
import type { ArticleFacts, RendererKind, RendererSetting, SourceBody, UnsentReason } from './renderer-choice';
import type { RenderMessage } from './webview/protocol';
import { budgetAllows, type BudgetFigures } from './budget';

export interface RenderInput {
  uri: vscode.Uri;
  text: string;
  /** What of the text the renderer is sent (its front matter read once: render-input.ts). */
  source: SourceBody;
  renderer: RendererKind;
  /** The article the document is (renderer-choice.ts): Qiita renders it on its own host only. */
  article: ArticleFacts | undefined;
  /** The GitHub renderer the setting picks, withheld from an article: drawn locally, and the banner says why. */
  withheldFrom: 'gfm' | 'markdown' | undefined;
  /**
   * Why `auto` sends it to no service (renderer-choice.ts): drawn locally, and the banner says why and how to choose.
   */
  unsent?: UnsentReason;
  choice: RendererSetting;
  /** `owner/name` for gfm references. */
  context: string | undefined;
  /**
   * The GitHub host the document belongs to (its clone's, or its pull request's): GitHub's rendering happens there
   * only.
   */
  githubHostId?: string;
  /** Asked for by the user (*Render now*, *Render with …*): goes even when the host's budget is below the reserve. */
  force?: boolean;
}

/** The host's last known rate-limit figures, and the share of its limit the preview leaves alone (budget.ts). */
export interface BudgetSource {
  figures(host: Host): BudgetFigures | undefined;
  reservePercent(): number;
}

/** What a render gives the panel: the fields of the webview's render message that the renderer decides. */
export type RenderOutput = Pick<
  RenderMessage,
  'renderer' | 'html' | 'source' | 'lineOffset' | 'title' | 'label' | 'fallback'
>;

export class PreviewRenderers {
  constructor(
    private readonly accounts: Accounts,
    private readonly budget: BudgetSource,
  ) {}

  async render(input: RenderInput, signal: AbortSignal): Promise<RenderOutput> {
    const { body, lineOffset, title } = input.source;
    const base = { renderer: input.renderer, source: body, lineOffset, ...(title ? { title } : {}) };
    if (input.renderer === 'local') return this.local(base, input);
    const target = await this.hostFor(input);
    if ('refusal' in target) return this.fallback(base, target.refusal, target.retry);
    const { host } = target;
    if (isOverServiceLimit(body)) {
      return this.fallback(
        base,
        vscode.l10n.t(
          'The document is over {0} KB, more than {1} renders: this is the local preview.',
          serviceLimitBytes / 1024,
          host.label,
        ),
        true,
      );
    }
    if (!input.force && !budgetAllows(this.budget.figures(host), this.budget.reservePercent(), Date.now())) {
      const reason = vscode.l10n.t(
        '{0} has less than {1}% of its hourly requests left: the preview stays local to spare them.',
        host.label,
        this.budget.reservePercent(),
      );
      return { ...this.fallback(base, reason, false), fallback: { reason, retry: false, renderNow: true } };
    }
    try {
      if (input.renderer === 'qiita')
        return { ...base, label: host.label, ...(await this.qiita(host, input, body, signal)) };
      const client = await this.accounts.requireGitHubClient(host);
      const rendered =
        input.renderer === 'gfm'
          ? await client.markdown.render(body, { mode: 'gfm', context: input.context, signal })
          : await client.markdown.renderRaw(body, { signal });
      const label = input.renderer === 'gfm' && input.context ? `${host.label} · ${input.context}` : host.label;
      return { ...base, html: rendered.html, label };
    } catch (error) {
      if (signal.aborted || isCancellation(error)) throw error;
      const description = describeError(error);
      const output = this.fallback(
        base,
        vscode.l10n.t('{0} This is the local preview until it renders again.', errorMessage(description, host.label)),
        fallbackRetryable(description.reason),
      );
      // A rate-limited answer is never retried by itself: the preview holds until the user asks (panel.ts).
      return description.reason === 'rateLimited'
        ? { ...output, fallback: { ...output.fallback!, retry: false, renderNow: true, held: true } }
        : output;
    }
  }

  /** A saved article (opened from the Articles view) shows its rendered_body while its text is unchanged. */
  private async qiita(
    host: Host,
    input: RenderInput,
    body: string,
    signal: AbortSignal,
  ): Promise<Partial<RenderOutput> & { html: string }> {
    if (input.uri.scheme === savedArticleScheme) {
      const saved = await this.savedArticle(host, input, signal);
      if (saved) return saved;
    }
    const client = await this.accounts.requireArticleClient(host);
    return { html: await client.previewArticleBody(body, { signal }) };
  }

  /**
   * The saved rendering, without asking the renderer, while the document is what src/ui/articles/open.ts made of
   * the article (`# title`, a blank line, the body): the title shows above, and the body's blocks start at line 2.
   * `host` is the one its URI names (render-input.ts plans a saved article on that host).
   */
  private async savedArticle(
    host: Host,
    input: RenderInput,
    signal: AbortSignal,
  ): Promise<(Partial<RenderOutput> & { html: string }) | undefined> {
    const saved = savedArticleOf(input.uri);
    if (!saved) return undefined;
    const client = await this.accounts.requireArticleClient(host);
    const item = await client.getItem(saved.itemId, { signal });
    if (input.text !== `# ${item.title}\n\n${item.body}`) return undefined;
    return {
      html: item.rendered_body,
      title: item.title,
      source: item.body,
      lineOffset: 2,
      label: vscode.l10n.t('{0} · as saved', host.label),
    };
  }

  /** The local renderer; an article the setting would send to GitHub says why it is drawn here. */
  private local(base: Omit<RenderOutput, 'label'>, input: RenderInput): RenderOutput {
    if (input.unsent) return this.fallback(base, unsentSentence(input.unsent), false);
    if (!input.withheldFrom) return { ...base, label: localLabel() };
    return this.fallback(
      base,
      vscode.l10n.t(
        'An article file goes only to the Qiita host it is written for, never to GitHub: this is the local preview.',
      ),
      false,
    );
  }

  /**
   * The host that renders, or why none may: an article on the host it is written for only (its team host for a team's
   * article, never qiita.com or another team); other documents on Qiita's public host when signed in, else a signed-in
   * team; GitHub's on its host when signed in.
   */
  private async hostFor(input: RenderInput): Promise<{ host: Host } | { refusal: string; retry: boolean }> {
    const article = input.renderer === 'qiita' ? input.article : undefined;
    if (article) return this.articleHost(article);
    if (input.renderer !== 'qiita' && input.githubHostId !== undefined) return this.gitHubHost(input.githubHostId);
    const host =
      input.renderer === 'qiita'
        ? ((await this.accounts.signedIn('articles'))[0] ?? (await this.accounts.signedIn('team'))[0])
        : (await this.accounts.signedIn('github'))[0];
    if (host) return { host };
    const service = input.renderer === 'qiita' ? vscode.l10n.t('Qiita') : vscode.l10n.t('GitHub');
    return {
      refusal: vscode.l10n.t(
        'Not signed in to {0}: this is the local preview. Sign in to see what {0} will show.',
        service,
      ),
      retry: true,
    };
  }

  /**
   * The document's own GitHub host, signed in: never another GitHub host (an Enterprise document stays in the company).
   */
  private async gitHubHost(hostId: string): Promise<{ host: Host } | { refusal: string; retry: boolean }> {
    const host = (await this.accounts.signedIn('github')).find((candidate) => candidate.id === hostId);
    if (host) return { host };
    const label = this.accounts.host(hostId)?.label ?? hostId;
    return {
      refusal: vscode.l10n.t(
        'Not signed in to {0}: this is the local preview. Sign in to see what {0} will show.',
        label,
      ),
      retry: true,
    };
  }

  private async articleHost(article: ArticleFacts): Promise<{ host: Host } | { refusal: string; retry: boolean }> {
    const host =
      article.hostId !== undefined
        ? this.accounts.host(article.hostId)
        : article.team
          ? undefined
          : this.accounts.hosts('articles')[0];
    if (!host || (host.kind === 'team') !== article.team) {
      return {
        refusal: vscode.l10n.t(
          "DevDesk cannot tell which Qiita Team host this article is written for (a team's articles live in " +
            'teams/<team host>/ of the article folder), so it sends it nowhere: this is the local preview.',
        ),
        retry: false,
      };
    }
    if (!(await this.accounts.signedIn(host.kind)).some((candidate) => candidate.id === host.id)) {
      return {
        refusal: vscode.l10n.t(
          'Not signed in to {0}: this is the local preview. Sign in to see what {0} will show.',
          host.label,
        ),
        retry: true,
      };
    }
    return { host };
  }

  private fallback(base: Omit<RenderOutput, 'label'>, reason: string, retry: boolean): RenderOutput {
    return { ...base, label: localLabel(), fallback: { reason, retry } };
  }
}

/** Why a document is sent to no service, and how to send it: the renderer menu at the top of the preview. */
function unsentSentence(unsent: UnsentReason): string {
  return unsent.kind === 'unplacedArticle'
    ? vscode.l10n.t(
        'This file looks like a Qiita article but is not in the article folders (public/, teams/<team host>/), so ' +
          'it is sent to no service: this is the local preview. Pick Qiita in the Renderer menu above to send it ' +
          'to Qiita.',
      )
    : vscode.l10n.t(
        'This file is in a clone of {0}, which is not one of your GitHub hosts, so it is sent to no service: this ' +
          'is the local preview. Pick a renderer in the Renderer menu above to send it anyway.',
        unsent.host,
      );
}

/** The quiet label of a page the local renderer drew. */
export function localLabel(): string {
  return vscode.l10n.t('local');
}
