// The emoji a GitHub host knows (https://docs.github.com/en/rest/emojis/emojis#get-emojis): name → image URL.
// A Unicode emoji's image is named by its code points (`…/unicode/1f1ef-1f1f5.png?v8`), which gives the character
// itself; a host's own (`octocat`, an Enterprise's custom ones) has none.
import * as z from 'zod/mini';
import type { GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import type { CallOptions } from './types.js';

export interface Emoji {
  readonly name: string;
  /** The Unicode character(s), when the emoji is one. */
  readonly character: string | undefined;
  readonly imageUrl: string;
}

const emojiMapSchema = z.record(z.string(), z.string());

/** The character an emoji image URL names by its code points, if it does. */
export function emojiCharacterOf(imageUrl: string): string | undefined {
  const match = /\/unicode\/([0-9a-f]+(?:-[0-9a-f]+)*)\.png/i.exec(imageUrl);
  if (!match) return undefined;
  const points = match[1]!.split('-').map((hex) => Number.parseInt(hex, 16));
  return points.every((point) => point <= 0x10ffff) ? String.fromCodePoint(...points) : undefined;
}

export class Emojis {
  constructor(private readonly api: GitHubApi) {}

  async list(options: CallOptions = {}): Promise<Emoji[]> {
    const map = await this.api.http.json(emojiMapSchema, {
      path: '/emojis',
      accept: jsonAccept,
      signal: options.signal,
    });
    return Object.entries(map).map(([name, imageUrl]) => ({ name, character: emojiCharacterOf(imageUrl), imageUrl }));
  }
}
