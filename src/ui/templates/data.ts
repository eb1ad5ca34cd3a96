// What each node of the Templates view stands for; every node carries its team host.
import type { Template } from '../../core/index';
import type { ItemNode } from '../base/tree/nodes';

export type TemplateNodeData =
  | { readonly type: 'host'; readonly hostId: string }
  | { readonly type: 'template'; readonly hostId: string; readonly template: Template };

export type TemplateTreeNode = ItemNode<TemplateNodeData>;
