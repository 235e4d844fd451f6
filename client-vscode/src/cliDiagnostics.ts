// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Reading `mlir-layout check --json` output. Pure: turns the CLI's JSON into
// plain records grouped by absolute file path; checkWorkspace.ts maps them to
// vscode.Diagnostic.
import * as path from 'node:path';

/** A zero-based LSP-style position. */
export interface CliPosition { line: number; character: number }
/** A range in a file. */
export interface CliRange { start: CliPosition; end: CliPosition }
/** A note attached to a diagnostic. */
export interface CliRelated { file: string; range: CliRange; message: string }
/** One diagnostic as the CLI prints it. */
export interface CliDiagnostic {
  file: string;
  range: CliRange;
  severity: 'error' | 'warning' | 'note';
  code?: string;
  message: string;
  related?: CliRelated[];
}

/** Exit codes of `mlir-layout check`. */
export const CLI_EXIT = { clean: 0, problems: 1, usage: 2 } as const;

function isRange(value: unknown): value is CliRange {
  const r = value as CliRange | undefined;
  return !!r && typeof r.start?.line === 'number' && typeof r.start?.character === 'number'
    && typeof r.end?.line === 'number' && typeof r.end?.character === 'number';
}

/**
 * Parses the CLI's stdout. Throws an Error with a short excerpt when the
 * output is not the documented `{"diagnostics": [...]}` shape.
 */
export function parseCliReport(stdout: string): CliDiagnostic[] {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new Error(`mlir-layout check printed no JSON: ${stdout.slice(0, 200)}`);
  }
  const list = (json as { diagnostics?: unknown }).diagnostics;
  if (!Array.isArray(list)) throw new Error('mlir-layout check JSON has no "diagnostics" array');
  return (list as Partial<CliDiagnostic>[]).filter((d): d is CliDiagnostic =>
    typeof d?.file === 'string' && typeof d?.message === 'string' && isRange(d?.range));
}

/** Groups diagnostics by absolute path (relative CLI paths are resolved against `cwd`). */
export function groupByFile(diagnostics: CliDiagnostic[], cwd: string): Map<string, CliDiagnostic[]> {
  const byFile = new Map<string, CliDiagnostic[]>();
  for (const d of diagnostics) {
    const file = path.resolve(cwd, d.file);
    const list = byFile.get(file) ?? [];
    list.push(d);
    byFile.set(file, list);
  }
  return byFile;
}

/** Splits `files` into batches whose joined length stays under `maxChars` (argv limits). */
export function batchFiles(files: string[], maxChars = 100_000): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const f of files) {
    if (current.length && size + f.length + 1 > maxChars) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(f);
    size += f.length + 1;
  }
  if (current.length) batches.push(current);
  return batches;
}
