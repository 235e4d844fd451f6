// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Pure helpers of the explain and layout views (no VS Code API, so node
// tests can load them): the shape of `mlirLayout/explain` answers, the text
// shown for one, and the params of the commands that ask for them.

/** A position in LSP terms. */
export interface LspPosition { line: number; character: number }

/** What `mlirLayout/explain` answers: a type's explanation, its layout table, or what a spec decides. */
export type ExplainSubject = 'type' | 'layout' | 'spec';

/** The answer of `mlirLayout/explain`; null when nothing is explained there. */
export interface ExplainResult {
  /** `type` (a type or SSA value), `layout` (its table) or `spec` (what a data layout spec decides). */
  subject?: ExplainSubject;
  type: string;
  scope: string;
  /** The explanation, the table or the list, as the server writes it. */
  text: string;
  range: { start: LspPosition; end: LspPosition };
  /** For `layout`: the table as data (absent when the type has no layout). */
  layout?: unknown;
}

/** The params of `mlirLayout/explain`. */
export interface ExplainParams {
  textDocument: { uri: string };
  position: LspPosition;
  subject?: ExplainSubject;
  /** With `layout`: lay the type out under the data layout LLVM gives this target triple. */
  triple?: string;
}

/** The document text for an answer; `where` is `file:line:col` of its range. */
export function renderExplanationText(result: ExplainResult, where: string): string {
  const header = result.subject === 'spec'
    ? `// What the data layout spec of ${result.scope} decides (${where})`
    : result.subject === 'layout'
      ? `// Layout table of ${result.type} in scope ${result.scope} (${where})`
      : `// Layout of ${result.type} in scope ${result.scope} (${where})`;
  return `${header}\n\n${result.text}`;
}

/**
 * The language of the read-only views (explanation, layout table, layout
 * changes): package.json turns word wrap on for it, so that in an editor
 * beside the source no number of a long line is off-screen.
 */
export const VIEW_LANGUAGE = 'mlir-layout-view';

/** The title of the read-only document that shows an answer of `subject`. */
export function explainDocumentTitle(subject: ExplainSubject | undefined): string {
  return subject === 'layout' ? 'Layout table' : 'Layout explanation';
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
