// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Pure helpers of "what changed" (no VS Code API, so node tests can load
// them): the shape of `mlirLayout/changes` answers, whether one deserves a
// notification, and the document text that shows it.

/** The answer of `mlirLayout/changes`. */
export interface LayoutChangesResult {
  /** The older version compared; null when no earlier version parsed. */
  oldVersion: number | null;
  /** The newer version compared (the newest that parsed). */
  newVersion: number | null;
  /** False when nothing was compared (no earlier version, chunks changed). */
  compared: boolean;
  summary: string;
  /** The table `mlir-layout diff` prints. */
  text: string;
  /** One object per change, as `mlir-layout diff --json` gives them. */
  changes: unknown[];
}

/** What the notification says, and the pair of versions it is about. */
export interface ChangesNotice { message: string; key: string }

/**
 * The notification for `result`, asked after an edit that made
 * `documentVersion`: only when that very version parsed and changed
 * layouts, and not again for a pair already announced (`lastKey`).
 */
export function changesNotice(result: LayoutChangesResult | null | undefined, documentVersion: number,
  lastKey?: string): ChangesNotice | undefined {
  if (!result || !result.compared || result.changes.length === 0 || result.newVersion !== documentVersion) {
    return undefined;
  }
  const key = `${result.oldVersion}->${result.newVersion}`;
  if (key === lastKey) return undefined;
  return { message: `MLIR Layout: the last edit changes layouts: ${result.summary}`, key };
}

/** The document text for an answer about the file named `file`. */
export function renderChangesText(result: LayoutChangesResult, file: string): string {
  return `// Layout changes in ${file}\n\n${result.text}`;
}
