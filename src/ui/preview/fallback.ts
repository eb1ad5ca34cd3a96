// When the local fallback draws, and what the cache keeps. Pure (test/unit/ui/preview.test.ts).
import type { ErrorReason } from '../base/errors';
import type { RendererKind } from './renderer-choice';

/** GitHub renders at most 400 KB (https://docs.github.com/en/rest/markdown/markdown); Qiita gets the same bound. */
export const serviceLimitBytes = 400 * 1024;

export function isOverServiceLimit(text: string): boolean {
  return utf8Length(text) > serviceLimitBytes;
}

/** The text's length in UTF-8 bytes (a lone surrogate is written as U+FFFD, three bytes, as an encoder does). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (
      code >= 0xd800 &&
      code <= 0xdbff &&
      index + 1 < text.length &&
      (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00
    ) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether the banner offers Retry: not for a refusal that a retry cannot change (the text is the problem). */
export function fallbackRetryable(reason: ErrorReason): boolean {
  return reason !== 'invalid' && reason !== 'tooLarge' && reason !== 'answerTooLarge';
}

/**
 * The cache key of a render: the renderer, where it renders (host, gfm context) and the text's digest
 * (node/text-digest.ts).
 */
export function renderKey(renderer: RendererKind, where: string, digest: string): string {
  return `${renderer}\u0000${where}\u0000${digest}`;
}
