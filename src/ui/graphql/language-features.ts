// Completion, hover, go to definition and the outline for GraphQL documents and templates: thin adapters from the
// language service's plain data (zero-based positions, LSP kind names) to VS Code's types.
import * as vscode from 'vscode';
import type { Log } from '../base/log';
import type { RegionSchemas } from './region-schemas';
import { regionAt, regionsOf, toHostRange, type GraphQLRegion } from './regions';
import type { LanguageService } from './schemas';
import { schemaLocation } from './schema-view';

type CompletionItem = Awaited<ReturnType<LanguageService['complete']>>[number];
type OutlineItem = Awaited<ReturnType<LanguageService['outline']>>[number];

export class GraphQLCompletions implements vscode.CompletionItemProvider {
  /**
   * How long the window's first completion with items took here, from being asked to answering (schema wait included).
   */
  firstCompletionMs: number | undefined;

  constructor(
    private readonly schemas: RegionSchemas,
    private readonly log: Log,
  ) {}

  async provideCompletionItems(
    document: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<vscode.CompletionItem[] | undefined> {
    const asked = performance.now();
    const at = regionAt(document, position);
    if (!at) return undefined;
    const service = await this.schemas.serviceOf(document, at.region);
    const items = (await service?.complete(at.region.text, at.position))?.map(toCompletionItem);
    if (this.firstCompletionMs === undefined && items?.length) {
      this.firstCompletionMs = performance.now() - asked;
      this.log.info(
        `GraphQL: the first completion was answered ${this.firstCompletionMs.toFixed(0)} ms after VS Code asked for it`,
      );
    }
    return items;
  }

  /** The description of the item the suggest widget shows (see GraphQLCompletionItem). */
  resolveCompletionItem(item: vscode.CompletionItem): vscode.CompletionItem {
    if (item instanceof GraphQLCompletionItem && item.markdown !== undefined && item.documentation === undefined)
      item.documentation = new vscode.MarkdownString(item.markdown);
    return item;
  }
}

/**
 * A completion item whose description becomes its documentation only when VS Code resolves it (for the item the suggest
 * widget shows). The extension host runs every MarkdownString it sends through a Markdown lexer to collect links:
 * for a type's hundred fields that was ~20 ms of each completion, the first one included, spent on text nobody reads.
 */
class GraphQLCompletionItem extends vscode.CompletionItem {
  constructor(
    label: string,
    kind: vscode.CompletionItemKind,
    readonly markdown: string | undefined,
  ) {
    super(label, kind);
  }
}

function toCompletionItem(item: CompletionItem): vscode.CompletionItem {
  const result = new GraphQLCompletionItem(item.label, vscode.CompletionItemKind[item.kind], descriptionOf(item));
  result.detail = item.detail;
  if (item.deprecated) result.tags = [vscode.CompletionItemTag.Deprecated];
  if (item.insertText) result.insertText = item.snippet ? new vscode.SnippetString(item.insertText) : item.insertText;
  return result;
}

function descriptionOf(item: CompletionItem): string | undefined {
  if (!item.deprecated || !item.deprecationReason) return item.documentation;
  return `${item.documentation ?? ''}\n\n_${vscode.l10n.t('Deprecated: {0}', item.deprecationReason)}_`;
}

export class GraphQLHovers implements vscode.HoverProvider {
  constructor(private readonly schemas: RegionSchemas) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const at = regionAt(document, position);
    if (!at) return undefined;
    const markdown = await (await this.schemas.serviceOf(document, at.region))?.hover(at.region.text, at.position);
    return markdown
      ? new vscode.Hover(new vscode.MarkdownString(markdown), document.getWordRangeAtPosition(position))
      : undefined;
  }
}

/** Go to definition: the type or field in the read-only SDL of the region's schema (schema-view.ts). */
export class GraphQLDefinitions implements vscode.DefinitionProvider {
  constructor(private readonly schemas: RegionSchemas) {}

  async provideDefinition(
    document: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<vscode.Location | undefined> {
    const at = regionAt(document, position);
    if (!at) return undefined;
    const definition = await (
      await this.schemas.serviceOf(document, at.region)
    )?.definition(at.region.text, at.position);
    return definition && schemaLocation(await this.schemas.sourceOf(document, at.region), definition.range);
  }
}

export class GraphQLSymbols implements vscode.DocumentSymbolProvider {
  constructor(private readonly schemas: RegionSchemas) {}

  async provideDocumentSymbols(document: vscode.TextDocument): Promise<vscode.DocumentSymbol[]> {
    const symbols: vscode.DocumentSymbol[] = [];
    for (const region of regionsOf(document)) {
      const service = await this.schemas.serviceOf(document, region);
      for (const item of (await service?.outline(region.text)) ?? []) symbols.push(toSymbol(region, item));
    }
    return symbols;
  }
}

const symbolKinds: Record<OutlineItem['kind'], vscode.SymbolKind> = {
  query: vscode.SymbolKind.Function,
  mutation: vscode.SymbolKind.Method,
  subscription: vscode.SymbolKind.Event,
  fragment: vscode.SymbolKind.Class,
  field: vscode.SymbolKind.Field,
  fragmentSpread: vscode.SymbolKind.Interface,
  inlineFragment: vscode.SymbolKind.Struct,
};

function toSymbol(region: GraphQLRegion, item: OutlineItem): vscode.DocumentSymbol {
  const detail =
    item.kind === 'query' || item.kind === 'mutation' || item.kind === 'subscription' || item.kind === 'fragment'
      ? item.kind
      : '';
  const symbol = new vscode.DocumentSymbol(
    item.name,
    detail,
    symbolKinds[item.kind],
    toHostRange(region, item.range),
    toHostRange(region, item.selectionRange),
  );
  symbol.children = item.children.map((child) => toSymbol(region, child));
  return symbol;
}
