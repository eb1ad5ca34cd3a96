// The browser suite's granted-session checks (steps/session-granted.js posts their facts; run.mjs spreads them into
// its checks), and what the runner answers that step: the emulator's Enterprise user and request log (a worker
// cannot read the emulator's control routes), the account VS Code lets DevDesk use (picked as a user picks it), and
// the notification VS Code shows.

import { answersFrom } from './emulator-answers.mjs';
import { pickWhenShown } from './web-host.mjs';

/** The answer to a record of the granted-session step, or undefined when the record is not one of its questions. */
export async function sessionAnswer(record, { page, info, timeoutMs }) {
  switch (record.name) {
    case 'enterpriseUser':
      return enterpriseUser(info);
    case 'pickAccount':
      void pickWhenShown(page, record.label, timeoutMs).catch((error) =>
        console.error(`web: VS Code did not ask which account DevDesk may use (${error.message})`),
      );
      return {};
    case 'requests':
      return enterpriseRequests(info, record.token);
    case 'notice': {
      const message = page.locator('.notifications-toasts .notification-list-item-message', { hasText: record.text });
      const shown = await message
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      return { text: shown ? await message.first().innerText() : null };
    }
    default:
      return undefined;
  }
}

/**
 * The requests below the Enterprise host's API that carried `token`: how many, and how many of them were not the
 * sign-in's own check of the token (`GET /user`); the paths they went to, for the report.
 */
async function enterpriseRequests(info, token) {
  const count = async (path) =>
    (await (await fetch(`${info.url}/__emulator/requests?${new URLSearchParams({ path, token })}`)).json()).count;
  const all = await count('/ghes/api/');
  const checks = await count('/ghes/api/v3/user');
  const timeline = await (await fetch(`${info.url}/__emulator/requests/timeline?path=/ghes/`)).json();
  return { count: all, beyondSignIn: all - checks, paths: [...new Set(timeline.map((request) => request.path))] };
}

/** The Enterprise host's seeded viewer, whose token the step's session holds. */
async function enterpriseUser(info) {
  return { login: (await answersFrom(info.enterprise.github, info.enterprise.token)('/user')).login };
}

/** `info()`: the emulator's info, once it runs (run.mjs). */
export const sessionGrantedChecks = (info) => ({
  // Signed in as the session's user without a prompt; the notifications poll carried the session's token to the
  // emulator; the view lists the host; signing out says the token was VS Code's (kept there), and signing in again
  // takes the session again.
  "signs in with VS Code's GitHub session, asking nothing": async (facts) => {
    const { login } = await enterpriseUser(info());
    return (
      facts.login === login &&
      facts.again === login &&
      facts.requests.beyondSignIn > 0 &&
      facts.shown.includes(info().enterprise.github) &&
      facts.signOut === 'sessionKept'
    );
  },
  // The next requests to the host carry the renewed session's token.
  'takes the renewed session': (facts) => facts.requests.count > 0,
  // The host is gone from the view, and VS Code shows DevDesk's sentence naming what happened.
  "signs out when VS Code's session ends, and says so": (facts) =>
    !facts.shown.includes(facts.host) && typeof facts.notice === 'string' && /VS Code signed out/.test(facts.notice),
});
