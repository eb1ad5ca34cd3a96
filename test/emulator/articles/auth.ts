// Access tokens, OAuth authorization codes and scope rules.
// Scopes on the wire: read_qiita / write_qiita (public edition), read_qiita_team / write_qiita_team (team edition).
import { forbidden, unauthorized } from './errors.js';
import { hexId } from './random.js';
import type { Site } from './store.js';
import { tokenOwnerId } from './people.js';

export const publicScopes = ['read_qiita', 'write_qiita'] as const;
export const teamScopes = ['read_qiita_team', 'write_qiita_team'] as const;
export type Scope = (typeof publicScopes)[number] | (typeof teamScopes)[number];

export interface TokenRecord {
  token: string;
  userId: string;
  scopes: Scope[];
  clientId: string;
  /** A team access token works on its own team only; other tokens work wherever their scopes allow. */
  team: string | null;
  active: boolean;
}

export interface CodeRecord {
  code: string;
  clientId: string;
  scopes: Scope[];
  userId: string;
  /** `null` for the public authorization page, the team id for a team's authorization page. */
  team: string | null;
  expiresAt: number;
}

/** The seeded tokens of a world, derived from the seed so they are stable across runs. */
export interface SeededTokens {
  /** read_qiita + write_qiita, owner `devdesk_user`. */
  articles: string;
  /** read_qiita_team + write_qiita_team, owner `devdesk_user` (admin of alpha, member of beta); valid on every team. */
  team: string;
  /** read_qiita + read_qiita_team, owner `devdesk_user`: every write answers 403. */
  readOnly: string;
  /** All four scopes, owner `yamada_taro` (owner of alpha): for "not your resource" checks. */
  otherUser: string;
}

export function seededTokens(seed: number): SeededTokens {
  return {
    articles: hexId(40, 'emulator-token', seed, 'articles'),
    team: hexId(40, 'emulator-token', seed, 'team'),
    readOnly: hexId(40, 'emulator-token', seed, 'read-only'),
    otherUser: hexId(40, 'emulator-token', seed, 'other-user'),
  };
}

export function seededClient(seed: number): { client_id: string; client_secret: string } {
  return {
    client_id: hexId(40, 'emulator-client', seed, 'id'),
    client_secret: hexId(40, 'emulator-client', seed, 'secret'),
  };
}

const codeLifetimeMs = 10 * 60 * 1000;

export class Credentials {
  readonly tokens = new Map<string, TokenRecord>();
  /** Every token made at run time (exchanges and the control route), oldest first. */
  readonly issuedTokens: TokenRecord[] = [];
  private readonly codes = new Map<string, CodeRecord>();
  private issued = 0;
  readonly client: { client_id: string; client_secret: string };

  constructor(
    private readonly seed: number,
    private readonly now: () => Date,
  ) {
    this.client = seededClient(seed);
    const seeded = seededTokens(seed);
    const add = (token: string, userId: string, scopes: Scope[]): void => {
      this.tokens.set(token, { token, userId, scopes, clientId: this.client.client_id, team: null, active: true });
    };
    add(seeded.articles, tokenOwnerId, ['read_qiita', 'write_qiita']);
    add(seeded.team, tokenOwnerId, ['read_qiita_team', 'write_qiita_team']);
    add(seeded.readOnly, tokenOwnerId, ['read_qiita', 'read_qiita_team']);
    add(seeded.otherUser, 'yamada_taro', ['read_qiita', 'write_qiita', 'read_qiita_team', 'write_qiita_team']);
  }

  /** Reads `Authorization: Bearer <token>`; undefined without the header, 401 for a bad or inactive token. */
  authenticate(header: string | undefined, site: Site): TokenRecord | undefined {
    if (header === undefined) return undefined;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const record = match ? this.tokens.get(match[1]!) : undefined;
    if (!record || !record.active) throw unauthorized();
    const siteTeam = site.team?.id ?? null;
    // A team access token belongs to one team: anywhere else it is unknown.
    if (record.team !== null && record.team !== siteTeam) throw unauthorized();
    return record;
  }

  issueCode(clientId: string, scopes: Scope[], userId: string, team: string | null): CodeRecord {
    const code = hexId(40, 'emulator-code', this.seed, this.issued++, this.now().getTime());
    const record = { code, clientId, scopes, userId, team, expiresAt: this.now().getTime() + codeLifetimeMs };
    this.codes.set(code, record);
    return record;
  }

  /** Trades a code for a new token (codes are single use). Throws 401 when client, secret or code do not fit. */
  exchange(clientId: string, clientSecret: string, code: string, team: string | null): TokenRecord {
    const record = this.codes.get(code);
    if (clientId !== this.client.client_id || clientSecret !== this.client.client_secret)
      throw unauthorized('Invalid client_id or client_secret');
    if (!record || record.clientId !== clientId || record.team !== team || record.expiresAt < this.now().getTime()) {
      throw unauthorized('Invalid or expired code');
    }
    this.codes.delete(code);
    return this.issue(record.userId, record.scopes, team);
  }

  /** A new active token, as an exchange makes it (the sandbox's control route mints one per sign-in). */
  issue(userId: string, scopes: Scope[], team: string | null): TokenRecord {
    const token = hexId(40, 'emulator-token', this.seed, 'issued', this.issued++, this.now().getTime());
    const created: TokenRecord = { token, userId, scopes, clientId: this.client.client_id, team, active: true };
    this.tokens.set(token, created);
    this.issuedTokens.push(created);
    return created;
  }
}

/** Throws 403 unless the token carries a scope for this kind of request on this edition. */
export function requireScope(token: TokenRecord, site: Site, write: boolean): void {
  const [read, writeScope] = site.kind === 'team' ? teamScopes : publicScopes;
  const accepted: Scope[] = write ? [writeScope] : [read, writeScope];
  if (!token.scopes.some((scope) => accepted.includes(scope))) {
    throw forbidden(`The access token does not have the required scope (${accepted.join(' or ')})`);
  }
}
