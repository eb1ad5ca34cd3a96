// Seed generation: a deterministic world (users, follows, public items with comments, stocks, likes and tag
// follows; teams with members, groups, templates, items and emoji reactions) from one integer seed.
// Kept cheap (no rendering here; rendered_body is produced on demand) so a world builds in a few milliseconds.
import {
  englishComments,
  englishSentences,
  englishTitles,
  extraTags,
  japaneseComments,
  japaneseSentences,
  japaneseTitles,
  operatingSystems,
  topics,
  type Topic,
} from './corpus.js';
import { emojiNames } from './emoji.js';
import { people, teamPlans, tokenOwnerId, type TeamPlan } from './people.js';
import { hexId, Random } from './random.js';
import {
  Site,
  World,
  type ItemRecord,
  type Tagging,
  type TeamMember,
  type TeamRecord,
  type UserRecord,
} from './store.js';

export const publicItemCount = 320;
const day = 24 * 60 * 60 * 1000;
/** Seeded content lies between these instants, so it never depends on the clock. */
const timelineStart = Date.parse('2023-01-05T09:00:00+09:00');
const timelineEnd = Date.parse('2025-10-31T18:00:00+09:00');

export interface WorldOptions {
  seed: number;
  /** Absolute URL of a mount prefix such as `/qiita` or `/teams/alpha`. */
  baseUrl: (prefix: string) => string;
}

export const publicPrefix = '/qiita';
export const teamPrefix = (team: string): string => `/teams/${team}`;

export function generateWorld(options: WorldOptions): World {
  const random = new Random(options.seed);
  const world = new World(new Site('public', options.baseUrl(publicPrefix)));
  addUsers(world, random);
  addUserFollows(world, random);
  addPublicContent(world, random, options.seed);
  for (const plan of teamPlans) addTeam(world, random, options, plan);
  return world;
}

function addUsers(world: World, random: Random): void {
  people.forEach((person, index) => {
    const user: UserRecord = {
      id: person.id,
      permanentId: world.nextPermanentId++,
      name: person.name,
      description: person.description ?? null,
      facebookId: null,
      githubLoginName: person.github ?? null,
      linkedinId: random.chance(0.2) ? `${person.id.replace(/_/g, '-')}` : null,
      location: person.location ?? null,
      organization: person.organization ?? null,
      twitterScreenName: person.twitter ?? null,
      websiteUrl: random.chance(0.3) ? `https://${person.id.replace(/_/g, '-')}.example.com` : null,
      teamOnly: person.teamOnly ?? false,
      // Older accounts first: `GET /users` lists newest first.
      createdAt: Date.parse('2019-04-01T10:00:00+09:00') + index * 37 * day,
      email: `${person.id}@example.com`,
    };
    world.users.set(user.id, user);
  });
}

function publicUsers(world: World): UserRecord[] {
  return [...world.users.values()].filter((user) => !user.teamOnly);
}

function addUserFollows(world: World, random: Random): void {
  const users = publicUsers(world);
  for (const user of users) {
    const count = user.id === tokenOwnerId ? 8 : random.int(1, 7);
    const others = users.filter((other) => other.id !== user.id);
    for (const followee of random.sample(others, count))
      world.follow(user.id, followee.id, timelineStart + random.int(0, 600) * day);
  }
}

/** A Markdown body in the article's language, with a fenced code block and sometimes a table. */
function composeBody(random: Random, topic: Topic, concept: string, japanese: boolean): string {
  const sentences = japanese ? japaneseSentences : englishSentences;
  const say = (): string => random.pick(sentences);
  const heading = japanese
    ? { intro: 'はじめに', env: '環境', example: `${concept}の例`, notes: '補足', summary: 'まとめ', refs: '参考' }
    : {
        intro: 'Introduction',
        env: 'Environment',
        example: `An example of ${concept}`,
        notes: 'Notes',
        summary: 'Summary',
        refs: 'References',
      };
  const version = topic.versions.length > 0 ? ` ${random.pick(topic.versions)}` : '';
  const fence = topic.filename ? `${topic.language}:${topic.filename}` : topic.language;
  const parts = [
    `## ${heading.intro}`,
    `${say()}\n${say()}`,
    `## ${heading.env}`,
    `- ${topic.tag}${version}\n- OS: ${random.pick(operatingSystems)}`,
    `## ${heading.example}`,
    say(),
    `\`\`\`${fence}\n${topic.code}\n\`\`\``,
    `${say()} \`${topic.tag.toLowerCase()}\` ${japanese ? 'を使っています。' : 'is all you need here.'}`,
  ];
  if (random.chance(0.35)) {
    parts.push(
      `## ${heading.notes}`,
      japanese
        ? '| 項目 | 内容 |\n|---|---|\n| 対象 | ' + concept + ' |\n| 難易度 | ★★☆ |'
        : `| Item | Value |\n|---|---|\n| Topic | ${concept} |\n| Level | intermediate |`,
    );
  }
  if (random.chance(0.3)) parts.push(`> **${japanese ? '注意' : 'Note'}:** ${say()}`);
  parts.push(
    `## ${heading.summary}`,
    say(),
    `## ${heading.refs}`,
    `- [${topic.tag} documentation](https://docs.example.com/${encodeURIComponent(topic.tag)})`,
  );
  return parts.join('\n\n') + '\n';
}

