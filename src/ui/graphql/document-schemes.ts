// Which documents' schemes the GraphQL editor serves on this host: files on disk and untitled documents
// (detect.ts), and the scheme of the workspace folder whose files DevDesk reads (base/node/workspace-disk.ts: on the
// desktop a `file:` folder, nothing new; in the browser a virtual workspace's, github.dev's `vscode-vfs:`).
import { folderOnDisk } from '../base/node/workspace-disk';
import { editableSchemes, graphQLKindOf, type DocumentLike, type GraphQLDocumentKind } from './detect';

/** The schemes of the documents DevDesk's GraphQL features apply to, as the workspace is now. */
export function graphQLSchemes(): readonly string[] {
  const workspace = folderOnDisk()?.folder.uri.scheme;
  return workspace && !(editableSchemes as readonly string[]).includes(workspace)
    ? [...editableSchemes, workspace]
    : editableSchemes;
}

/** Whether DevDesk's GraphQL features apply to a document on this host, and how (detect.ts's graphQLKindOf). */
export function graphQLKindHere(document: DocumentLike): GraphQLDocumentKind | undefined {
  return graphQLKindOf(document, graphQLSchemes());
}
