// Validation of response bodies against the article API hyper-schema (JSON Schema draft-04) from
// test/emulator/reference, with the exceptions of schema-exceptions.ts, plus schemas for the endpoints that
// Qiita API v2 documentation (https://qiita.com/api/v2/docs) lists but the hyper-schema does not describe
// (supplement-schemas.ts).
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { hyperSchema } from './routes/schema.js';
import { fieldExceptions } from './schema-exceptions.js';

type JsonObject = Record<string, unknown>;

export interface SchemaLink {
  method: string;
  /** The href with a leading slash (a few links in the schema lack it). */
  href: string;
  rel: string;
  title: string;
  resource: string;
  /** true when the link declares `mediaType: "null"` (no response body). */
  noBody: boolean;
}

function resources(): Record<string, JsonObject> {
  return (hyperSchema('en') as { properties: Record<string, JsonObject> }).properties;
}

export function schemaLinks(): SchemaLink[] {
  const seen = new Set<string>();
  const links: SchemaLink[] = [];
  for (const [resource, definition] of Object.entries(resources())) {
    for (const link of (definition.links ?? []) as JsonObject[]) {
      const href = String(link.href).startsWith('/') ? String(link.href) : `/${String(link.href)}`;
      const key = `${String(link.method)} ${href}`;
      if (seen.has(key)) continue; // the schema lists PUT /items/:item_id/stock twice
      seen.add(key);
      links.push({
        method: String(link.method),
        href,
        rel: String(link.rel),
        title: String(link.title),
        resource,
        noBody: link.mediaType === 'null',
      });
    }
  }
  return links;
}

export const linkKey = (method: string, href: string): string => `${method} ${href}`;

/** A resource's schema without its links, with the recorded exceptions applied. */
export function resourceSchema(resource: string, { withExceptions = true } = {}): JsonObject {
  const definition = resources()[resource];
  if (!definition) throw new Error(`no resource ${resource} in the hyper-schema`);
  const schema = structuredClone(definition);
  delete schema.links;
  for (const exception of fieldExceptions.filter((entry) => withExceptions && entry.resource === resource)) {
    let node = schema;
    for (const name of exception.path) node = (node.properties as Record<string, JsonObject>)[name]!;
    node.type = exception.type;
  }
  return schema;
}

export class SchemaChecker {
  private readonly ajv = new Ajv04({ strict: false, allErrors: true });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor() {
    addFormats(this.ajv);
  }

  /** Validates `body` against a resource (or an array of it); returns the error text, or undefined when valid. */
  check(resource: string, body: unknown, { list = false } = {}): string | undefined {
    return this.checkWith(
      `${resource}${list ? '[]' : ''}`,
      () =>
        list ? { type: 'array', items: resourceSchema(resource) } : { type: 'object', ...resourceSchema(resource) },
      body,
    );
  }

  /** Validates against a schema given directly (supplement schemas), cached under `name`. */
  checkWith(name: string, schema: () => JsonObject, body: unknown): string | undefined {
    let validate = this.cache.get(name);
    if (!validate) {
      validate = this.ajv.compile(schema());
      this.cache.set(name, validate);
    }
    return validate(body) ? undefined : this.ajv.errorsText(validate.errors, { dataVar: name });
  }
}
