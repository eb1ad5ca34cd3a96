// What a browser opens outside the API: the item page behind each item's `url`, avatars, emoji and tag icons
// (generated SVG, so nothing points off the machine), and a small index page.
import type { ServerResponse } from 'node:http';
import { sendJson, sendText, type ServiceRequest } from '../http.js';
import { emojiCharacter } from './emoji.js';
import { escapeHtml } from './html.js';
import { renderMarkdown } from './render.js';
import type { Site, World } from './store.js';
import { isoJst } from './time.js';

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

function badge(label: string, seedText: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue(seedText)},55%,55%)"/><text x="48" y="60" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${escapeHtml(label)}</text></svg>`;
}

function svg(response: ServerResponse, body: string): void {
  sendText(response, 200, body, 'image/svg+xml', { 'Cache-Control': 'max-age=86400' });
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${content}</body></html>`;
}

export function serveWebPage(world: World, site: Site, request: ServiceRequest, response: ServerResponse): void {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendJson(response, 404, { message: 'Not found', type: 'not_found' });
  const path = request.path;
  let match = /^\/assets\/avatars\/([^/]+)\.svg$/.exec(path);
  if (match) return svg(response, badge(decodeURIComponent(match[1]!).slice(0, 1).toUpperCase(), match[1]!));
  match = /^\/assets\/tags\/([^/]+)\.svg$/.exec(path);
  if (match) return svg(response, badge(decodeURIComponent(match[1]!).slice(0, 1), match[1]!));
  match = /^\/assets\/emoji\/([^/]+)\.svg$/.exec(path);
  const character = match ? emojiCharacter(decodeURIComponent(match[1]!)) : undefined;
  if (character) {
    return svg(
      response,
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text x="32" y="48" font-size="44" text-anchor="middle">${character}</text></svg>`,
    );
  }
  match = /^\/([^/]+)\/items\/([0-9a-f]{20})$/.exec(path);
  const item = match ? site.items.get(match[2]!) : undefined;
  if (item && item.userId === decodeURIComponent(match![1]!)) {
    const author = world.users.get(item.userId)!;
    const content = `<article><h1>${escapeHtml(item.title)}</h1><p>${escapeHtml(author.name)} (@${escapeHtml(author.id)}) · ${isoJst(item.createdAt)}</p>${renderMarkdown(item.body)}</article>`;
    return sendText(response, 200, page(item.title, content), 'text/html; charset=utf-8');
  }
  if (path === '/') {
    const where = site.team ? `team ${escapeHtml(site.team.name)}` : 'public edition';
    return sendText(
      response,
      200,
      page(
        'Article service emulator',
        `<h1>Article service emulator (${where})</h1><p>API: <code>${escapeHtml(site.baseUrl)}/api/v2/</code></p>`,
      ),
      'text/html; charset=utf-8',
    );
  }
  sendJson(response, 404, { message: 'Not found', type: 'not_found' });
}