interface Draft {
  title: string;
  body: string;
  tags: Tagging[];
}

function draftArticle(random: Random, japanese: boolean): Draft {
  const topic = random.pick(topics);
  const [english, japaneseConcept] = random.pick(topic.concepts);
  const concept = japanese ? japaneseConcept : english;
  const title = random.pick(japanese ? japaneseTitles : englishTitles)(topic.tag, concept);
  const tags: Tagging[] = [
    { name: topic.tag, versions: topic.versions.length > 0 && random.chance(0.5) ? [random.pick(topic.versions)] : [] },
  ];
  for (const extra of random.sample(extraTags, random.int(0, 3))) tags.push({ name: extra, versions: [] });
  if (random.chance(0.25)) {
    const other = random.pick(topics);
    if (!tags.some((tag) => tag.name === other.tag)) tags.push({ name: other.tag, versions: [] });
  }
  return { title, body: composeBody(random, topic, concept, japanese), tags: tags.slice(0, 5) };
}

function newItem(id: string, userId: string, draft: Draft, createdAt: number, random: Random): ItemRecord {
  return {
    id,
    userId,
    ...draft,
    createdAt,
    updatedAt: random.chance(0.4) ? createdAt + random.int(1, 40) * day : createdAt,
    private: false,
    coediting: false,
    groupUrlName: null,
    slide: random.chance(0.03),
    pageViews: random.int(10, 20000),
    organizationUrlName: null,
  };
}

function addComments(
  site: Site,
  random: Random,
  item: ItemRecord,
  authors: readonly UserRecord[],
  seed: number,
  japanese: boolean,
): void {
  const count = random.int(0, 4);
  for (let index = 0; index < count; index += 1) {
    const createdAt = item.createdAt + random.int(1, 60) * 3_600_000 * (index + 1);
    site.addComment({
      id: hexId(20, seed, site.baseUrl, 'comment', item.id, index),
      itemId: item.id,
      userId: random.pick(authors).id,
      body: random.pick(japanese ? japaneseComments : englishComments),
      createdAt,
      updatedAt: createdAt,
    });
  }
}

function addPublicContent(world: World, random: Random, seed: number): void {
  const site = world.publicSite;
  const users = publicUsers(world);
  const span = (timelineEnd - timelineStart) / publicItemCount;
  for (let index = 0; index < publicItemCount; index += 1) {
    // Every twentieth item belongs to the token owner, so "my items" has a couple of pages.
    const author = index % 20 === 7 ? world.users.get(tokenOwnerId)! : random.pick(users);
    const japanese = random.chance(0.6);
    const createdAt = Math.round(timelineStart + index * span + random.int(0, Math.floor(span / 2)));
    const item = newItem(
      hexId(20, seed, 'public-item', index),
      author.id,
      draftArticle(random, japanese),
      createdAt,
      random,
    );
    item.private = index % 45 === 7 || random.chance(0.02);
    if (author.organization && random.chance(0.5))
      item.organizationUrlName = author.organization
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '');
    site.addItem(item);
    addComments(site, random, item, users, seed, japanese);
    for (const user of random.sample(users, random.int(0, 8)))
      site.stockersOf(item.id).set(user.id, createdAt + random.int(1, 90) * day);
    for (const user of random.sample(users, random.int(0, 14)))
      if (user.id !== author.id) site.likersOf(item.id).set(user.id, createdAt + random.int(1, 90) * day);
  }
  addOwnerStocks(site, random);
  addTagFollows(site, random, users);
  for (const topic of topics) {
    const tag = site.findTag(topic.tag);
    if (tag) tag.iconUrl = `${site.baseUrl}/assets/tags/${encodeURIComponent(topic.tag)}.svg`;
  }
}

function addOwnerStocks(site: Site, random: Random): void {
  const others = [...site.items.values()].filter((item) => item.userId !== tokenOwnerId && !item.private);
  for (const item of random.sample(others, 34))
    site.stockersOf(item.id).set(tokenOwnerId, item.createdAt + random.int(1, 30) * day);
}

