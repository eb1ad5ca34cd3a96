// The source of a view whose content has not been built yet: no children, so VS Code shows the view's welcome
// text from package.json (sign in, settings). Replaced view by view as each feature lands.
import type { TreeSource } from './provider';

export const welcomeOnly: TreeSource = { children: () => [] };
