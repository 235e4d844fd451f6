// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Which files show the workspace check's results. Pure (no vscode import):
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
export interface OpenedDocument {
  file: string;
  languageId: string;
  /** The URI scheme; only `file` documents are the checked files (default `file`). */
  scheme?: string;
  /** Unsaved edits: the check's results do not describe its text. */
  dirty?: boolean;
}

/** When the check read each file: its modification time then (undefined: unknown). */
export type CheckedFiles = ReadonlyMap<string, number | undefined>;

/** What closing a document did: results shown again, results dropped because the file changed on disk, or none. */
export type ClosedOutcome = 'restored' | 'stale' | 'none';

/**
 * The CLI's results describe files on disk. A file the language server has
 * (an MLIR document open while the server runs) gets live diagnostics and
 * quick-fixes from the server, so its CLI results are hidden while it is
 * open: shown, they would give every diagnostic and quick-fix twice. They
 * come back when it is closed, unless the file changed on disk since the
 * check: then they are dropped ('stale'), for the caller to check it again.
 */
export class CliResults {
  /** The last check's results of every file it read, and the file's time then. */
  private readonly checked = new Map<string, { diagnostics: CliDiagnostic[]; mtime: number | undefined }>();
  /** Open documents whose results are hidden (the server has them, or they have edits). */
  private readonly hidden = new Set<string>();
  /** The files whose results the sink shows. */
  private readonly files = new Set<string>();

  /**
   * @param mtimeOf a file's modification time now (undefined when it is gone)
   */
  constructor(private readonly sink: CliResultSink, private readonly serverRunning: () => boolean,
    private readonly mtimeOf: (file: string) => number | undefined) {}

  /** True when the server answers for `doc`. */
  private isLive(doc: OpenedDocument): boolean {
    return (doc.scheme ?? 'file') === 'file' && doc.languageId === 'mlir' && this.serverRunning();
  }

  /**
   * Replaces all results with those of a new check of `checked`; open
   * documents in `open` that the server has, or that have edits, keep them
   * hidden until closed.
   */
  publish(diagnostics: CliDiagnostic[], cwd: string, open: OpenedDocument[], checked: CheckedFiles): void {
    this.clear();
    this.hidden.clear();
    for (const doc of open) {
      if (this.isLive(doc) || ((doc.scheme ?? 'file') === 'file' && doc.dirty)) this.hidden.add(doc.file);
    }
    const byFile = groupByFile(diagnostics, cwd);
    for (const [file, mtime] of checked) this.checked.set(file, { diagnostics: byFile.get(file) ?? [], mtime });
    // A file reported but not named among the checked ones (a related note's file, say).
    for (const [file, list] of byFile) if (!this.checked.has(file)) this.checked.set(file, { diagnostics: list, mtime: undefined });
    for (const file of this.checked.keys()) this.refresh(file);
  }

  /** Replaces the results of one file, checked again at `mtime`. */
  update(file: string, diagnostics: CliDiagnostic[], mtime: number | undefined): void {
    this.checked.set(file, { diagnostics, mtime });
    this.refresh(file);
  }

  /** Forgets every result (a setting that changes them changed). */
  clear(): void {
    this.sink.clear();
    this.files.clear();
    this.checked.clear();
  }

  /** A document was opened: the server's diagnostics replace the CLI's while it is open. */
  opened(doc: OpenedDocument): void {
    if (!this.isLive(doc)) return;
    this.hidden.add(doc.file);
    this.refresh(doc.file);
  }

  /** A document was edited: the CLI's results no longer describe its text. */
  changed(file: string): void {
    this.hidden.add(file);
    this.refresh(file);
  }

  /**
   * A document was closed: its results show again if the file on disk is
   * the one checked; otherwise they are dropped and 'stale' says so.
   */
  closed(doc: OpenedDocument): ClosedOutcome {
    if ((doc.scheme ?? 'file') !== 'file') return 'none';
    this.hidden.delete(doc.file);
    const entry = this.checked.get(doc.file);
    if (!entry) return 'none';
    if (this.mtimeOf(doc.file) !== entry.mtime) {
      this.checked.delete(doc.file);
      this.refresh(doc.file);
      return 'stale';
    }
    this.refresh(doc.file);
    return 'restored';
  }

  /** The files that show CLI results. */
  shown(): string[] {
    return [...this.files].sort();
  }

  /** Whether `file` was read by the last check (and not dropped since). */
  has(file: string): boolean {
    return this.checked.has(file);
  }

  /** Shows or removes `file`'s results as its state says. */
  private refresh(file: string): void {
    const list = this.checked.get(file)?.diagnostics ?? [];
    if (list.length && !this.hidden.has(file)) {
      this.sink.set(file, list);
      this.files.add(file);
    } else if (this.files.delete(file)) {
      this.sink.delete(file);
    }
  }
}
