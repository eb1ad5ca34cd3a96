// The browser suite's stand-in for VS Code's GitHub authentication provider (steps/session.js and
// steps/session-granted.js register it under the id `github-enterprise`): it holds the sessions a step gives it,
// says what changed when they change, as a provider does when a session is renewed or ended, and creates none.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

/** An authentication provider that holds the sessions the step gives it and creates none. */
class SessionsProvider {
  constructor() {
    this.sessions = [];
    this.changed = new vscode.EventEmitter();
    this.onDidChangeSessions = this.changed.event;
  }
  async getSessions(wanted) {
    return this.sessions.filter((session) => (wanted || []).every((scope) => session.scopes.includes(scope)));
  }
  async createSession() {
    throw new Error('the test provider creates no session');
  }
  async removeSession(id) {
    this.replace(this.sessions.filter((session) => session.id !== id));
  }
  /** Holds `sessions` from now on and says what changed, as a provider does when a session is renewed or ended. */
  replace(sessions) {
    const before = this.sessions;
    this.sessions = sessions;
    const ids = (list) => new Set(list.map((session) => session.id));
    const [old, now] = [ids(before), ids(sessions)];
    this.changed.fire({
      added: sessions.filter((session) => !old.has(session.id)),
      removed: before.filter((session) => !now.has(session.id)),
      changed: sessions.filter((session) => old.has(session.id)),
    });
  }
}

exports.SessionsProvider = SessionsProvider;
