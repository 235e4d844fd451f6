// Pure helpers of the explain view (no VS Code API, so node tests can load
// them): the shape of `mlirLayout/explain` answers, the text shown for one,
// and the params of the code lens command that asks for a spec's list.

/** A position in LSP terms. */
export interface LspPosition { line: number; character: number }

/** The answer of `mlirLayout/explain`; null when nothing is explained there. */
export interface ExplainResult {
  /** `type` (a type or SSA value) or `spec` (what a data layout spec decides). */
  subject?: 'type' | 'spec';
  type: string;
  scope: string;
  text: string;
  range: { start: LspPosition; end: LspPosition };
}

/** The params of `mlirLayout/explain`. */
export interface ExplainParams {
  textDocument: { uri: string };
  position: LspPosition;
  subject?: 'type' | 'spec';
}

/** The document text for an answer; `where` is `file:line:col` of its range. */
export function renderExplanationText(result: ExplainResult, where: string): string {
  const header = result.subject === 'spec'
    ? `// What the data layout spec of ${result.scope} decides (${where})`
    : `// Layout of ${result.type} in scope ${result.scope} (${where})`;
  return `${header}\n\n${result.text}`;
}

const isPosition = (p: unknown): p is LspPosition =>
  typeof p === 'object' && p !== null && Number.isInteger((p as LspPosition).line) &&
  Number.isInteger((p as LspPosition).character);

/**
 * The explain params of the spec code lens's command argument (the server
 * sends them ready to use), or undefined when `arg` is not such params.
 */
export function specImpactParams(arg: unknown): ExplainParams | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  const { textDocument, position } = arg as { textDocument?: { uri?: unknown }; position?: unknown };
  if (typeof textDocument?.uri !== 'string' || !isPosition(position)) return undefined;
  return { textDocument: { uri: textDocument.uri }, position, subject: 'spec' };
}
