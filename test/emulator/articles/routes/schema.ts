// GET /api/v2/schema?locale=en|ja: the machine-readable schema, served from test/emulator/reference/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badRequest } from '../errors.js';
import { ok, type RouteTable } from '../routing.js';

export const referenceDirectory = join(__dirname, '..', '..', 'reference');
const cache = new Map<string, unknown>();

export function hyperSchema(locale: 'en' | 'ja'): unknown {
  let schema = cache.get(locale);
  if (schema === undefined) {
    schema = JSON.parse(readFileSync(join(referenceDirectory, `article-api-v2-schema.${locale}.json`), 'utf8'));
    cache.set(locale, schema);
  }
  return schema;
}

export function registerSchemaRoutes(routes: RouteTable): void {
  routes.add(
    'GET',
    '/api/v2/schema',
    'both',
    (context) => {
      const locale = context.request.query.get('locale') ?? 'en';
      if (locale !== 'en' && locale !== 'ja') throw badRequest('locale must be "en" or "ja"');
      return ok(hyperSchema(locale));
    },
    'none',
  );
}
