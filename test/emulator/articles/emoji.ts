// Emoji known to the emulator, by name, with their code points. Reactions with other names (custom emoji of a
// team) are accepted too; their `image_url` is null, as the Qiita API v2 documentation
// (https://qiita.com/api/v2/docs) allows (see schema-exceptions.ts).

export const emoji: Record<string, string> = {
  '+1': '1f44d',
  thumbsup: '1f44d',
  heart: '2764',
  tada: '1f389',
  eyes: '1f440',
  pray: '1f64f',
  rocket: '1f680',
  laughing: '1f606',
  smile: '1f604',
  white_check_mark: '2705',
  bulb: '1f4a1',
  fire: '1f525',
  clap: '1f44f',
  sparkles: '2728',
};

/** Seeded reactions use these; `party_parrot` stands for a team's custom emoji without an image. */
export const emojiNames = ['+1', 'heart', 'tada', 'eyes', 'pray', 'rocket', 'laughing', 'bulb', 'party_parrot'];

export function emojiImageUrl(publicBaseUrl: string, name: string): string | null {
  return name in emoji ? `${publicBaseUrl}/assets/emoji/${encodeURIComponent(name)}.svg` : null;
}

export function emojiCharacter(name: string): string | undefined {
  const code = emoji[name];
  return code === undefined ? undefined : String.fromCodePoint(parseInt(code, 16));
}
