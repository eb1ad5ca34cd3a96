// github.com's GraphQL endpoint
// (https://docs.github.com/en/graphql/guides/forming-calls-with-graphql#the-graphql-endpoint), whose schema DevDesk
// bundles instead of asking for it.
export const gitHubDotComEndpoint = 'https://api.github.com/graphql';

export function isGitHubDotComEndpoint(endpoint: string): boolean {
  return endpoint.replace(/\/+$/, '') === gitHubDotComEndpoint;
}
