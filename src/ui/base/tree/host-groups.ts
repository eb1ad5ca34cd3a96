// Views that list what a user has on each GitHub host (Pull Requests, Events) put one node per host above what a
// host shows alone, but only while more than one of those hosts is signed in: someone with one account sees no
// extra level. Pure (test/unit/ui/host-groups.test.ts).
import { nodeId, type ItemNode, type TreeNode } from './nodes';

/** What a host's node stands for. */
export interface HostGroupData {
  readonly type: 'hostGroup';
  readonly hostId: string;
}

export interface GroupedHost {
  readonly id: string;
  readonly label: string;
}

/** The node of one host, open at first; its id is the view's own, so two views never share one. */
export function hostGroupNode(view: string, host: GroupedHost): ItemNode<HostGroupData> {
  return {
    kind: 'item',
    id: nodeId(view, 'host', host.id),
    label: host.label,
    icon: { id: 'github' },
    expandable: 'expanded',
    contextValue: 'devdesk.githubHost',
    data: { type: 'hostGroup', hostId: host.id },
  };
}

/**
 * The top level of a view over `hosts` (the signed-in ones, in the settings' order): a single host's own nodes, or
 * one node per host when there are several (whose children the view then asks `hostRoots` for, host by host).
 */
export async function hostGroupedRoots<Data, Host extends GroupedHost>(
  view: string,
  hosts: readonly Host[],
  hostRoots: (host: Host) => Promise<Array<TreeNode<Data>>>,
): Promise<Array<TreeNode<Data | HostGroupData>>> {
  if (hosts.length === 0) return [];
  if (hosts.length === 1) return hostRoots(hosts[0]!);
  return hosts.map((host) => hostGroupNode(view, host));
}
