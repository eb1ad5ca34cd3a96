// The built-in sandbox (`npm run sandbox`) serves its tokens at `/__emulator/info` on loopback, so trying DevDesk
// needs no account and no copy-paste. Never asked of any host but a plain-HTTP loopback one.
import { isLoopbackHost } from '../base/core';
import type { Host } from './host';

interface EmulatorInfo {
  tokens?: { articles?: string; team?: string; github?: string };
}

export async function sandboxTokenFor(host: Host): Promise<string | undefined> {
  const url = new URL(host.id);
  if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) return undefined;
  try {
    const response = await fetch(`${url.origin}/__emulator/info`, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return undefined;
    const info = (await response.json()) as EmulatorInfo;
    return info.tokens?.[host.kind];
  } catch {
    return undefined;
  }
}
