// The browser suite's VS Code account step (issue 38: "accounts: a pasted token, and on github.dev the `github`
// authentication provider VS Code for the Web already has"). github.dev's provider signs in to github.com, which the
// tests cannot reach, so this step stands in the same shape for the emulator's Enterprise server: VS Code's
// `github-enterprise.uri` names it, and an authentication provider with the id `github-enterprise`, registered here
// before that setting is made, holds one account's session, as VS Code for the Web would.
//
// Sign In must offer that account by name although DevDesk may not use its session yet (VS Code answers a silent
// look-up with nothing until the user allowed DevDesk). Taking the offer asks VS Code for the session, which then asks
// the user to allow DevDesk; under extension tests VS Code refuses to show that dialog, so the sign-in ends there,
// and must end without showing a token box. The runner (session-checks.mjs) judges the facts.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- test/web/shared/*.js, which run.mjs puts before the steps */

const providerId = 'github-enterprise';

const { SessionsProvider } = devdeskWebSteps['sessions-provider']; // test/web/shared/sessions-provider.js

exports.run = async function run({ api, check, report, emulator }) {
  const { web, github: host, token } = emulator.enterprise;
  const devdesk = () => vscode.workspace.getConfiguration('devdesk.github');
  const vscodeEnterprise = () => vscode.workspace.getConfiguration('github-enterprise');
  const account = { id: '1', label: 'mona' };
  const provider = new SessionsProvider();
  provider.sessions = [{ id: 'session-1', accessToken: token, account, scopes: ['repo', 'read:org'] }];
  const registration = vscode.authentication.registerAuthenticationProvider(providerId, 'GitHub Enterprise', provider);
  await devdesk().update('enterpriseHosts', [host], vscode.ConfigurationTarget.Global);
  await vscodeEnterprise().update('uri', web, vscode.ConfigurationTarget.Global);
  try {
    await check('offers the GitHub account VS Code is signed in with, and taking it shows no token box', async () => {
      const promptsBefore = api.prompts.shown.length;
      const silent = await vscode.authentication.getSession(providerId, ['repo', 'read:org'], { silent: true });
      // The runner clicks the offer as a user picks it, once Sign In lists its ways.
      await report({ name: 'pick', text: 'Use the GitHub account VS Code is signed in with' });
      const signingIn = vscode.commands.executeCommand('devdesk.signIn', host);
      // A token box instead would wait for a paste that never comes: the check gives up at a deadline, closing it.
      const outcome = await Promise.race([
        signingIn.then((login) => ({ ended: true, login: login === undefined ? null : login })),
        new Promise((resolve) => setTimeout(() => resolve({ ended: false }), 30_000)),
      ]);
      if (!outcome.ended) await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      return {
        host,
        silentSession: silent === undefined ? null : silent.account.label,
        ...outcome,
        prompts: api.prompts.shown
          .slice(promptsBefore)
          .map((prompt) => ({ kind: prompt.kind, items: prompt.items.map((item) => item.label) })),
      };
    });
  } finally {
    registration.dispose();
    await vscodeEnterprise().update('uri', undefined, vscode.ConfigurationTarget.Global);
    await devdesk().update('enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
  }
};
