// Which documents' schemes the GraphQL editor serves on this host: files on disk and untitled documents
// (detect.ts), and the schemes of the workspace's folders on this host (base/node/workspace-disk.ts: on the desktop
// `file:`, nothing new; in the browser every folder's, github.dev's `vscode-vfs:` and any other folder beside it).
import { folderSchemes } from '../base/node/workspace-disk';
import { editableSchemes, graphQLKindOf, type DocumentLike, type GraphQLDocumentKind } from './detect';

/** The schemes of the documents DevDesk's GraphQL features apply to, as the workspace is now. */
export function graphQLSchemes(): readonly string[] {
  const more = folderSchemes().filter((scheme) => !(editableSchemes as readonly string[]).includes(scheme));
  return [...editableSchemes, ...more];
}

/** Whether DevDesk's GraphQL features apply to a document on this host, and how (detect.ts's graphQLKindOf). */
export function graphQLKindHere(document: DocumentLike): GraphQLDocumentKind | undefined {
  return graphQLKindOf(document, graphQLSchemes());
}
