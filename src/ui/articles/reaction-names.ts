// Emoji reaction names (pure). Qiita Team takes emoji names without colons, e.g. `+1`, `tada`
// (https://qiita.com/api/v2/docs#絵文字リアクション).

export const commonReactions = ['+1', 'tada', 'heart', 'smile', 'eyes', 'rocket', 'pray', 'thinking_face'] as const;

/** Why a typed name cannot be an emoji name, or undefined when it can. */
export function reactionNameProblem(name: string): 'empty' | 'characters' | undefined {
  if (!name) return 'empty';
  return /^[a-z0-9_+-]+$/i.test(name) ? undefined : 'characters';
}
