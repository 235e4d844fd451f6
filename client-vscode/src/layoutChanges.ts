// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// "What changed": after an edit, asks the server's mlirLayout/changes
// (debounced per document) and, when the edit changed layouts, shows a short
// notification with a "Show" action; the command shows the same on demand.
import * as vscode from 'vscode';
import { LanguageClient, RequestType, TextDocumentIdentifier } from 'vscode-languageclient/node';
import { LayoutChangesResult, changesNotice, renderChangesText } from './changesText';
import { ExplainDocuments, showBeside } from './explain';

export const LayoutChangesRequest =
  new RequestType<{ textDocument: TextDocumentIdentifier }, LayoutChangesResult, void>('mlirLayout/changes');

/** Quiet time after the last edit before the server is asked. */
const DEBOUNCE_MS = 1000;
/** Title of the virtual document. */
const TITLE = 'Layout changes';

export class LayoutChangesWatcher implements vscode.Disposable {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** The pair of versions last announced, per document. */
  private readonly announced = new Map<string, string>();
  private readonly subscription: vscode.Disposable;

  constructor(private readonly client: () => LanguageClient | undefined, private readonly docs: ExplainDocuments) {
    this.subscription = vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document.languageId !== 'mlir' || e.contentChanges.length === 0) return;
      if (!vscode.workspace.getConfiguration('mlirLayout').get<boolean>('notifyLayoutChanges', true)) return;
      const uri = e.document.uri.toString();
      clearTimeout(this.timers.get(uri));
      this.timers.set(uri, setTimeout(() => void this.check(e.document), DEBOUNCE_MS));
    });
  }

  /** Asks about `document`'s newest edit and notifies when layouts changed. */
  private async check(document: vscode.TextDocument): Promise<void> {
    const uri = document.uri.toString();
    this.timers.delete(uri);
    const client = this.client();
    if (!client || document.isClosed) return;
    let result: LayoutChangesResult;
    try {
      result = await client.sendRequest(LayoutChangesRequest, { textDocument: { uri } });
    } catch {
      return; // superseded by a newer edit (ContentModified) or the server went away
    }
    const notice = changesNotice(result, document.version, this.announced.get(uri));
    if (!notice) return;
    this.announced.set(uri, notice.key);
    const choice = await vscode.window.showInformationMessage(notice.message, 'Show');
    if (choice === 'Show') await this.show(result, document.uri);
  }

  /** The command: the changes of the active MLIR editor's last edit. */
  async showForActiveEditor(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const client = this.client();
    if (!editor || editor.document.languageId !== 'mlir' || !client) {
      void vscode.window.showInformationMessage('MLIR Layout: open an MLIR file with the server running.');
      return;
    }
    const result = await client.sendRequest(LayoutChangesRequest, { textDocument: { uri: editor.document.uri.toString() } });
    await this.show(result, editor.document.uri);
  }

  private async show(result: LayoutChangesResult, uri: vscode.Uri): Promise<void> {
    await showBeside(this.docs.update(renderChangesText(result, vscode.workspace.asRelativePath(uri)), TITLE));
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.subscription.dispose();
  }
}
