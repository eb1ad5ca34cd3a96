// Boundary schemas of teams and the repositories they hold.
import { z } from 'zod';
import { describedBy, simpleUser, type Schemas } from './schema.js';

const parentTeam = describedBy<NonNullable<Schemas['nullable-team-simple']>>()({ id: z.number(), name: z.string(), slug: z.string() });

export const teamSchema = describedBy<Schemas['team']>()({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  privacy: z.string().optional(),
  permission: z.string(),
  html_url: z.string(),
  parent: parentTeam.nullable(),
});

type TeamFull = Schemas['team-full'];
export const teamFullSchema = describedBy<TeamFull>()({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  privacy: z.enum(['closed', 'secret']).optional(),
  permission: z.string(),
  html_url: z.string(),
  parent: parentTeam.nullable().optional(),
  members_count: z.number(),
  repos_count: z.number(),
  organization: describedBy<TeamFull['organization']>()({ login: z.string(), id: z.number() }),
});

type TeamRepository = Schemas['team-repository'];
const repositoryPermissions = describedBy<NonNullable<TeamRepository['permissions']>>()({
  admin: z.boolean(),
  pull: z.boolean(),
  push: z.boolean(),
  triage: z.boolean().optional(),
  maintain: z.boolean().optional(),
});

export const teamRepositorySchema = describedBy<TeamRepository>()({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  owner: simpleUser.nullable(),
  permissions: repositoryPermissions.optional(),
});

export const minimalRepositorySchema = describedBy<Schemas['minimal-repository']>()({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  owner: simpleUser,
});
