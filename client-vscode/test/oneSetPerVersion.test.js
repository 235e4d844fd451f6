// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Diagnostics against the REAL mlir-layout-lsp with its default settings:
// each version of a document gets one set, the whole set of its
// diagnostics, as LSP defines it (no member of our own). VS Code's client
// shows each publication as it arrives, so what the user sees is that set.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const os = require('node:os');
const { startSession, rpc } = require('./lspSession');

const file = path.join(os.tmpdir(), 'mlir-layout-one-set.mlir');
/** Parses and verifies, nothing to check. */
const clean = 'func.func @f() -> i32 {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n';
/** Parses, fails the verifier. */
const unverified = 'func.func @f() -> i32 {\n  return\n}\n';
/** An inner spec that redefines the outer one's `i32` (a check's diagnostic). */
const checked =
  'module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {\n' +
  '  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 128]> : vector<2xi64>>} {\n' +
  '    func.func private @f(i16)\n  }\n}\n';

test('each version gets one set of diagnostics, with nothing LSP does not define', async (t) => {
  const s = await startSession();
  t.after(() => s.close());
  const uri = await s.open(file, clean);
  await s.nextDiagnostics(uri, (p) => p.version === 1);
  const texts = [unverified, checked, checked + '\n', unverified, clean];
  for (const [i, text] of texts.entries()) {
    const version = i + 2;
    await s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type,
      { textDocument: { uri, version }, contentChanges: [{ text }] });
    await s.nextDiagnostics(uri, (p) => p.version === version);
  }
  const codes = (p) => p.diagnostics.map((d) => d.code);
  assert.deepEqual(s.publications(uri).map((p) => [p.version, codes(p)]), [
    [1, []],
    [2, ['mlir-verifier-error']],
    [3, ['layout-incompatible-alignment']],
    [4, ['layout-incompatible-alignment']],
    [5, ['mlir-verifier-error']],
    [6, []],
  ]);
  for (const p of s.publications(uri)) assert.deepEqual(Object.keys(p).sort(), ['diagnostics', 'uri', 'version']);
});
