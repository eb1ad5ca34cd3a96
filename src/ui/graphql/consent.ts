// May DevDesk fetch the schema of an endpoint the user has not used before? A `# endpoint:` comment or a graphql-config
// file names any URL it likes (an intranet address, in a repository someone else wrote), and fetching a schema is a
// POST of an introspection query there. github.com and the configured GitHub hosts are asked without a question
// (endpoints.ts: introspectionNeedsConsent); any other endpoint only once the user agreed, in a notification naming
// the URL and who named it. The yes is remembered per endpoint in the extension's global state: never in the
// workspace's, which the repository's owner could have written. "Not Now" holds until the window reloads; running an
// operation asks again (run.ts), since the user then asked for the endpoint themselves.
import * as vscode from 'vscode';
import { fileName } from '../base/file-paths';
import type { Accounts } from '../accounts/index';
import { askInNotification } from '../base/confirm';
import { Disposable } from '../base/dispose';
import { localize } from '../base/tree/tree-item';
import { consentQuestion } from './document-phrases';
import { introspectionNeedsConsent, normalizeEndpoint } from './endpoints';

const agreedKey = 'devdesk.graphql.introspectionAgreed';

/** Who named an endpoint: a document's `# endpoint:` comment, or a graphql-config file. */
export interface EndpointNamer {
  kind: 'comment' | 'config';
  /** The document's or the config file's URI. */
  uri: vscode.Uri;
}

export class IntrospectionConsent extends Disposable {
  /** Questions on screen, by endpoint: asking again while one waits shows nothing new. */
  private readonly pending = new Map<string, Promise<boolean>>();
  /** Endpoints the user said "Not Now" to in this window. */
  private readonly declined = new Set<string>();
  private readonly agreedEmitter = this.register(new vscode.EventEmitter<string>());
  /** Fires with an endpoint (normalized) the user just agreed to. */
  readonly onDidAgree = this.agreedEmitter.event;

  constructor(
    private readonly globalState: vscode.Memento,
    private readonly accounts: Accounts,
  ) {
    super();
  }

  /** Whether the endpoint's schema may be fetched now. */
  allows(endpoint: string): boolean {
    return !introspectionNeedsConsent(endpoint, this.accounts.hosts('github'), this.agreed());
  }

  /**
   * Asks once whether the endpoint's schema may be fetched, unless it already may; true once it may. The question
   * comes once a window: after "Not Now" this answers false at once, unless `askEvenIfDeclined` (the user ran an
   * operation there).
   */
  ask(endpoint: string, namer: EndpointNamer, askEvenIfDeclined = false): Promise<boolean> {
    if (this.allows(endpoint)) return Promise.resolve(true);
    const key = normalizeEndpoint(endpoint);
    if (!key) return Promise.resolve(false);
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    if (this.declined.has(key) && !askEvenIfDeclined) return Promise.resolve(false);
    const asking = askInNotification(question(key, namer), vscode.l10n.t('Fetch Schema'), vscode.l10n.t('Not Now'))
      .then(async (yes) => {
        if (yes) await this.agree(key);
        else this.declined.add(key);
        return yes;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, asking);
    return asking;
  }

  private agreed(): string[] {
    return this.globalState.get<string[]>(agreedKey, []);
  }

  private async agree(endpoint: string): Promise<void> {
    this.declined.delete(endpoint);
    if (!this.agreed().includes(endpoint)) await this.globalState.update(agreedKey, [...this.agreed(), endpoint]);
    this.agreedEmitter.fire(endpoint);
  }
}

/** The question; the path and the endpoint are the repository's text, shown with no live link (document-phrases.ts). */
function question(endpoint: string, namer: EndpointNamer): string {
  const file = namer.uri.scheme === 'file' ? vscode.workspace.asRelativePath(namer.uri) : fileName(namer.uri.path);
  return localize(consentQuestion(namer.kind, file, endpoint));
}
