// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Which files keep the workspace check's results. Pure (no vscode import):
// checkWorkspace.ts feeds it editor events and writes what it decides to a
// DiagnosticCollection through the `CliResultSink` it is given.
import { CliDiagnostic, groupByFile } from './cliDiagnostics';

/** Where the results of one file go (a DiagnosticCollection in VS Code). */
export interface CliResultSink {
  /** Shows `diagnostics` for the absolute path `file`, replacing earlier ones. */
  set(file: string, diagnostics: CliDiagnostic[]): void;
  /** Removes everything shown for `file`. */
  delete(file: string): void;
  /** Removes everything. */
  clear(): void;
}

/** An editor document as far as the results care. */
export interface OpenedDocument { file: string; languageId: string }

/**
 * The CLI's results describe files on disk. A file the language server has
 * (an MLIR document open while the server runs) gets live diagnostics and
 * quick-fixes from the server, so its CLI results are dropped: kept, they
 * would show every diagnostic and every quick-fix twice.
 */
export class CliResults {
  private readonly files = new Set<string>();

  constructor(private readonly sink: CliResultSink, private readonly serverRunning: () => boolean) {}

  /** True when the server answers for `doc`. */
  private isLive(doc: OpenedDocument): boolean {
    return doc.languageId === 'mlir' && this.serverRunning();
  }

  /** Replaces all results with those of a new check; documents in `open` that the server has are skipped. */
  publish(diagnostics: CliDiagnostic[], cwd: string, open: OpenedDocument[]): void {
    this.sink.clear();
    this.files.clear();
    const live = new Set(open.filter((d) => this.isLive(d)).map((d) => d.file));
    for (const [file, list] of groupByFile(diagnostics, cwd)) {
      if (live.has(file)) continue;
      this.sink.set(file, list);
      this.files.add(file);
    }
  }

  /** A document was opened: the server's diagnostics replace the CLI's. */
  opened(doc: OpenedDocument): void {
    if (this.isLive(doc)) this.drop(doc.file);
  }

  /** A document was edited: the CLI's results no longer describe its text. */
  changed(file: string): void {
    this.drop(file);
  }

  /** The files that show CLI results. */
  shown(): string[] {
    return [...this.files].sort();
  }

  private drop(file: string): void {
    if (!this.files.delete(file)) return;
    this.sink.delete(file);
  }
}
