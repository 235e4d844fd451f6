// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// "Check all MLIR files in workspace": runs `mlir-layout check --json` over
// every **/*.mlir and puts the results in the Problems panel through a
// DiagnosticCollection of its own. Documents the language server has keep
// only its live diagnostics: their CLI results are hidden while they are
// open and come back when they are closed; a file saved since the check is
// checked again on its own (see cliResults.ts). A change of a setting that
// changes the results runs the whole check again.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { CLI_EXIT, CliDiagnostic, batchFiles, groupByFile, parseCliReport } from './cliDiagnostics';
import { CheckedFiles, CliResults, OpenedDocument } from './cliResults';
import { findCli, reportMissing, reportMissingLibraries } from './executables';
import { currentSettings } from './layoutClient';
import { missingLibraries } from './runtimeLibraries';
import { checkArgs } from './settings';

const SEVERITY: Record<CliDiagnostic['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  note: vscode.DiagnosticSeverity.Information,
};

function toRange(r: CliDiagnostic['range']): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

/** Converts one CLI record to a vscode.Diagnostic with the same code and source as the server's. */
export function toDiagnostic(d: CliDiagnostic, cwd: string): vscode.Diagnostic {
  const diag = new vscode.Diagnostic(toRange(d.range), d.message, SEVERITY[d.severity] ?? vscode.DiagnosticSeverity.Error);
  diag.source = 'mlir-layout';
  if (d.code) diag.code = d.code;
  diag.relatedInformation = (d.related ?? []).map((r) => new vscode.DiagnosticRelatedInformation(
    new vscode.Location(vscode.Uri.file(path.resolve(cwd, r.file)), toRange(r.range)),
    r.message));
  return diag;
}

/** Runs the CLI on one batch; resolves with its stdout, rejects on a usage error or crash. */
function runCheck(cli: string, flags: string[], files: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cli, ['check', '--json', ...flags, ...files], { cwd, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      // 0: clean, 1: problems found (both print the JSON); anything else is a failure.
      const code = error ? error.code : CLI_EXIT.clean;
      if (code === CLI_EXIT.clean || code === CLI_EXIT.problems) return resolve(stdout);
      const why = error?.signal ? `killed by ${error.signal}` : `exit code ${String(code)}`;
      reject(new Error(`mlir-layout check failed (${why}): ${stderr.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/** What CliResults needs to know about an editor document. */
function opened(doc: vscode.TextDocument): OpenedDocument {
  return { file: doc.uri.fsPath, languageId: doc.languageId, scheme: doc.uri.scheme, dirty: doc.isDirty };
}

/** A file's modification time, or undefined when it cannot be read. */
function mtimeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

export class WorkspaceChecker implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('mlir-layout-check');
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly results: CliResults;
  private cwd = process.cwd();
  /** Whether a check was asked for in this window (a setting change runs it again). */
  private ran = false;
  /** Counts checks; the results of an older one are not published. */
  private generation = 0;

  /**
   * @param serverRunning whether the language server is up; if so, documents
   *   open in an editor keep only its live diagnostics (no duplicates).
   */
  constructor(private readonly extensionPath: string, private readonly output: vscode.OutputChannel,
    serverRunning: () => boolean) {
    this.results = new CliResults({
      set: (file, list) => this.collection.set(vscode.Uri.file(file), list.map((d) => toDiagnostic(d, this.cwd))),
      delete: (file) => this.collection.delete(vscode.Uri.file(file)),
      clear: () => this.collection.clear(),
    }, serverRunning, mtimeOf);
    // Results describe the file on disk; while the server has a document its live diagnostics take over.
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((d) => this.results.opened(opened(d))),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length) this.results.changed(e.document.uri.fsPath);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (this.results.closed(opened(d)) === 'stale') void this.checkAgain(d.uri.fsPath);
      }));
  }

  /** The command handler. */
  async checkWorkspace(): Promise<void> {
    this.ran = true;
    const generation = ++this.generation;
    const cli = findCli(this.extensionPath);
    if (!cli.found) return reportMissing('the mlir-layout CLI', cli.tried);
    const uris = await vscode.workspace.findFiles('**/*.mlir');
    if (uris.length === 0) {
      void vscode.window.showInformationMessage('MLIR Layout: no .mlir files in the workspace.');
      return;
    }
    const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? process.cwd();
    const files = uris.map((u) => u.fsPath).sort();
    const flags = checkArgs(currentSettings());
    this.output.appendLine(`Checking ${files.length} file(s) with ${cli.path} ${flags.join(' ')}`);
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'MLIR Layout: checking workspace' }, async () => {
      try {
        // The times before the check: a later save makes a file's results stale.
        const checked: CheckedFiles = new Map(files.map((f) => [f, mtimeOf(f)]));
        const diagnostics: CliDiagnostic[] = [];
        for (const batch of batchFiles(files)) diagnostics.push(...parseCliReport(await runCheck(cli.path, flags, batch, cwd)));
        if (generation !== this.generation) return;
        this.cwd = cwd;
        this.results.publish(diagnostics, cwd, vscode.workspace.textDocuments.map(opened), checked);
        const withProblems = new Set(diagnostics.map((d) => d.file)).size;
        void vscode.window.showInformationMessage(
          `MLIR Layout: ${diagnostics.length} problem(s) in ${withProblems} of ${files.length} file(s).`);
      } catch (error) {
        // The loader could not start the CLI: one message naming the packages.
        const libraries = missingLibraries(String(error).split('\n'));
        if (libraries.length) return void reportMissingLibraries(path.basename(cli.path), libraries, this.output);
        this.output.appendLine(String(error));
        void vscode.window.showErrorMessage(`MLIR Layout: ${error instanceof Error ? error.message : String(error)}`, 'Show Output')
          .then((c) => c && this.output.show(true));
      }
    });
  }

  /**
   * A setting that changes the results changed: the results shown are
   * dropped at once, and the check runs again if one was asked for.
   */
  async settingsChanged(): Promise<void> {
    this.results.clear();
    if (!this.ran) return;
    this.output.appendLine('A setting of the workspace check changed: checking again.');
    await this.checkWorkspace();
  }

  /** Checks one file again (it changed on disk since the check), quietly. */
  private async checkAgain(file: string): Promise<void> {
    const generation = this.generation;
    const cli = findCli(this.extensionPath);
    const mtime = mtimeOf(file);
    if (!cli.found || mtime === undefined) return;
    try {
      const stdout = await runCheck(cli.path, checkArgs(currentSettings()), [file], this.cwd);
      if (generation !== this.generation) return;
      this.results.update(file, groupByFile(parseCliReport(stdout), this.cwd).get(file) ?? [], mtime);
      this.output.appendLine(`Checked ${file} again: it changed since the workspace check.`);
    } catch (error) {
      this.output.appendLine(`Checking ${file} again failed: ${String(error)}`);
    }
  }

  dispose(): void {
    this.collection.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}
