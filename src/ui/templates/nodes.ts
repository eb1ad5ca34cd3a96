// Team hosts and their templates as node data: pure functions (test/unit/ui/templates-nodes.test.ts), no `vscode`.
import type { Template } from '../../core/index';
import type { Host } from '../accounts/index';
import { escapeMarkdown } from '../base/markdown-text';
import { nodeId } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';
import type { TemplateTreeNode } from './data';

export function templateHostNode(host: Host): TemplateTreeNode {
  return {
    kind: 'item',
    id: nodeId('host', host.id),
    label: host.label,
    icon: { id: 'organization' },
    expandable: 'expanded',
    contextValue: 'devdesk.templates.host',
    data: { type: 'host', hostId: host.id },
  };
}

/** "Dev group · coediting": where articles from the template go, and whether they are edited together. */
export function templateDescription(template: Template): Phrase {
  const group = template.group?.name;
  if (group === undefined) return template.coedit ? phrase('whole team · coediting') : phrase('whole team');
  return template.coedit ? phrase('{0} group · coediting', group) : phrase('{0} group', group);
}

export function templateNode(parentId: string, hostId: string, template: Template): TemplateTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, 'template', template.id),
    label: template.name,
    description: templateDescription(template),
    tooltip: escapeMarkdown(template.title),
    icon: { id: 'file-code' },
    contextValue: 'devdesk.template',
    open: { command: 'devdesk.templates.open', args: [{ hostId, templateId: template.id }], title: 'Open' },
    data: { type: 'template', hostId, template },
  };
}
