// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// "Explain layout at cursor" and the spec code lens's list: ask the
// server's mlirLayout/explain request and show the answer in a read-only
// virtual document beside the editor. "Show layout of type at cursor" opens
// the layout view (layoutView.ts), which asks the same request.
import * as vscode from 'vscode';
import { LanguageClient, RequestType } from 'vscode-languageclient/node';
import {
  ExplainParams, ExplainResult, VIEW_LANGUAGE, explainDocumentTitle, renderExplanationText, specImpactParams,
} from './explainText';

export const ExplainRequest = new RequestType<ExplainParams, ExplainResult | null, void>('mlirLayout/explain');

/** URI scheme of the explanation documents. */
export const EXPLAIN_SCHEME = 'mlir-layout-explain';

/** Serves read-only documents by title (the explanation, the layout changes), each refreshed when shown again. */
export class ExplainDocuments implements vscode.TextDocumentContentProvider {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly contents = new Map<string, string>();
  readonly uri = ExplainDocuments.uriOf('Layout explanation');

  private static uriOf(title: string): vscode.Uri {
    return vscode.Uri.from({ scheme: EXPLAIN_SCHEME, path: `/${title}` });
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.path) ?? '';
  }

  /** Replaces the text of the document `title`, notifies it if open, and returns its URI. */
  update(text: string, title = 'Layout explanation'): vscode.Uri {
    const uri = ExplainDocuments.uriOf(title);
    this.contents.set(uri.path, text);
    this.changed.fire(uri);
    return uri;
  }
}

/** Shows the read-only document `uri` beside the editor, in the views' language (wrapped lines). */
export async function showBeside(uri: vscode.Uri): Promise<void> {
  const doc = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), VIEW_LANGUAGE);
  await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true, preview: true });
}

/** Renders the header plus the server's explanation. */
export function renderExplanation(result: ExplainResult, document: vscode.Uri): string {
  const where = `${vscode.workspace.asRelativePath(document)}:${result.range.start.line + 1}:${result.range.start.character + 1}`;
  return renderExplanationText(result, where);
}

/** The running client, or undefined after offering a restart. */
function requireClient(client: LanguageClient | undefined): LanguageClient | undefined {
  if (!client) {
    void vscode.window.showWarningMessage('MLIR Layout: the language server is not running.', 'Restart Server')
      .then((c) => c && vscode.commands.executeCommand('mlirLayout.restartServer'));
  }
  return client;
}

/** Asks the server and shows its answer, or `none` when it has nothing there. */
async function showExplanation(client: LanguageClient, docs: ExplainDocuments, params: ExplainParams,
  none: string): Promise<void> {
  const result = await client.sendRequest(ExplainRequest, params);
  if (!result) {
    void vscode.window.showInformationMessage(`MLIR Layout: ${none}`);
    return;
  }
  await showBeside(docs.update(renderExplanation(result, vscode.Uri.parse(params.textDocument.uri)),
    explainDocumentTitle(params.subject)));
}

/** The params of the cursor in the active MLIR editor, or undefined after saying why not. */
function cursorParams(client: LanguageClient, what: string): ExplainParams | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'mlir') {
    void vscode.window.showInformationMessage(`MLIR Layout: open an MLIR file and put the cursor on ${what}.`);
    return undefined;
  }
  return client.code2ProtocolConverter.asTextDocumentPositionParams(editor.document, editor.selection.active);
}

/** The command handler of "Explain layout at cursor". */
export async function explainAtCursor(client: LanguageClient | undefined, docs: ExplainDocuments): Promise<void> {
  const running = requireClient(client);
  const params = running && cursorParams(running, 'a type');
  if (running && params) await showExplanation(running, docs, params, 'no type with a layout at the cursor.');
}

/**
 * The command handler of "Show layout of type at cursor": `show(document,
 * position)` opens the layout view (layoutView.ts) on the cursor of the
 * active MLIR editor.
 */
export async function showLayoutAtCursor(client: LanguageClient | undefined,
  show: (document: vscode.TextDocument, position: vscode.Position) => Promise<void>): Promise<void> {
  const running = requireClient(client);
  const editor = vscode.window.activeTextEditor;
  if (!running || !cursorParams(running, 'a type or value') || !editor) return;
  await show(editor.document, editor.selection.active);
}

/**
 * The command of the code lens above a spec (its argument: the explain
 * params the server sent), or from the palette the spec at the cursor.
 */
export async function showSpecImpact(client: LanguageClient | undefined, docs: ExplainDocuments,
  arg?: unknown): Promise<void> {
  const running = requireClient(client);
  if (!running) return;
  const cursor = arg === undefined ? cursorParams(running, 'a `dlti.dl_spec = ...` attribute') : undefined;
  const params = specImpactParams(arg ?? cursor);
  if (params) await showExplanation(running, docs, params, 'no data layout spec at the cursor.');
}
