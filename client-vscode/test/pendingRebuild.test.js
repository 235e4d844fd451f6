// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Protocol tests against the REAL mlir-layout-lsp: requests made while a
// rebuild is pending are answered about the text the client has.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const os = require('node:os');
const { startSession, rpc } = require('./lspSession');

const file = path.join(os.tmpdir(), 'mlir-layout-pending.mlir');
const text = 'func.func @f(%x: i64, %y: i8) {\n  return\n}\n';

/** Sends a didChange replacing `range` with `newText`. */
function change(s, uri, version, range, newText) {
  return s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version }, contentChanges: [{ range, text: newText }] });
}
const at = (line, character) => ({ line, character });
const hover = (s, uri, position) => s.connection.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position });

test('hovers inside and outside an edit, before and after its rebuild', async (t) => {
  const s = await startSession(undefined, { args: ['--debounce-ms=3000'] });
  t.after(() => s.close());
  const uri = await s.open(file, text);
  await s.nextDiagnostics(uri);

  // A long debounce: the rebuild of an edit is still pending when the
  // requests right after it arrive.
  await t.test('the new i32 is answered at once from the client\'s text, not as the old i64', async () => {
    await change(s, uri, 2, { start: at(0, 26), end: at(0, 28) }, 'i32');
    const onNew = await hover(s, uri, at(0, 27));
    assert.match(onNew.contents.value, /i32 · 4 bytes/);
    assert.deepEqual(onNew.range, { start: at(0, 26), end: at(0, 29) });
    const onOld = await hover(s, uri, at(0, 18));
    assert.match(onOld.contents.value, /i64 · 8 bytes/);
  });

  await t.test('after a new first line the hover waits for the rebuild and lands on the moved text', async () => {
    const before = s.publicationCount(uri);
    await change(s, uri, 3, { start: at(0, 0), end: at(0, 0) }, '// a new first line\n');
    const moved = await hover(s, uri, at(1, 18));
    // The reply came after version 3 was analysed and published.
    assert.equal(s.publicationCount(uri), before + 1);
    assert.match(moved.contents.value, /i64 · 8 bytes/);
    assert.deepEqual(moved.range, { start: at(1, 17), end: at(1, 20) });
  });
});

test('a fresh file: symbols wait for the first build, inlay hints are refreshed when it lands', async (t) => {
  const s = await startSession({ inlayHints: true }, {
    args: ['--debounce-ms=3000'], workspaceCapabilities: { inlayHint: { refreshSupport: true } } });
  t.after(() => s.close());
  let refreshes = 0;
  s.connection.onRequest('workspace/inlayHint/refresh', () => { ++refreshes; return null; });
  const uri = await s.open(file, 'module @m {\n  func.func @f(%x: i64) {\n    return\n  }\n}\n');
  const hints = await s.connection.sendRequest(rpc.InlayHintRequest.type,
    { textDocument: { uri }, range: { start: at(0, 0), end: at(5, 0) } });
  const symbols = await s.connection.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: { uri } });
  assert.equal(s.publicationCount(uri), 1, 'the outline came after the first build');
  assert.deepEqual(symbols.map((symbol) => symbol.name), ['@m']);
  if (hints.length === 0) {
    // Withheld before the build: the client is asked to refresh.
    await s.nextDiagnostics(uri);
    for (let i = 0; i < 100 && refreshes === 0; ++i) await new Promise((r) => setTimeout(r, 20));
    assert.equal(refreshes, 1);
  }
  const built = await s.connection.sendRequest(rpc.InlayHintRequest.type,
    { textDocument: { uri }, range: { start: at(0, 0), end: at(5, 0) } });
  assert.equal(built.length, 1);
});
