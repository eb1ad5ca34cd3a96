// The review count over every signed-in GitHub host: each host is counted by its own search (its own budget), and
// the status bar shows their sum. Pure (test/unit/ui/pulls-waiting.test.ts).
import { nextCountAt, type WaitingRepo } from './waiting-queries';

/** One host's count: GitHub's total and the repositories its first page found them in. */
export interface HostWaiting {
  readonly hostId: string;
  readonly label: string;
  readonly total: number;
  readonly repositories: readonly WaitingRepo[];
}

/** What the item shows: the sum, and the hosts with something waiting, in the settings' order. */
export interface ReviewWaiting {
  readonly total: number;
  readonly hosts: readonly HostWaiting[];
}

/** A host's count this time: its answer, or `failed` (its last count stays shown; the view itself says what fails). */
export interface HostCount {
  readonly host: { readonly id: string };
  readonly counted: HostWaiting | 'failed';
}

/**
 * The hosts' counts summed. A host that failed keeps what it showed last; a host no longer counted (signed out) is
 * gone; hosts with nothing waiting are left out. Undefined when nothing waits anywhere (the item hides).
 */
export function sumWaiting(counts: readonly HostCount[], last: ReviewWaiting | undefined): ReviewWaiting | undefined {
  const hosts = counts.flatMap(({ host, counted }) => {
    const shown = counted === 'failed' ? last?.hosts.find((each) => each.hostId === host.id) : counted;
    return shown && shown.total > 0 ? [shown] : [];
  });
  const total = hosts.reduce((sum, host) => sum + host.total, 0);
  return total > 0 ? { total, hosts } : undefined;
}

/** When a host's last count started and how many searches it sent. */
export interface SearchSpent {
  readonly startedAt: number;
  readonly requests: number;
}

/**
 * When the next count may ask: every host has its own search budget, and one count asks each of them, so it waits
 * for the host whose budget frees last (a host not asked yet waits for nothing).
 */
export function nextCountOnHosts(spent: Iterable<SearchSpent>): number {
  let next = 0;
  for (const each of spent) next = Math.max(next, nextCountAt(each.startedAt, each.requests));
  return next;
}
