// "Explain layout at cursor": asks the server's mlirLayout/explain request and
// shows the full explanation in a read-only virtual document beside the editor.
import * as vscode from 'vscode';
import { LanguageClient, RequestType, TextDocumentPositionParams } from 'vscode-languageclient/node';

/** The answer of `mlirLayout/explain`; null when no type is under the cursor. */
export interface ExplainResult {
  type: string;
  scope: string;
  text: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

export const ExplainRequest = new RequestType<TextDocumentPositionParams, ExplainResult | null, void>('mlirLayout/explain');

/** URI scheme of the explanation documents. */
export const EXPLAIN_SCHEME = 'mlir-layout-explain';

/** Serves the explanation text; one document, refreshed on every explain. */
export class ExplainDocuments implements vscode.TextDocumentContentProvider {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private content = '';
  readonly uri = vscode.Uri.from({ scheme: EXPLAIN_SCHEME, path: '/Layout explanation' });

  provideTextDocumentContent(): string {
    return this.content;
  }

  /** Replaces the text and notifies an already open document. */
  update(text: string): void {
    this.content = text;
    this.changed.fire(this.uri);
  }
}

/** Renders the header plus the server's explanation. */
export function renderExplanation(result: ExplainResult, document: vscode.Uri): string {
  const where = `${vscode.workspace.asRelativePath(document)}:${result.range.start.line + 1}:${result.range.start.character + 1}`;
  return `// Layout of ${result.type} in scope ${result.scope} (${where})\n\n${result.text}`;
}

/** The command handler. */
export async function explainAtCursor(client: LanguageClient | undefined, docs: ExplainDocuments): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'mlir') {
    void vscode.window.showInformationMessage('MLIR Layout: open an MLIR file and put the cursor on a type.');
    return;
  }
  if (!client) {
    void vscode.window.showWarningMessage('MLIR Layout: the language server is not running.', 'Restart Server')
      .then((c) => c && vscode.commands.executeCommand('mlirLayout.restartServer'));
    return;
  }
  const params = client.code2ProtocolConverter.asTextDocumentPositionParams(editor.document, editor.selection.active);
  const result = await client.sendRequest(ExplainRequest, params);
  if (!result) {
    void vscode.window.showInformationMessage('MLIR Layout: no type with a layout at the cursor.');
    return;
  }
  docs.update(renderExplanation(result, editor.document.uri));
  const doc = await vscode.workspace.openTextDocument(docs.uri);
  await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true, preview: true });
}
