// When the local fallback draws, and what the cache keeps. Pure (test/unit/ui/preview.test.ts).
import { createHash } from 'node:crypto';
import type { ErrorReason } from '../base/errors';
import type { RendererKind } from './renderer-choice';

/** GitHub renders at most 400 KB (https://docs.github.com/en/rest/markdown/markdown); Qiita gets the same bound. */
export const serviceLimitBytes = 400 * 1024;

export function isOverServiceLimit(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') > serviceLimitBytes;
}

/** Whether the banner offers Retry: not for a refusal that a retry cannot change (the text is the problem). */
export function fallbackRetryable(reason: ErrorReason): boolean {
  return reason !== 'invalid' && reason !== 'tooLarge' && reason !== 'answerTooLarge';
}

/** The cache key of a render: the renderer, where it renders (host, gfm context) and a hash of the text. */
export function renderKey(renderer: RendererKind, where: string, text: string): string {
  return `${renderer}\u0000${where}\u0000${createHash('sha256').update(text).digest('base64url')}`;
}
