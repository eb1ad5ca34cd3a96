// createArticleClient: one HttpClient for one host of the article service (https://qiita.com, a team host
// https://<team>.qiita.com, or an emulator base), with every endpoint function bound to it.
//
//   const qiita = createArticleClient({ baseUrl: 'https://qiita.com', token });
//   const me = await qiita.getAuthenticatedUser();
//   const page = await qiita.listItems({ query: 'tag:Ruby', perPage: 100 });   // { items, total, next, last }
//   const more = await qiita.listItems({ next: page.next });
//   for await (const item of qiita.walk((next) => qiita.listUserStocks('me', { next, perPage: 100 }), { limit: 300 }))
//   …
import {
  HttpClient,
  walkPages,
  type HttpClientOptions,
  type Page,
  type PageIterator,
  type PaginateOptions,
  type RateLimitSnapshot,
  type WritePermit,
} from '../http/index.js';
import * as auth from './auth.js';
import * as comments from './comments.js';
import * as groups from './groups.js';
import * as items from './items.js';
import * as meta from './meta.js';
import * as preview from './preview.js';
import * as reactions from './reactions.js';
import * as tags from './tags.js';
import * as teams from './teams.js';
import * as templates from './templates.js';
import * as users from './users.js';

export const articleService = { name: 'articles', accept: 'application/json' } as const;

export interface ArticleClientOptions extends Omit<HttpClientOptions, 'service' | 'baseUrl'> {
  /** `https://qiita.com`, `https://<team>.qiita.com`, or an emulator base such as `http://127.0.0.1:4000/qiita`. */
  baseUrl: string;
}

const endpoints = {
  buildAuthorizeUrl: auth.buildAuthorizeUrl,
  buildTeamAuthorizeUrl: auth.buildTeamAuthorizeUrl,
  createAccessToken: auth.createAccessToken,
  deleteAccessToken: auth.deleteAccessToken,
  createTeamAccessToken: auth.createTeamAccessToken,
  deleteTeamAccessToken: auth.deleteTeamAccessToken,

  getAuthenticatedUser: users.getAuthenticatedUser,
  listUsers: users.listUsers,
  getUser: users.getUser,
  listUserFollowees: users.listUserFollowees,
  listUserFollowers: users.listUserFollowers,
  followUser: users.followUser,
  unfollowUser: users.unfollowUser,
  isFollowingUser: users.isFollowingUser,
  listItemStockers: users.listItemStockers,
  listUserItems: users.listUserItems,
  listUserStocks: users.listUserStocks,
  listUserFollowingTags: users.listUserFollowingTags,

  listItems: items.listItems,
  getItem: items.getItem,
  createItem: items.createItem,
  updateItem: items.updateItem,
  deleteItem: items.deleteItem,
  listAuthenticatedUserItems: items.listAuthenticatedUserItems,
  importItem: items.importItem,
  likeItem: items.likeItem,
  unlikeItem: items.unlikeItem,
  isItemLiked: items.isItemLiked,
  listItemLikes: items.listItemLikes,
  stockItem: items.stockItem,
  unstockItem: items.unstockItem,
  isItemStocked: items.isItemStocked,
  createTagging: items.createTagging,
  deleteTagging: items.deleteTagging,

  getComment: comments.getComment,
  updateComment: comments.updateComment,
  deleteComment: comments.deleteComment,
  listItemComments: comments.listItemComments,
  createItemComment: comments.createItemComment,
  importItemComment: comments.importItemComment,

  createItemReaction: reactions.createItemReaction,
  deleteItemReaction: reactions.deleteItemReaction,
  listItemReactions: reactions.listItemReactions,
  createCommentReaction: reactions.createCommentReaction,
  deleteCommentReaction: reactions.deleteCommentReaction,
  listCommentReactions: reactions.listCommentReactions,
  listItemActions: reactions.listItemActions,

  listTags: tags.listTags,
  getTag: tags.getTag,
  listTagItems: tags.listTagItems,
  followTag: tags.followTag,
  unfollowTag: tags.unfollowTag,
  isFollowingTag: tags.isFollowingTag,

  listTeams: teams.listTeams,
  listTeamMemberships: teams.listTeamMemberships,
  removeTeamMember: teams.removeTeamMember,
  listTeamInvitations: teams.listTeamInvitations,
  createTeamInvitation: teams.createTeamInvitation,
  deleteTeamInvitation: teams.deleteTeamInvitation,

  listTemplates: templates.listTemplates,
  getTemplate: templates.getTemplate,
  createTemplate: templates.createTemplate,
  updateTemplate: templates.updateTemplate,
  deleteTemplate: templates.deleteTemplate,
  createExpandedTemplate: templates.createExpandedTemplate,

  listGroups: groups.listGroups,
  getGroup: groups.getGroup,
  createGroup: groups.createGroup,
  updateGroup: groups.updateGroup,
  deleteGroup: groups.deleteGroup,
  listGroupMembers: groups.listGroupMembers,
  getGroupMember: groups.getGroupMember,
  addGroupMembers: groups.addGroupMembers,
  removeGroupMembers: groups.removeGroupMembers,

  getSchema: meta.getSchema,

  previewArticleBody: preview.previewArticleBody,
};

type Endpoints = typeof endpoints;
// Each endpoint takes the HttpClient first; the article client hands it in.
type Bound<Endpoint> = Endpoint extends (http: HttpClient, ...args: infer Args) => infer Result
  ? (...args: Args) => Result
  : never;
export type ArticleEndpoints = { [Name in keyof Endpoints]: Bound<Endpoints[Name]> };

export interface ArticleClient extends ArticleEndpoints {
  readonly http: HttpClient;
  readonly baseUrl: string;
  /** This host's rate-limit state (`Rate-Limit`, `Rate-Remaining`, `Rate-Reset`). */
  rateLimit(): RateLimitSnapshot | undefined;
  setToken(token: string | undefined): void;
  /** Walks a list across pages: `walk((next) => client.listItems({ next, perPage: 100 }), { limit })`. */
  walk<Item>(list: (next: string | undefined) => Promise<Page<Item>>, options?: PaginateOptions): PageIterator<Item>;
  /** This client, its writes allowed under the tests' write guard (the UI's write road hands these out). */
  withWritePermit(permit: WritePermit): ArticleClient;
}

/** Every endpoint name the client offers, e.g. for the coverage report. */
export const articleEndpointNames = Object.keys(endpoints) as Array<keyof Endpoints>;

export function createArticleClient(options: ArticleClientOptions): ArticleClient {
  return articleClientOver(new HttpClient({ ...options, service: articleService }));
}

/** The endpoints bound to one HttpClient: the client's own, or a view of it carrying the write road's permit. */
function articleClientOver(http: HttpClient): ArticleClient {
  const bound = {} as Record<string, unknown>;
  for (const [name, endpoint] of Object.entries(endpoints)) {
    bound[name] = (...args: unknown[]) =>
      (endpoint as (http: HttpClient, ...rest: unknown[]) => unknown)(http, ...args);
  }
  return {
    ...(bound as ArticleEndpoints),
    http,
    baseUrl: http.baseUrl.toString().replace(/\/$/, ''),
    rateLimit: () => http.rateLimit(),
    setToken: (token) => http.setToken(token),
    walk: (list, walkOptions) => walkPages(list, walkOptions),
    withWritePermit: (permit) => articleClientOver(http.withWritePermit(permit)),
  };
}
