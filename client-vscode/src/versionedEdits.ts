// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Stale code actions are refused, not applied to newer text.
//
// The server computes a code action's edit on the document version the
// client had when it asked, and says so in a versioned `documentChanges`
// entry. VS Code drops that version when vscode-languageclient converts the
// edit, and applies an action's edit to whatever the text is by then. So each
// action's edit is moved into a command that applies it only while the
// document is still at the version it was asked for. This file has no
// `vscode` import, so that node tests can drive it with fakes.

/** The internal command that applies a guarded edit (not in the palette). */
export const APPLY_VERSIONED_EDIT = 'mlirLayout.applyVersionedEdit';

/** The arguments of APPLY_VERSIONED_EDIT. */
export interface VersionedEditArgs<Edit> {
  /** The action's title, for messages. */
  title: string;
  /** The document the edit is for (its URI as a string). */
  uri: string;
  /** The document version the action was computed for. */
  version: number;
  edit: Edit;
}

/** The part of a code action this module reads and writes. */
export interface ActionWithEdit<Edit> {
  title: string;
  edit?: Edit;
  command?: { title: string; command: string; arguments?: unknown[] };
}

/**
 * Moves the edit of `action` into an APPLY_VERSIONED_EDIT command for
 * `version` of `uri`. Actions without an edit, or with a command of their
 * own (which must run after the edit, so cannot be chained safely), are
 * returned unchanged. Mutates and returns `action`.
 */
export function guardAction<Edit, A extends ActionWithEdit<Edit>>(action: A, uri: string, version: number): A {
  if (action.edit === undefined || action.command !== undefined) return action;
  const args: VersionedEditArgs<Edit> = { title: action.title, uri, version, edit: action.edit };
  action.command = { title: action.title, command: APPLY_VERSIONED_EDIT, arguments: [args] };
  action.edit = undefined;
  return action;
}

/** What applyVersionedEdit needs from the editor. */
export interface EditorAccess<Edit> {
  /** The version of the open document `uri`, or undefined if it is not open. */
  versionOf(uri: string): number | undefined;
  /** Applies `edit`; resolves to whether the editor applied it. */
  apply(edit: Edit): PromiseLike<boolean>;
  /** Tells the user something went wrong. */
  warn(message: string): void;
}

/** The message for an action whose document changed after it was computed. */
export function staleMessage(title: string): string {
  return `"${title}" was not applied: the file changed after this fix was computed. Ask for code actions again.`;
}

/**
 * Applies the guarded edit if the document is still open at the version it
 * was computed for; otherwise warns and leaves the text alone. Resolves to
 * whether the edit was applied.
 */
export async function applyVersionedEdit<Edit>(editor: EditorAccess<Edit>, args: VersionedEditArgs<Edit>): Promise<boolean> {
  const title = args.title;
  if (editor.versionOf(args.uri) !== args.version) {
    editor.warn(staleMessage(title));
    return false;
  }
  const applied = await editor.apply(args.edit);
  if (!applied) editor.warn(`"${title}" could not be applied.`);
  return applied;
}
