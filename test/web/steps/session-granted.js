// The browser suite's granted-session step (issue 38; after steps/session.js, which checks the offer before access
// is granted): DevDesk's sign-in through VS Code's own GitHub session, as on github.dev, whose VS Code for the Web
// has the `github` authentication provider. The tests cannot reach api.github.com, so the session is one for the
// emulator's Enterprise host: VS Code's `github-enterprise.uri` names it, and this step registers the
// `github-enterprise` provider in the web worker host. (VS Code's own GitHub authentication extension may register
// that id too, and VS Code keeps the last registration; code-server has no flag to turn one extension off. In these
// runs the step's provider is the one VS Code asks: the checks fail otherwise.) The step adds the host and the
// setting itself, and takes them away again, so the steps before and after it keep github.com alone.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- test/web/shared/*.js, which run.mjs puts before the steps */

const scopes = ['repo', 'read:org']; // what DevDesk asks of a session (src/ui/accounts/github-session-rules.ts)

const { SessionsProvider } = devdeskWebSteps['sessions-provider']; // test/web/shared/sessions-provider.js

const session = (id, accessToken, login) => ({ id, accessToken, account: { id: login, label: login }, scopes });

/** The GitHub hosts the Pull Requests view groups its list by (it does once two are signed in). */
async function hostGroups(api) {
  const roots = await api.trees.get('devdesk.pullRequests').getChildren(undefined);
  return roots.flatMap((node) => (node.kind === 'item' && node.data && node.data.type === 'hostGroup' ? [node] : []));
}

/** Asks the runner something only it can read (the emulator's request log, the page's notifications). */
async function ask(report, record) {
  return (await report(record)).json();
}

/** DevDesk's Sign In for `host` with VS Code's session; throws when it waits for something (a prompt) instead. */
async function signIn(host) {
  let timer;
  const waited = new Promise((resolve) => (timer = setTimeout(() => resolve('waiting'), 20_000)));
  const login = await Promise.race([
    vscode.commands.executeCommand('devdesk.signIn', host, { method: 'vscode' }),
    waited,
  ]);
  clearTimeout(timer);
  if (login !== 'waiting') return login;
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  throw new Error('Sign In asked for something instead of using the session');
}

async function configure(emulator, on) {
  const config = vscode.workspace.getConfiguration();
  const global = vscode.ConfigurationTarget.Global;
  await config.update('devdesk.github.enterpriseHosts', on ? [emulator.enterprise.github] : undefined, global);
  await config.update('github-enterprise.uri', on ? emulator.enterprise.web : undefined, global);
}

exports.run = async function run({ api, check, eventually, report, emulator }) {
  const host = emulator.enterprise.github;
  const login = (await ask(report, { name: 'enterpriseUser' })).login;
  const provider = new SessionsProvider();
  const first = session('first', emulator.enterprise.token, login);
  provider.sessions = [first];
  const registered = vscode.authentication.registerAuthenticationProvider(
    'github-enterprise',
    'GitHub Enterprise Server (test)',
    provider,
    { supportsMultipleAccounts: true }, // as VS Code's own `github` provider
  );
  await configure(emulator, true);
  try {
    // VS Code lends a session only to an extension the user allowed. A lookup that is not silent finds none yet and
    // adds "Grant access to … for DevDesk" to VS Code's Accounts menu; this runs what that item runs.
    await vscode.authentication.getSession('github-enterprise', scopes, {});
    // The runner picks the account in the quick pick VS Code shows for it (a dialog would be refused in a test run).
    await report({ name: 'pickAccount', label: login });
    await vscode.commands.executeCommand(
      `github-enterprise${vscode.extensions.getExtension('devdesk.devdesk').id}Access`,
    );
    await eventually(
      () => vscode.authentication.getSession('github-enterprise', scopes, { silent: true }),
      'VS Code lending the session to DevDesk',
    );
    await check("signs in with VS Code's GitHub session, asking nothing", async () => {
      const signedIn = await signIn(host);
      const groups = await eventually(async () => {
        const found = await hostGroups(api);
        return found.some((node) => node.data.hostId === host) ? found : undefined;
      }, 'the Enterprise host in the Pull Requests view');
      // What DevDesk asks the host with the session's token once signed in (its inbox, the host's pull requests).
      await vscode.commands.executeCommand('devdesk.notifications.refresh');
      await api.trees.get('devdesk.pullRequests').getChildren(groups.find((node) => node.data.hostId === host));
      const requests = await ask(report, { name: 'requests', token: first.accessToken });
      const shown = groups.map((node) => node.data.hostId);
      // Signing out of a token lent by VS Code leaves VS Code signed in: what DevDesk answers says where it came from.
      const signOut = await vscode.commands.executeCommand('devdesk.signOut', host);
      const again = await signIn(host);
      return { login: signedIn, again, requests, shown, signOut };
    });
    const renewed = session('first', `ghp_renewed${Date.now()}`, login);
    await check('takes the renewed session', async () => {
      provider.replace([renewed]);
      const requests = await eventually(async () => {
        await vscode.commands.executeCommand('devdesk.notifications.refresh');
        const found = await ask(report, { name: 'requests', token: renewed.accessToken });
        return found.count > 0 ? found : undefined;
      }, 'a request with the renewed token');
      return { requests };
    });
    await check("signs out when VS Code's session ends, and says so", async () => {
      provider.replace([]);
      const shown = await eventually(async () => {
        const hosts = (await hostGroups(api)).map((node) => node.data.hostId);
        return hosts.includes(host) ? undefined : hosts;
      }, 'the Enterprise host gone from the Pull Requests view');
      const notice = await ask(report, { name: 'notice', text: 'DevDesk signed out of' });
      return { host, shown, notice: notice.text };
    });
  } finally {
    const still = (await hostGroups(api).catch(() => [])).some((node) => node.data.hostId === host);
    if (still) await vscode.commands.executeCommand('devdesk.signOut', host).then(undefined, () => undefined);
    await configure(emulator, false);
    registered.dispose();
  }
};
