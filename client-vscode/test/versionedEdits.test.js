// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Unit tests of versionedEdits.ts (compiled to out/ by `npm test`): stale
// code actions are refused instead of being applied to newer text.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { APPLY_VERSIONED_EDIT, guardAction, applyVersionedEdit, staleMessage } = require('../out/versionedEdits');

/** A fake editor with one open document at `version`. */
function fakeEditor(uri, version) {
  const editor = { applied: [], warnings: [], result: true };
  editor.versionOf = (u) => (u === uri ? version : undefined);
  editor.apply = async (edit) => { editor.applied.push(edit); return editor.result; };
  editor.warn = (message) => editor.warnings.push(message);
  return editor;
}

test('guardAction moves the edit into a command for the asked version', () => {
  const edit = { fake: 'edit' };
  const action = guardAction({ title: 'Fix it', edit, kind: 'quickfix', isPreferred: true }, 'file:///a.mlir', 7);
  assert.equal(action.edit, undefined);
  assert.equal(action.kind, 'quickfix');
  assert.equal(action.isPreferred, true);
  assert.deepEqual(action.command, {
    title: 'Fix it', command: APPLY_VERSIONED_EDIT,
    arguments: [{ title: 'Fix it', uri: 'file:///a.mlir', version: 7, edit }] });
});

test('guardAction leaves actions without an edit or with their own command alone', () => {
  const noEdit = { title: 'Nothing' };
  assert.deepEqual(guardAction(noEdit, 'file:///a.mlir', 1), { title: 'Nothing' });
  const own = { title: 'Own', edit: { e: 1 }, command: { title: 'x', command: 'other.command' } };
  assert.deepEqual(guardAction(own, 'file:///a.mlir', 1),
    { title: 'Own', edit: { e: 1 }, command: { title: 'x', command: 'other.command' } });
});

test('applyVersionedEdit applies on the same version', async () => {
  const editor = fakeEditor('file:///a.mlir', 7);
  const args = guardAction({ title: 'Fix it', edit: { e: 1 } }, 'file:///a.mlir', 7).command.arguments[0];
  assert.equal(await applyVersionedEdit(editor, args), true);
  assert.deepEqual(editor.applied, [{ e: 1 }]);
  assert.deepEqual(editor.warnings, []);
});

test('applyVersionedEdit refuses a changed or closed document', async () => {
  const changed = fakeEditor('file:///a.mlir', 8);
  const args = { title: 'Fix it', uri: 'file:///a.mlir', version: 7, edit: { e: 1 } };
  assert.equal(await applyVersionedEdit(changed, args), false);
  assert.deepEqual(changed.applied, []);
  assert.deepEqual(changed.warnings, [staleMessage('Fix it')]);
  assert.match(staleMessage('Fix it'), /"Fix it" was not applied: the file changed/);
  const closed = fakeEditor('file:///other.mlir', 7);
  assert.equal(await applyVersionedEdit(closed, args), false);
  assert.deepEqual(closed.applied, []);
  assert.equal(closed.warnings.length, 1);
});

test('applyVersionedEdit says so when the editor rejects the edit', async () => {
  const editor = fakeEditor('file:///a.mlir', 7);
  editor.result = false;
  assert.equal(await applyVersionedEdit(editor, { title: 'Fix it', uri: 'file:///a.mlir', version: 7, edit: {} }), false);
  assert.deepEqual(editor.warnings, ['"Fix it" could not be applied.']);
});
