// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Entry point: wires the output channel, the language client, the explain
// view and the workspace checker to commands and configuration events.
// Everything with state lives in layoutClient.ts, explain.ts, checkWorkspace.ts.
import * as vscode from 'vscode';
import { WorkspaceChecker } from './checkWorkspace';
import { EXPLAIN_SCHEME, ExplainDocuments, explainAtCursor, showLayoutAtCursor, showSpecImpact } from './explain';
import { LayoutView } from './layoutView';
import { LayoutServerController } from './layoutClient';
import { LayoutChangesWatcher } from './layoutChanges';
import { settingsChangeActions } from './settings';
import { APPLY_VERSIONED_EDIT, VersionedEditArgs, applyVersionedEdit } from './versionedEdits';

/** Applies a guarded code action edit through the open document's version. */
function applyGuardedEdit(args: VersionedEditArgs<vscode.WorkspaceEdit>): Promise<boolean> {
  return applyVersionedEdit({
    versionOf: (uri) => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri)?.version,
    apply: (edit) => vscode.workspace.applyEdit(edit),
    warn: (message) => void vscode.window.showWarningMessage(message),
  }, args);
}

/** The official MLIR extension; when present its grammar does the highlighting (README.md). */
const OFFICIAL_MLIR_EXTENSION = 'llvm-vs-code-extensions.vscode-mlir';

let controller: LayoutServerController | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('MLIR Layout');
  controller = new LayoutServerController(context.extensionPath, output);
  const explainDocs = new ExplainDocuments();
  const checker = new WorkspaceChecker(context.extensionPath, output, () => controller?.running !== undefined);
  const server = controller;
  const changes = new LayoutChangesWatcher(() => server.running, explainDocs);
  const layoutView = new LayoutView(() => server.running, explainDocs);

  if (vscode.extensions.getExtension(OFFICIAL_MLIR_EXTENSION)) {
    output.appendLine(`${OFFICIAL_MLIR_EXTENSION} is installed: it owns MLIR highlighting; this extension adds layout features.`);
  }

  context.subscriptions.push(
    output, server, checker, changes, layoutView,
    vscode.workspace.registerTextDocumentContentProvider(EXPLAIN_SCHEME, explainDocs),
    vscode.commands.registerCommand('mlirLayout.restartServer', () => server.restart()),
    vscode.commands.registerCommand('mlirLayout.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('mlirLayout.explainAtCursor', () => explainAtCursor(server.running, explainDocs)),
    vscode.commands.registerCommand('mlirLayout.showLayoutAtCursor', 
      () => showLayoutAtCursor(server.running, (doc, pos) => layoutView.show(doc, pos))),
    vscode.commands.registerCommand('mlirLayout.showSpecImpact',
      (arg?: unknown) => showSpecImpact(server.running, explainDocs, arg)),
    vscode.commands.registerCommand('mlirLayout.checkWorkspace', () => checker.checkWorkspace()),
    vscode.commands.registerCommand('mlirLayout.showLayoutChanges', () => changes.showForActiveEditor()),
    vscode.commands.registerCommand(APPLY_VERSIONED_EDIT, applyGuardedEdit),
    // Trusting the folder makes its values of serverPath and dialectPlugins count (trust.ts).
    vscode.workspace.onDidGrantWorkspaceTrust(() => void server.restartIfChanged()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      const actions = settingsChangeActions((section, scope) => e.affectsConfiguration(section, scope));
      if (actions.restart) void server.restartIfChanged();
      else if (actions.push) void server.pushSettings();
      if (actions.recheck) void checker.settingsChanged();
    }),
  );
  await server.start();
}

export async function deactivate(): Promise<void> {
  await controller?.stop();
  controller = undefined;
}
