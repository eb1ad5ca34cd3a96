// Real VS Code with DevDesk loaded from source, as tests drive it: the emulator, code-server on the sample
// workspace with settings pointing at the emulator, and a Chromium page on the workbench. `close()` ends all three.
import { join } from 'node:path';
import { launchChromium, remoteUri, repoRoot, startCodeServer, workbenchUrl } from './code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from './emulator.mjs';

export const sampleWorkspace = join(repoRoot, 'test/fixtures/workspace');

/**
 * @param {{ runDir: string, env?: Record<string, string>, testsPath?: string, locale?: string, beforeOpen?: (page: import('playwright-core').Page) => Promise<void> }} options
 * `testsPath` runs an extension-tests entry in the extension host; `locale` is VS Code's display language (code-server's
 * `--locale`); `beforeOpen` sees the page before the workbench loads.
 */
export async function openWorkbench({ runDir, env = {}, testsPath, locale, beforeOpen }) {
  const opened = {};
  const close = async () => {
    await opened.browser?.close().catch(() => {});
    opened.server?.stop();
    opened.emulator?.stop();
  };
  try {
    opened.emulator = await startEmulatorProcess();
    opened.server = await startCodeServer({
      runDir,
      folder: sampleWorkspace,
      settings: emulatorSettings(opened.emulator.info),
      env: { DEVDESK_EMULATOR: JSON.stringify(opened.emulator.info), ...env },
      locale,
    });
    opened.browser = await launchChromium({ userDataDir: join(runDir, 'chromium') });
    const page = opened.browser.pages()[0] ?? (await opened.browser.newPage());
    if (process.env.DEVDESK_DEBUG) page.on('console', (message) => console.error(`[browser] ${message.text()}`));
    // Webviews stay blank while code-server's own PWA service worker registers (it answers the webview's resource
    // requests itself): keep that one script from registering, and let every other registration through.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      if (!container) return;
      const register = container.register.bind(container);
      container.register = (url, options) =>
        String(url).includes('/_static/out/browser/serviceWorker.js') ? new Promise(() => {}) : register(url, options);
    });
    await beforeOpen?.(page);
    const payload = [['extensionDevelopmentPath', remoteUri(opened.server, repoRoot)]];
    if (testsPath) payload.push(['extensionTestsPath', remoteUri(opened.server, testsPath)]);
    await page.goto(workbenchUrl(opened.server, sampleWorkspace, payload));
    return { emulator: opened.emulator, server: opened.server, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
