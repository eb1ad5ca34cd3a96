// The browser twin of ../node/text-files.ts (same exports): text files by local path. In a browser the paths DevDesk
// has (`Uri.fsPath`) name no disk; reading them through `workspace.fs` by URI is later work of issue 38.
import type { TextFiles } from '../text-file-store';
import { rejectInBrowser } from '../core';

const what = 'Files on this computer';

export const textFiles: TextFiles = {
  read: () => rejectInBrowser(what),
  create: () => rejectInBrowser(what),
  write: () => rejectInBrowser(what),
  remove: () => rejectInBrowser(what),
};
