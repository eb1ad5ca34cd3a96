// Users and organizations (`User`, `Organization`: Actor, RepositoryOwner, Node).
import { paginate } from '../connection.js';
import { avatarUrl, type Account, type Repo } from '../store-access.js';
import { databaseIds, dateTime, orderArg, sortByKey, type Args, type View, type ViewContext } from './context.js';
import { repositoryView } from './repository.js';

export function actorView(context: ViewContext, account: Account): View {
  const { store, viewer } = context;
  const url = `${store.webUrl}/${account.login}`;
  const common: View = {
    __typename: account.type,
    id: store.nodeId(account.type, account.id),
    ...databaseIds(account.id),
    login: account.login,
    name: account.name,
    email: account.email ?? '',
    bio: account.bio,
    company: account.company,
    location: account.location,
    websiteUrl: account.blog || null,
    url,
    resourcePath: `/${account.login}`,
    avatarUrl: (args: Args) => avatarUrl(store, account, args.size as number | null | undefined),
    createdAt: dateTime(account.createdAt),
    updatedAt: dateTime(account.updatedAt),
    isSiteAdmin: account.siteAdmin,
    isViewer: account.id === viewer.id,
    repositories: (args: Args) =>
      paginate(repositoriesOf(context, account, args), args, (repo) => repositoryView(context, repo)),
    repository: (args: Args) => {
      const repo = store.repo(account.login, String(args.name));
      return repo && store.canRead(repo, viewer.id) ? repositoryView(context, repo) : null;
    },
  };
  if (account.type === 'Organization') common.description = account.description ?? null;
  return common;
}

type Affiliation = 'OWNER' | 'COLLABORATOR' | 'ORGANIZATION_MEMBER';

/** `repositories(ownerAffiliations, privacy, isFork, orderBy)` of a user or organization, as the viewer sees them. */
function repositoriesOf(context: ViewContext, account: Account, args: Args): Repo[] {
  const { store, viewer } = context;
  const requested = (args.ownerAffiliations ?? args.affiliations) as Array<Affiliation | null> | null | undefined;
  const affiliations = new Set(
    (requested ?? ['OWNER', 'COLLABORATOR']).filter((value): value is Affiliation => value !== null),
  );
  const repos = [...store.repos.values()].filter((repo) => {
    if (!store.canRead(repo, viewer.id)) return false;
    if (args.privacy === 'PUBLIC' && repo.private) return false;
    if (args.privacy === 'PRIVATE' && !repo.private) return false;
    if (typeof args.isFork === 'boolean' && repo.fork !== args.isFork) return false;
    if (typeof args.isArchived === 'boolean' && repo.archived !== args.isArchived) return false;
    return isAffiliated(context, account, repo, affiliations);
  });
  return orderRepositories(repos, args);
}

function isAffiliated(context: ViewContext, account: Account, repo: Repo, affiliations: Set<Affiliation>): boolean {
  if (account.type === 'Organization') return repo.ownerId === account.id;
  if (affiliations.has('OWNER') && repo.ownerId === account.id) return true;
  if (affiliations.has('COLLABORATOR') && repo.collaborators.has(account.id)) return true;
  const owner = context.store.ownerOf(repo);
  return (
    affiliations.has('ORGANIZATION_MEMBER') &&
    owner.type === 'Organization' &&
    context.store.isOrgMember(owner, account.id)
  );
}

function orderRepositories(repos: Repo[], args: Args): Repo[] {
  const order = orderArg(args);
  if (!order) return sortByKey(repos, (repo) => repo.createdAt, 'ASC');
  if (order.field === 'NAME') {
    const sorted = [...repos].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    return order.direction === 'DESC' ? sorted.reverse() : sorted;
  }
  const keys: Record<string, (repo: Repo) => number> = {
    CREATED_AT: (repo) => repo.createdAt,
    UPDATED_AT: (repo) => repo.updatedAt,
    PUSHED_AT: (repo) => repo.pushedAt,
    STARGAZERS: (repo) => repo.stargazersCount,
  };
  return sortByKey(repos, keys[order.field] ?? ((repo) => repo.createdAt), order.direction);
}
