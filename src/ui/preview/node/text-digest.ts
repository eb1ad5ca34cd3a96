// The preview's one use of a Node built-in (issue 33: Node's built-ins only under `node/` folders): the digest a
// render's cache key holds of its text (fallback.ts renderKey), synchronous, as the key is made per keystroke. A
// browser build gives another function of the same shape (Web Crypto's digest is asynchronous).
import { createHash } from 'node:crypto';

/** A digest of `text` that tells one text from another: SHA-256, base64url. */
export type TextDigest = (text: string) => string;

export const textDigest: TextDigest = (text) => createHash('sha256').update(text).digest('base64url');
