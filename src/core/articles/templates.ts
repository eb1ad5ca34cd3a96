// Team edition: templates (CRUD) and template expansion (`%{Year}`, `%{month}`, `%{day}`).
import type { HttpClient, Page } from '../http/index.js';
import type { TaggingInput } from './items.js';
import { call, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import { expandedTemplateSchema, templateSchema, type ExpandedTemplate, type Template } from './schemas.js';

/** `POST`/`PATCH /api/v2/templates` body (the hyper-schema requires the same four fields on both). */
export interface TemplateInput {
  name: string;
  title: string;
  body: string;
  tags: TaggingInput[];
  coedit?: boolean;
  /** Restrict the template to a group; null makes it public in the team. */
  group_url_name?: string | null;
}

const templatePath = (templateId: number) => `/api/v2/templates/${segment(templateId)}`;

/** `GET /api/v2/templates` */
export function listTemplates(http: HttpClient, options?: ListOptions): Promise<Page<Template>> {
  return getPage(http, templateSchema, '/api/v2/templates', options);
}

/** `GET /api/v2/templates/:template_id` */
export function getTemplate(http: HttpClient, templateId: number, options?: CallOptions): Promise<Template> {
  return http.json(templateSchema, { path: templatePath(templateId), ...call(options) });
}

/** `POST /api/v2/templates` */
export function createTemplate(http: HttpClient, template: TemplateInput, options?: CallOptions): Promise<Template> {
  return http.json(templateSchema, { method: 'POST', path: '/api/v2/templates', json: template, ...call(options) });
}

/** `PATCH /api/v2/templates/:template_id` */
export function updateTemplate(
  http: HttpClient,
  templateId: number,
  template: TemplateInput,
  options?: CallOptions,
): Promise<Template> {
  return http.json(templateSchema, {
    method: 'PATCH',
    path: templatePath(templateId),
    json: template,
    ...call(options),
  });
}

/** `DELETE /api/v2/templates/:template_id` */
export function deleteTemplate(http: HttpClient, templateId: number, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: templatePath(templateId), ...call(options) });
}

/** `POST /api/v2/expanded_templates`: fills the date variables without storing anything */
export function createExpandedTemplate(
  http: HttpClient,
  template: Pick<TemplateInput, 'title' | 'body' | 'tags'>,
  options?: CallOptions,
): Promise<ExpandedTemplate> {
  // Only computes the expansion (https://qiita.com/api/v2/docs#post-apiv2expanded_templates): stores nothing.
  return http.json(expandedTemplateSchema, {
    method: 'POST',
    path: '/api/v2/expanded_templates',
    json: template,
    readOnly: true,
    ...call(options),
  });
}
