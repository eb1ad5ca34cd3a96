// Types of esbuild-undici-agent-chunk.mjs for the TypeScript tests that bundle the core.
import type { Plugin } from 'esbuild';

export const undiciAgentEntry: Record<string, string>;
export function undiciAgentBeside(): Plugin;
