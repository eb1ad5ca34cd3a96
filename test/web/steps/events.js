// The browser suite's events step (issue 38): the Events view in the web worker host shows the events the viewer
// receives, and a repository's feed named in the settings, grouped by day, read through the fetch transport. The
// runner (events-checks.mjs) judges them against the emulator's feeds. Runs while GitHub answers cross-origin.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

const viewId = 'devdesk.events';

/** The days the view shows, and every event under them. */
async function shownDays(tree) {
  const days = (await tree.getChildren(undefined)).filter((node) => node.kind === 'item' && node.data && node.data.day);
  const events = await Promise.all(days.map((day) => tree.getChildren(day)));
  return days.map((day, index) => ({
    day: day.data.day,
    ids: events[index].flatMap((node) => (node.kind === 'item' && node.data.event ? [node.data.event.id] : [])),
  }));
}

exports.run = async function run({ api, check, eventually, repository }) {
  await check("groups the viewer's and a repository's events by day", async () => {
    const feeds = vscode.workspace.getConfiguration('devdesk.events');
    await feeds.update('feeds', [repository], vscode.ConfigurationTarget.Global);
    try {
      await vscode.commands.executeCommand(`${viewId}.focus`);
      const tree = api.trees.get(viewId);
      // The feed setting restarts the view's feeds: wait for a read holding more than one day or enough events.
      const days = await eventually(async () => {
        const shown = await shownDays(tree);
        return shown.reduce((count, day) => count + day.ids.length, 0) >= 5 ? shown : undefined;
      }, 'events in the Events view');
      return { repository, days, shownErrors: [...api.shownErrors] };
    } finally {
      await feeds.update('feeds', undefined, vscode.ConfigurationTarget.Global);
    }
  });
};
