// The browser suite's notifications step (issue 38): the Notifications view in the web worker host lists the
// viewer's unread threads as the emulator's GitHub serves them, and Mark as Read, run as the view's inline action
// runs it, reaches GitHub through the fetch transport. The runner (notifications-checks.mjs) judges the facts against
// the emulator's `/notifications`. Runs after the GraphQL step, which lets GitHub answer cross-origin again.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

const viewId = 'devdesk.notifications';

/** Every thread the view shows, under each of its groups. */
async function shownThreads(tree) {
  const groups = (await tree.getChildren(undefined)).filter(
    (node) => node.kind === 'item' && node.data && node.data.type === 'group',
  );
  const lines = (await Promise.all(groups.map((group) => tree.getChildren(group)))).flat();
  return lines.flatMap((node) => (node.kind === 'item' && node.data && node.data.entry ? [node.data.entry] : []));
}

exports.run = async function run({ api, check, eventually, emulator }) {
  const tree = api.trees.get(viewId);
  let listed = [];
  await check("lists the viewer's unread notifications", async () => {
    await vscode.commands.executeCommand(`${viewId}.focus`);
    listed = await eventually(async () => {
      const threads = await shownThreads(tree);
      return threads.length > 0 ? threads : undefined;
    }, 'threads in the Notifications view');
    return {
      ids: listed.map((entry) => entry.thread.id),
      unread: listed.every((entry) => entry.thread.unread),
      states: listed.map((entry) => entry.state || null),
      shownErrors: [...api.shownErrors],
    };
  });
  await check('marks a notification read on GitHub', async () => {
    const first = listed[0];
    if (!first) throw new Error('no thread was listed');
    await vscode.commands.executeCommand('devdesk.notifications.markRead', {
      hostId: emulator.github,
      threadId: first.thread.id,
    });
    const gone = await eventually(async () => {
      const threads = await shownThreads(tree);
      const line = threads.find((entry) => entry.thread.id === first.thread.id);
      return !line || !line.thread.unread ? true : undefined;
    }, 'the thread shown read');
    return { threadId: first.thread.id, shownRead: gone };
  });
};
