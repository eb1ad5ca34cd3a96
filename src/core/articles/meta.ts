// The machine-readable description of the API itself.
import type { HttpClient } from '../http/index.js';
import { call, type CallOptions } from './request.js';
import { apiSchemaSchema, type ApiSchema } from './schemas.js';

/** `GET /api/v2/schema?locale=en|ja`: the JSON hyper-schema of API v2 */
export function getSchema(http: HttpClient, locale: 'en' | 'ja' = 'en', options?: CallOptions): Promise<ApiSchema> {
  return http.json(apiSchemaSchema, { path: '/api/v2/schema', query: { locale }, ...call(options) });
}
