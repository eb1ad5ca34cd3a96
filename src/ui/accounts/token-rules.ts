// What is wrong with a typed token, as a reason code (pure; the prompt localizes it).
import { isSecureEnough } from '../base/core';
import { phrase, type Phrase } from '../base/text';
import type { HostKind } from './host';

export type TokenProblem = 'empty' | 'whitespace' | 'notQiitaShape';

/** A Qiita access token is 40 lowercase hex characters (https://qiita.com/api/v2/docs#アクセストークン). */
const qiitaTokenPattern = /^[0-9a-f]{40}$/;

export function tokenProblem(kind: HostKind, token: string): TokenProblem | undefined {
  if (!token) return 'empty';
  if (/\s/.test(token)) return 'whitespace';
  // GitHub has several token formats (classic, fine-grained, app tokens): GitHub itself is the judge.
  if (kind !== 'github' && !qiitaTokenPattern.test(token)) return 'notQiitaShape';
  return undefined;
}

export function tokenProblemText(problem: TokenProblem): Phrase {
  switch (problem) {
    case 'empty':
      return phrase('Enter a token.');
    case 'whitespace':
      return phrase('A token has no spaces.');
    case 'notQiitaShape':
      return phrase('A Qiita access token is 40 lowercase hexadecimal characters.');
  }
}

/** Tokens travel only over HTTPS, except to this machine (the built-in sandbox): the core's own rule. */
export function isSafeTransport(baseUrl: string): boolean {
  try {
    return isSecureEnough(new URL(baseUrl));
  } catch {
    return false;
  }
}
