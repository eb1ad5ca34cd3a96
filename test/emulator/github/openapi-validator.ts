// Validates emulator responses against GitHub's own OpenAPI description (@octokit/openapi, api.github.com.json).
// Test-only helper: loads the 13 MB description once per process, matches method + path to an operation and checks
// the body against that operation's response schema with ajv.
//
// OpenAPI 3.0 -> JSON Schema conversion: `nullable: true` becomes a union with null. GitHub's description uses
// `oneOf` for alternatives that are not mutually exclusive (e.g. private-user is a superset of public-user, event
// payload types overlap), so `oneOf` is read as `anyOf`: a body must still match at least one alternative.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Schema = Record<string, unknown>;

interface Operation {
  operationId: string;
  method: string;
  template: string;
  pattern: RegExp;
  literalSegments: number;
  responses: Record<string, Schema>;
}

export interface ValidationResult {
  operationId: string | undefined;
  /** Empty when the response is valid. */
  errors: string[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export class OpenApiValidator {
  private static instance: OpenApiValidator | undefined;
  private readonly operations: Operation[] = [];
  private readonly ajv: Ajv;
  private readonly document: Schema;
  private readonly compiled = new Map<string, ValidateFunction>();

  static shared(): OpenApiValidator {
    OpenApiValidator.instance ??= new OpenApiValidator();
    return OpenApiValidator.instance;
  }

  private constructor() {
    const require = createRequire(__filename);
    const packageDir = dirname(require.resolve('@octokit/openapi/package.json'));
    this.document = JSON.parse(readFileSync(join(packageDir, 'generated', 'api.github.com.json'), 'utf8')) as Schema;
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    for (const format of ['uri-template', 'int64', 'int32', 'binary']) this.ajv.addFormat(format, true);
    const components = this.document.components as Schema;
    this.ajv.addSchema({ $id: 'gh', components: { schemas: convert(components.schemas) } });
    this.indexOperations();
  }

  /** The operation for a method and a path below the API base (query excluded). */
  operationFor(method: string, path: string): Operation | undefined {
    const normalized = canonicalPath(path);
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    return this.operations.find((operation) => operation.method === verb && operation.pattern.test(normalized));
  }

  /**
   * Validates one response. `body` is the parsed JSON (or the text for non-JSON answers). Statuses the operation
   * does not document are checked against `basic-error` (errors) or reported (successes).
   */
  validate(method: string, path: string, status: number, contentType: string | null, body: unknown): ValidationResult {
    const operation = this.operationFor(method, path);
    if (!operation) return { operationId: undefined, errors: [`no OpenAPI operation for ${method} ${path}`] };
    const response = this.resolveResponse(operation.responses[String(status)]);
    if (!response) {
      if (status >= 400)
        return { operationId: operation.operationId, errors: this.check('gh#/components/schemas/basic-error', body) };
      if (status === 301 || status === 302 || status === 307)
        return { operationId: operation.operationId, errors: this.check('gh#/components/schemas/basic-error', body) };
      return {
        operationId: operation.operationId,
        errors: [`status ${status} is not documented for ${operation.operationId}`],
      };
    }
    const content = response.content as Record<string, { schema?: Schema }> | undefined;
    if (!content) {
      const empty = body === undefined || body === '';
      if (empty) return { operationId: operation.operationId, errors: [] };
      // GitHub sends its JSON error body even where the description documents none (e.g. 404 of a check).
      if (status >= 400)
        return { operationId: operation.operationId, errors: this.check('gh#/components/schemas/basic-error', body) };
      return {
        operationId: operation.operationId,
        errors: [`${operation.operationId} ${status} documents no body, got one`],
      };
    }
    const mediaType =
      Object.keys(content).find((type) => (contentType ?? '').startsWith(type)) ??
      (contentType?.startsWith('application/vnd.github') ? undefined : Object.keys(content)[0]);
    if (!mediaType) {
      // diff/patch answers have no schema in the description: they must at least be text.
      return { operationId: operation.operationId, errors: typeof body === 'string' ? [] : ['expected a text body'] };
    }
    const schema = content[mediaType]!.schema;
    if (!schema) return { operationId: operation.operationId, errors: [] };
    const key = `${operation.operationId} ${status} ${mediaType}`;
    return { operationId: operation.operationId, errors: this.checkWith(key, convert(schema) as Schema, body) };
  }

  /** Validates a body against one named schema of the description (`content-file`), stricter than a `oneOf`. */
  validateSchema(name: string, body: unknown): string[] {
    return this.check(`gh#/components/schemas/${name}`, body);
  }

  /** The keys a named schema of the description requires. */
  requiredKeys(name: string): string[] {
    const schema = ((this.document.components as Schema).schemas as Record<string, Schema>)[name];
    return Array.isArray(schema?.required) ? (schema.required as string[]) : [];
  }

  private check(ref: string, body: unknown): string[] {
    return this.checkWith(ref, { $ref: ref }, body);
  }

  private checkWith(key: string, schema: Schema, body: unknown): string[] {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 8)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  }

  private resolveResponse(response: Schema | undefined): Schema | undefined {
    if (!response) return undefined;
    const ref = response.$ref;
    if (typeof ref !== 'string') return response;
    const name = ref.split('/').pop()!;
    return ((this.document.components as Schema).responses as Record<string, Schema>)[name];
  }

  private indexOperations(): void {
    for (const [template, item] of Object.entries(this.document.paths as Record<string, Record<string, Schema>>)) {
      for (const method of methods) {
        const operation = item[method];
        if (!operation) continue;
        const segments = template.split('/');
        // A parameter marked `x-multi-segment` (the `{path}` of contents) spans slashes.
        const multiSegment = new Set(
          ((operation.parameters ?? []) as Schema[])
            .filter((parameter) => parameter['x-multi-segment'] === true)
            .map((parameter) => `{${String(parameter.name)}}`),
        );
        const source = segments
          .map((segment) =>
            multiSegment.has(segment)
              ? '.+'
              : segment.startsWith('{')
                ? '[^/]+'
                : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/');
        this.operations.push({
          operationId: String(operation.operationId),
          method,
          template,
          pattern: new RegExp(`^${source}$`),
          literalSegments: segments.filter((segment) => segment && !segment.startsWith('{')).length,
          responses: operation.responses as Record<string, Schema>,
        });
      }
    }
    // Prefer the most specific template (`/pulls/comments` over `/pulls/{pull_number}`).
    this.operations.sort((a, b) => b.literalSegments - a.literalSegments);
  }
}

/**
 * `/organizations/{org_id}/team/{team_id}/…` is the documented alternative address of `/orgs/{org}/teams/{team_slug}/…`;
 * `/repositories/{id}/…`, where GitHub redirects a renamed repository and links its pages, answers as
 * `/repos/{owner}/{repo}/…` (the description lists only the `/repos/` form); `/repos/{owner}/{repo}/contents` is
 * get-content of the root directory (the description's `{path}` is required; GitHub answers the root listing there).
 */
function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return trimmed
    .replace(/^\/organizations\/[^/]+\/team\/([^/]+)/, '/orgs/org/teams/$1')
    .replace(/^\/repositories\/\d+(?=\/|$)/, '/repos/owner/repo')
    .replace(/^(\/repos\/[^/]+\/[^/]+\/contents)$/, '$1/.');
}

/** OpenAPI 3.0 schema -> JSON Schema (draft 7 as Ajv reads it): nullable, oneOf, and refs into the `gh` document. */
function convert(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(convert);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Schema;
  const result: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'discriminator' || key === 'example' || key === 'examples') continue;
    if (key === '$ref' && typeof value === 'string') result.$ref = value.startsWith('#/') ? `gh${value}` : value;
    else if (key === 'oneOf') result.anyOf = convert(value);
    else if (key === 'properties' && value && typeof value === 'object')
      result.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, convert(schema)]));
    else result[key] = convert(value);
  }
  if (source.nullable !== true) return result;
  if (typeof result.type === 'string' && !result.$ref && !result.anyOf && !result.allOf) {
    const nullable: Schema = { ...result, type: [result.type, 'null'] };
    if (Array.isArray(result.enum)) nullable.enum = [...result.enum, null];
    return nullable;
  }
  return { anyOf: [result, { type: 'null' }] };
}
