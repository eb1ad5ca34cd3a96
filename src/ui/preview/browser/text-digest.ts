// The browser twin of ../node/text-digest.ts (same exports): the render key's digest must be synchronous (it is made
// per keystroke) and Web Crypto's `digest` is not, so SHA-256 comes from @noble/hashes (audited, no dependencies), over
// the text's UTF-8 bytes, written base64url as Node's is. test/unit/ui/preview-text-digest.test.ts compares the two.
import { sha256 } from '@noble/hashes/sha2.js';

export type TextDigest = (text: string) => string;

const encoder = new TextEncoder();

export const textDigest: TextDigest = (text) =>
  btoa(String.fromCharCode(...sha256(encoder.encode(text)))) // 32 bytes: one call is enough
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
