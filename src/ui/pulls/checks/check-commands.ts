// Open Check Details: a check run's details page (or a status's target) in the browser, through openServiceUrl.
import type { Command } from '../../base/commands';
import { openServiceUrl } from '../../base/open-service-url';

export class OpenCheckDetailsCommand implements Command {
  readonly id = 'devdesk.pulls.openCheckDetails';

  async execute(from?: unknown): Promise<void> {
    const url = typeof from === 'string' ? from : detailsUrlOf(from);
    if (url) await openServiceUrl(url);
  }
}

/** A Checks node's entry (the context menu hands the node). */
function detailsUrlOf(from: unknown): string | undefined {
  const data = (from as { data?: { type?: unknown; entry?: { url?: unknown } } } | undefined)?.data;
  return data?.type === 'checkRun' && typeof data.entry?.url === 'string' ? data.entry.url : undefined;
}
