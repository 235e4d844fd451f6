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

/** A spec entry that decides a layout, as `mlir-layout diff --json` names it. */
interface DiffEntry { key?: string; value?: string; scope?: string; at?: { line?: number; column?: number } }

/** One object of `changes` (`mlir-layout diff --json`), as far as the view reads it. */
interface DiffChange {
  change?: string;
  chunk?: number;
  scope?: string;
  /** `type`: the type, what changed, and both sides (a field per kind, and the deciding entries). */
  type?: string;
  changed?: string[];
  old?: Record<string, unknown> & { entries?: DiffEntry[] };
  new?: Record<string, unknown> & { entries?: DiffEntry[] };
  /** `property`: its key (old and new hold `value`). */
  key?: string;
  /** `scope`: added or removed, at `line`. */
  side?: string;
  line?: number;
}

const valueText = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(valueText).join(', ')}]`;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v === null || v === undefined ? 'none' : JSON.stringify(v);
};

const entryText = (e: DiffEntry): string => `${e.key} = ${e.value} (${e.scope}, ${e.at?.line}:${e.at?.column})`;

/** The lines of one change under its scope's heading; undefined for a kind this view does not know. */
function changeLines(c: DiffChange): string[] | undefined {
  if (c.change === 'type' && typeof c.type === 'string') {
    // Old → new first, so that the numbers start the line.
    const numbers = (c.changed ?? []).filter((k) => k !== 'layout').map((k) => `${k} ${valueText(c.old?.[k])} → ${valueText(c.new?.[k])}`);
    const lines = [`  ${c.type}: ${numbers.length ? numbers.join(', ') : 'layout changed'}`];
    // The deciding entries that differ, one a line: those of both sides decided nothing new.
    const before = (c.old?.entries ?? []).map(entryText), after = (c.new?.entries ?? []).map(entryText);
    lines.push(...before.filter((e) => !after.includes(e)).map((e) => `    before: ${e}`),
      ...after.filter((e) => !before.includes(e)).map((e) => `    after: ${e}`));
    return lines;
  }
  if (c.change === 'property' && typeof c.key === 'string') return [`  ${c.key}: ${valueText(c.old?.value)} → ${valueText(c.new?.value)}`];
  if (c.change === 'scope' && typeof c.side === 'string') return [`  scope ${c.side} (line ${c.line})`];
  return undefined;
}

/**
 * The changes grouped by scope, each type with its numbers old → new at
 * the start of its line (the table of `mlir-layout diff` puts them after
 * the scope and type columns, off-screen in a narrow editor); undefined
 * when a change is of a kind this view does not know.
 */
export function renderChanges(changes: unknown[]): string | undefined {
  const byScope = new Map<string, string[]>();
  for (const change of changes as DiffChange[]) {
    const lines = change && typeof change === 'object' ? changeLines(change) : undefined;
    if (!lines) return undefined;
    const heading = change.chunk ? `${change.scope} (chunk ${change.chunk})` : String(change.scope);
    byScope.set(heading, [...(byScope.get(heading) ?? []), ...lines]);
  }
  return [...byScope].map(([scope, lines]) => `${scope}\n${lines.join('\n')}`).join('\n\n');
}

/** The document text for an answer about the file named `file`. */
export function renderChangesText(result: LayoutChangesResult, file: string): string {
  const body = result.changes.length ? renderChanges(result.changes) : undefined;
  if (body === undefined) return `// Layout changes in ${file}\n\n${result.text}`;
  // The table's notes (types not compared) stay.
  const notes = result.text.split('\n').filter((l) => l.startsWith('note: '));
  return [`// Layout changes in ${file}`, '', result.summary, '', body, ...(notes.length ? ['', ...notes] : [])].join('\n') + '\n';
}
