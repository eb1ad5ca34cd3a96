// PLACEHOLDER: replaced by the article-service emulation (issue 3).
import { sendJson } from '../http.js';
import type { Service } from '../service.js';

export interface ArticleServices {
  public: Service;
  teams: Record<string, Service>;
  tokens: { articles: string; team: string };
  oauth: { client_id: string; client_secret: string };
}

const notYet: Service = { handle: (_request, response) => sendJson(response, 404, { message: 'Not yet emulated', type: 'not_found' }) };

export function createArticleServices(_options: { seed: number; baseUrl: (prefix: string) => string }): ArticleServices {
  return { public: notYet, teams: { alpha: notYet }, tokens: { articles: '0'.repeat(40), team: '1'.repeat(40) }, oauth: { client_id: '2'.repeat(40), client_secret: '3'.repeat(40) } };
}
