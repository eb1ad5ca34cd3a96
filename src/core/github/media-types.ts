// GitHub's media types: the v3 version, the per-resource params (`.diff`, `.patch`, `.raw+json`,
// `.repository+json`…) and the preview media types that switch on a feature. See
// https://docs.github.com/en/rest/using-the-rest-api/getting-started-with-the-rest-api#media-types
// `Accept` is built here so that previews and params combine one way everywhere: each preview becomes its own
// entry, listed first, carrying the param; duplicates merged away.

/**
 * Preview names (without `-preview`) that GitHub required in `Accept` to switch a feature on. Most have since
 * graduated; the archived GitHub Enterprise Server 3.0 documentation lists them:
 * https://docs.github.com/en/enterprise-server@3.0/rest/overview/api-previews
 */
export const previews = {
  /** `active_lock_reason` on pull requests and issues. */
  lockReasons: 'sailor-v',
  /** PUT /repos/:owner/:repo/pulls/:pull_number/update-branch. */
  updateBranch: 'lydian',
  /** `node_id` (the GraphQL global ID) on many resources. */
  nodeIds: 'jean-grey',
  /** Team projects. */
  teamProjects: 'inertia',
} as const;

/** Representations selected by a media-type param. `diff` and `patch` are text; the others are JSON. */
export type MediaParam = 'raw' | 'text' | 'html' | 'full' | 'diff' | 'patch' | 'repository';

export interface AcceptOptions {
  param?: MediaParam;
  /** Preview names as in `previews` (with or without the `-preview` suffix). */
  previews?: readonly string[];
}

const textParams: ReadonlySet<MediaParam> = new Set(['diff', 'patch']);
const vendor = 'application/vnd.github';

function suffixFor(param: MediaParam | undefined): string {
  if (!param) return '+json';
  return textParams.has(param) ? `.${param}` : `.${param}+json`;
}

/** The `Accept` value for a request: `application/vnd.github.v3+json` unless a param or previews say otherwise. */
export function githubAccept(options: AcceptOptions = {}): string {
  const suffix = suffixFor(options.param);
  const names = (options.previews ?? []).map((name) => name.replace(/-preview$/, ''));
  if (names.length === 0) return `${vendor}.v3${suffix}`;
  return mergeAccept(...names.map((name) => `${vendor}.${name}-preview${suffix}`));
}

/** Joins `Accept` values (each possibly a comma-separated list), keeping the first occurrence of each entry. */
export function mergeAccept(...values: Array<string | undefined>): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const entry of values.flatMap((value) => (value ?? '').split(','))) {
    const trimmed = entry.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      entries.push(trimmed);
    }
  }
  return entries.join(', ');
}

/** JSON requests for resources that carry `node_id`. */
export const jsonAccept = githubAccept({ previews: [previews.nodeIds] });
/** Pull request JSON: lock reasons and node ids. */
export const pullAccept = githubAccept({ previews: [previews.lockReasons, previews.nodeIds] });
