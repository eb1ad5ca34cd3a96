// What is sent when the user runs one operation of a document: the document with every other operation blanked
// out (fragments stay, since the chosen operation may spread them). Blanking keeps each character's line and column,
// so the locations of the server's errors point into the editor's text unchanged; and a query and a mutation of the
// same scratch never travel in one request.

export interface Position {
  line: number;
  character: number;
}

export interface OperationSpan {
  range: { start: Position; end: Position };
}

/** The text with every operation but `keep` replaced by spaces (line breaks stay). */
export function isolateOperation(text: string, operations: readonly OperationSpan[], keep: number): string {
  const starts = lineStarts(text);
  let result = text;
  operations.forEach((operation, index) => {
    if (index === keep) return;
    const from = offsetOf(starts, operation.range.start);
    const to = offsetOf(starts, operation.range.end);
    result = result.slice(0, from) + result.slice(from, to).replace(/[^\n\r]/g, ' ') + result.slice(to);
  });
  return result;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return starts;
}

function offsetOf(starts: readonly number[], position: Position): number {
  return (starts[position.line] ?? starts.at(-1)!) + position.character;
}

/**
 * A GraphQL error location (one-based line and column, https://spec.graphql.org/October2021/#sec-Errors) as a
 * zero-based position.
 */
export function zeroBased(location: { line: number; column: number }): Position {
  return { line: Math.max(0, location.line - 1), character: Math.max(0, location.column - 1) };
}
