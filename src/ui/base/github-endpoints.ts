// A GitHub host's endpoints from its REST base: knowledge the accounts (which client goes where) and the GraphQL
// editor (which endpoint is a configured host's own) share. Pure (test/unit/ui/graphql-endpoints.test.ts).

/**
 * The GraphQL endpoint of a GitHub host, from its REST base
 * (https://docs.github.com/en/graphql/guides/forming-calls-with-graphql#the-graphql-endpoint): `https://api.github.com`
 * → `https://api.github.com/graphql`; Enterprise `https://HOST/api/v3` → `https://HOST/api/graphql`.
 */
export function gitHubGraphQLEndpoint(restBase: string): string {
  const base = restBase.replace(/\/+$/, '');
  return /\/api\/v3$/.test(base) ? base.replace(/\/api\/v3$/, '/api/graphql') : `${base}/graphql`;
}
