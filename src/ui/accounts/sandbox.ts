// The built-in sandbox (`npm run sandbox`, and the tests) serves what trying DevDesk needs at `/__emulator` on
// loopback, so it needs no account and no copy-paste: its OAuth client and tokens. Never asked of any host but a
// plain-HTTP loopback one.
import { isLoopbackHost } from '../base/core';
import type { Host } from './host';

interface EmulatorInfo {
  tokens?: { articles?: string; team?: string; github?: string };
  oauth?: { client_id?: string; client_secret?: string };
  /** Its second GitHub host, which stands for an Enterprise Server: its REST base and its own token. */
  enterprise?: { github?: string; token?: string };
}

/** The sandbox's origin when `host` is served by it over plain HTTP on this machine. */
function sandboxOrigin(host: Host): string | undefined {
  const url = new URL(host.id);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url.origin : undefined;
}

async function sandboxInfo(host: Host): Promise<EmulatorInfo | undefined> {
  const origin = sandboxOrigin(host);
  if (!origin) return undefined;
  try {
    const response = await fetch(`${origin}/__emulator/info`, { signal: AbortSignal.timeout(1500) });
    return response.ok ? ((await response.json()) as EmulatorInfo) : undefined;
  } catch {
    return undefined;
  }
}

/** The sandbox's token for one of its GitHub hosts: the Enterprise host's own, github.com's for the other. */
function gitHubToken(info: EmulatorInfo | undefined, host: Host): string | undefined {
  return info?.enterprise?.github === host.id ? info.enterprise.token : info?.tokens?.github;
}

/** Whether `host` belongs to the sandbox, which can hand out a token for it. */
export async function isSandboxHost(host: Host): Promise<boolean> {
  return (await sandboxInfo(host))?.tokens?.[host.kind] !== undefined;
}

/**
 * A token for `host` from the sandbox: for an article host a fresh one per call (so signing out, which
 * deactivates it there, leaves the sandbox's own tokens working); for a GitHub host that host's shared one (never
 * revoked).
 */
export async function sandboxTokenFor(host: Host): Promise<{ token: string; scopes?: string[] } | undefined> {
  const origin = sandboxOrigin(host);
  if (!origin) return undefined;
  try {
    if (host.kind === 'github') {
      const token = gitHubToken(await sandboxInfo(host), host);
      return token ? { token } : undefined;
    }
    const response = await fetch(`${origin}/__emulator/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mount: new URL(host.id).pathname }),
      signal: AbortSignal.timeout(1500),
    });
    const issued = response.ok ? ((await response.json()) as { token?: string; scopes?: string[] }) : undefined;
    return issued?.token ? { token: issued.token, scopes: issued.scopes } : undefined;
  } catch {
    return undefined;
  }
}

/** The sandbox's OAuth client secret, when `clientId` is the sandbox's client: signing in with it needs no typing. */
export async function sandboxClientSecret(host: Host, clientId: string): Promise<string | undefined> {
  const oauth = (await sandboxInfo(host))?.oauth;
  return oauth?.client_id === clientId ? oauth.client_secret : undefined;
}
