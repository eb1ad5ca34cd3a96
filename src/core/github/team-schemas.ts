// Boundary schemas of teams and the repositories they hold.
import * as z from 'zod/mini';
import { describedBy, simpleUser, type Schemas } from './schema.js';

const parentTeam = describedBy<NonNullable<Schemas['nullable-team-simple']>>()({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
});

export const teamSchema = describedBy<Schemas['team']>()({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  privacy: z.optional(z.string()),
  permission: z.string(),
  html_url: z.string(),
  parent: z.nullable(parentTeam),
});

type TeamFull = Schemas['team-full'];
export const teamFullSchema = describedBy<TeamFull>()({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  privacy: z.optional(z.enum(['closed', 'secret'])),
  permission: z.string(),
  html_url: z.string(),
  parent: z.optional(z.nullable(parentTeam)),
  members_count: z.number(),
  repos_count: z.number(),
  organization: describedBy<TeamFull['organization']>()({ login: z.string(), id: z.number() }),
});

type TeamRepository = Schemas['team-repository'];
const repositoryPermissions = describedBy<NonNullable<TeamRepository['permissions']>>()({
  admin: z.boolean(),
  pull: z.boolean(),
  push: z.boolean(),
  triage: z.optional(z.boolean()),
  maintain: z.optional(z.boolean()),
});

export const teamRepositorySchema = describedBy<TeamRepository>()({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  owner: z.nullable(simpleUser),
  permissions: z.optional(repositoryPermissions),
});

export const minimalRepositorySchema = describedBy<Schemas['minimal-repository']>()({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  owner: simpleUser,
});
