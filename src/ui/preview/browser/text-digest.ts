// The browser twin of ../node/text-digest.ts (same exports). The preview is not registered in the browser yet (issue
// 38's later work gives it a synchronous digest of its own); reaching it fails with NotInBrowserError.
import { notInBrowser } from '../../base/core';

export type TextDigest = (text: string) => string;

export const textDigest: TextDigest = () => notInBrowser("The preview's render cache");