function addTagFollows(site: Site, random: Random, users: readonly UserRecord[]): void {
  const tagNames = [...site.tags.values()].map((tag) => tag.id);
  const ownerTags = ['TypeScript', 'VSCode', 'Rust', 'GraphQL', 'Docker', '初心者'];
  ownerTags.forEach((name, index) =>
    site.followersOfTag(name).set(tokenOwnerId, timelineStart + (index + 1) * 30 * day),
  );
  for (const user of users) {
    if (user.id === tokenOwnerId) continue;
    for (const name of random.sample(tagNames, random.int(1, 6)))
      site.followersOfTag(name).set(user.id, timelineStart + random.int(0, 900) * day);
  }
}

function addTeam(world: World, random: Random, options: WorldOptions, plan: TeamPlan): void {
  const record: TeamRecord = {
    id: plan.id,
    name: plan.name,
    active: true,
    createdAt: Date.parse('2021-04-01T09:00:00+09:00') + world.teams.size * 90 * day,
    members: new Map(),
  };
  for (const [userId, role] of plan.members) {
    const user = world.users.get(userId)!;
    const member: TeamMember = {
      userId,
      role,
      name: user.name,
      description: user.description ?? '',
      email: `${userId}@${plan.id}.example.com`,
      lastAccessedAt: timelineEnd - random.int(0, 30) * day,
    };
    record.members.set(userId, member);
  }
  const site = new Site('team', options.baseUrl(teamPrefix(plan.id)), record);
  world.teams.set(plan.id, { record, site });
  addGroups(site, plan);
  addTemplates(site, plan);
  addTeamItems(world, site, random, options.seed, plan);
}

function addGroups(site: Site, plan: TeamPlan): void {
  plan.groups.forEach((group, index) => {
    const createdAt = site.team!.createdAt + (index + 1) * day;
    site.groups.set(group.urlName, {
      id: site.nextGroupId++,
      urlName: group.urlName,
      name: group.name,
      description: group.description,
      private: group.private,
      createdAt,
      updatedAt: createdAt,
      members: new Map(group.members.map((userId) => [userId, createdAt])),
    });
  });
}

function addTemplates(site: Site, plan: TeamPlan): void {
  for (const template of plan.templates) {
    const id = site.nextTemplateId++;
    site.templates.set(id, {
      id,
      name: template.name,
      title: template.title,
      body: template.body,
      coedit: template.coedit,
      groupUrlName: template.group,
      tags: template.tags.map(([name, versions]) => ({ name, versions })),
    });
  }
}

function addTeamItems(world: World, site: Site, random: Random, seed: number, plan: TeamPlan): void {
  const members = [...site.team!.members.keys()].map((id) => world.users.get(id)!);
  const groups = [...site.groups.values()];
  const span = (timelineEnd - Date.parse('2024-01-01T09:00:00+09:00')) / plan.itemCount;
  for (let index = 0; index < plan.itemCount; index += 1) {
    const author = index % 10 === 3 ? world.users.get(tokenOwnerId)! : random.pick(members);
    const japanese = random.chance(0.7);
    const createdAt = Math.round(
      Date.parse('2024-01-01T09:00:00+09:00') + index * span + random.int(0, Math.floor(span / 2)),
    );
    const item = newItem(
      hexId(20, seed, plan.id, 'item', index),
      author.id,
      draftArticle(random, japanese),
      createdAt,
      random,
    );
    item.coediting = random.chance(0.2);
    if (random.chance(0.4)) item.groupUrlName = random.pick(groups).urlName;
    site.addItem(item);
    addComments(site, random, item, members, seed, japanese);
    for (const user of random.sample(members, random.int(0, 4)))
      site.stockersOf(item.id).set(user.id, createdAt + random.int(1, 20) * day);
    addReactions(site.reactionsOfItem(item.id), random, members, createdAt);
    for (const comment of site.commentsOf(item.id))
      addReactions(site.reactionsOfComment(comment.id), random, members, comment.createdAt);
  }
}

function addReactions(
  list: Array<{ name: string; userId: string; createdAt: number }>,
  random: Random,
  members: readonly UserRecord[],
  after: number,
): void {
  const count = random.int(0, 4);
  for (let index = 0; index < count; index += 1) {
    const name = random.pick(emojiNames);
    const userId = random.pick(members).id;
    if (list.some((reaction) => reaction.name === name && reaction.userId === userId)) continue;
    list.push({ name, userId, createdAt: after + random.int(1, 72) * 3_600_000 });
  }
}
