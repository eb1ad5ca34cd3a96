// Settings written into a GraphQL document as comments, so a scratch file carries what it needs to run:
//
//   # endpoint: https://ghe.example.com/api/graphql
//   # variables: { "owner": "devdesk-org",
//   #              "name": "monorepo", "states": ["OPEN"] }
//
// A variables block is JSON over one or more consecutive comment lines (it ends where the JSON is complete); enum
// values are JSON strings there, as in any variables object (https://graphql.org/learn/queries/#variables). An
// operation takes the nearest block above it, or the document's first block when none is above.

export interface VariablesBlock {
  /** Zero-based line of `# variables:`. */
  line: number;
  /** The object, when the JSON is complete and is an object. */
  value?: Record<string, unknown>;
  /** Why the block cannot be used: incomplete or malformed JSON, or not an object. */
  error?: string;
}

export interface DocumentSettings {
  /** The last `# endpoint:` of the document. */
  endpoint?: string;
  variables: VariablesBlock[];
}

const endpointComment = /^\s*#\s*endpoint:\s*(\S+)\s*$/i;
const variablesComment = /^\s*#\s*variables:(.*)$/i;
const commentLine = /^\s*#(.*)$/;

export function readDocumentSettings(text: string): DocumentSettings {
  const lines = text.split('\n');
  const settings: DocumentSettings = { variables: [] };
  for (let line = 0; line < lines.length; line++) {
    const endpoint = endpointComment.exec(lines[line]!);
    if (endpoint) settings.endpoint = endpoint[1];
    const variables = variablesComment.exec(lines[line]!);
    if (variables) {
      const block = readVariablesBlock(lines, line, variables[1]!);
      settings.variables.push(block.block);
      line = block.lastLine;
    }
  }
  return settings;
}

/** The block that applies to an operation starting at `operationLine`. */
export function variablesFor(settings: DocumentSettings, operationLine: number): VariablesBlock | undefined {
  const above = settings.variables.filter((block) => block.line < operationLine);
  return above.at(-1) ?? settings.variables[0];
}

/** Adds comment lines to the JSON until it parses; stops at the first line that is not a comment. */
function readVariablesBlock(
  lines: readonly string[],
  first: number,
  start: string,
): { block: VariablesBlock; lastLine: number } {
  let json = start;
  let last = first;
  for (;;) {
    const parsed = parseJson(json);
    if (parsed.ok) return { block: toBlock(first, parsed.value), lastLine: last };
    const next = last + 1 < lines.length ? commentLine.exec(lines[last + 1]!) : null;
    if (!next || variablesComment.test(lines[last + 1]!) || endpointComment.test(lines[last + 1]!)) {
      return {
        block: {
          line: first,
          error: json.trim() === '' ? 'no JSON after "# variables:"' : `incomplete or malformed JSON: ${parsed.error}`,
        },
        lastLine: last,
      };
    }
    json += `\n${next[1]}`;
    last += 1;
  }
}

function toBlock(line: number, value: unknown): VariablesBlock {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return { line, value: value as Record<string, unknown> };
  return { line, error: 'the variables must be a JSON object' };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
