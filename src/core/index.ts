// The public core API, bundled as dist/core.js. Plain Node: never imports vscode.
export const coreVersion = '0.1.0';
