// Team edition: templates and template expansion (%{Year}, %{month}, %{day}; see expand.ts).
import { badRequest, notFound } from '../errors.js';
import { expandedTemplateJson, templateJson } from '../resources.js';
import { created, noContent, ok, type RouteContext, type RouteTable } from '../routing.js';
import type { TemplateRecord } from '../store.js';
import { optionalBoolean, optionalNullableString, requiredString, tagList } from '../validate.js';
import { findGroup, listPage } from './common.js';

function findTemplate(context: RouteContext): TemplateRecord {
  const id = /^[0-9]+$/.test(context.params.template_id!) ? Number(context.params.template_id) : NaN;
  const template = context.site.templates.get(id);
  if (!template) throw notFound();
  return template;
}

/** The fields of POST and PATCH (the hyper-schema requires body, name, tags and title on both). */
function templateFields(context: RouteContext): Omit<TemplateRecord, 'id'> {
  const body = context.json();
  const groupUrlName = optionalNullableString(body, 'group_url_name') ?? null;
  if (groupUrlName !== null) {
    try {
      findGroup(context, groupUrlName);
    } catch {
      throw badRequest(`group_url_name: no group ${JSON.stringify(groupUrlName)} in this team`);
    }
  }
  return {
    body: requiredString(body, 'body', { allowEmpty: true }),
    name: requiredString(body, 'name'),
    tags: tagList(body, 'tags', { required: true })!,
    title: requiredString(body, 'title', { allowEmpty: true }),
    coedit: optionalBoolean(body, 'coedit') ?? false,
    groupUrlName,
  };
}

export function registerTemplateRoutes(routes: RouteTable): void {
  routes.add('GET', '/api/v2/templates', 'team', (context) => {
    const templates = [...context.site.templates.values()].sort((a, b) => a.id - b.id);
    return listPage(context, templates, (template) => templateJson(context, template));
  });

  routes.add('GET', '/api/v2/templates/:template_id', 'team', (context) =>
    ok(templateJson(context, findTemplate(context))),
  );

  routes.add('POST', '/api/v2/templates', 'team', (context) => {
    const fields = templateFields(context);
    const template: TemplateRecord = { id: context.site.nextTemplateId++, ...fields };
    context.site.templates.set(template.id, template);
    return created(templateJson(context, template));
  });

  routes.add('PATCH', '/api/v2/templates/:template_id', 'team', (context) => {
    const template = findTemplate(context);
    Object.assign(template, templateFields(context));
    return ok(templateJson(context, template));
  });

  routes.add('DELETE', '/api/v2/templates/:template_id', 'team', (context) => {
    context.site.templates.delete(findTemplate(context).id);
    return noContent();
  });

  routes.add('POST', '/api/v2/expanded_templates', 'team', (context) => {
    const body = context.json();
    const title = requiredString(body, 'title', { allowEmpty: true });
    const text = requiredString(body, 'body', { allowEmpty: true });
    const tags = tagList(body, 'tags', { required: true })!;
    return created(expandedTemplateJson(title, text, tags, context.now()));
  });
}
