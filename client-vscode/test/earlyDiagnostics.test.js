// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Early diagnostics against the REAL mlir-layout-lsp with its default
// settings: an interim set (MLIR's parse and verifier diagnostics, marked
// `"mlirLayout": {"partial": true}`) may come before the whole set of a
// version. VS Code's client shows each publication as it arrives
// (vscode-languageclient 9's handleDiagnostics queues `params.diagnostics`
// per URI, a newer set replacing one not yet shown, ignores other members,
// and sets the document's diagnostics), so what the user sees is the last
// publication: no diagnostic may disappear with an interim set and come
// back with the whole set of the same version.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const os = require('node:os');
const { startSession, isPartial, rpc } = require('./lspSession');

const file = path.join(os.tmpdir(), 'mlir-layout-early.mlir');
/** Parses and verifies, nothing to check. */
const clean = 'func.func @f() -> i32 {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n';
/** Parses, fails the verifier. */
const unverified = 'func.func @f() -> i32 {\n  return\n}\n';
/** An inner spec that redefines the outer one's `i32` (a check's diagnostic). */
const checked =
  'module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {\n' +
  '  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 128]> : vector<2xi64>>} {\n' +
  '    func.func private @f(i16)\n  }\n}\n';

/** A diagnostic as the user sees it (code, range, message). */
const key = (d) => JSON.stringify([d.code, d.range, d.message]);

test('interim sets are marked, and what the client shows never loses a diagnostic the whole set brings back', async (t) => {
  const s = await startSession();
  t.after(() => s.close());
  const uri = await s.open(file, clean);
  await s.nextDiagnostics(uri, (p) => p.version === 1);
  const texts = [unverified, checked, checked + '\n', unverified, clean, unverified];
  for (const [i, text] of texts.entries()) {
    const version = i + 2;
    await s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type,
      { textDocument: { uri, version }, contentChanges: [{ text }] });
    // Each change waits for its whole set: every interim set is sent.
    await s.nextDiagnostics(uri, (p) => p.version === version);
  }
  const sets = s.publications(uri);
  const codes = (p) => p.diagnostics.map((d) => d.code);
  assert.deepEqual(sets.map((p) => [p.version, isPartial(p), codes(p)]), [
    // Nothing shown: the interim set first.
    [1, true, []], [1, false, []],
    [2, true, ['mlir-verifier-error']], [2, false, ['mlir-verifier-error']],
    // Only a verifier error shown: an interim set may replace it.
    [3, true, []], [3, false, ['layout-incompatible-alignment']],
    // A check's diagnostic shown: no interim set would keep it, none is sent.
    [4, false, ['layout-incompatible-alignment']],
    [5, false, ['mlir-verifier-error']],
    [6, true, []], [6, false, []],
    [7, true, ['mlir-verifier-error']], [7, false, ['mlir-verifier-error']],
  ]);
  // The marker is on interim sets only, and is exactly `{ partial: true }`.
  for (const p of sets) assert.deepEqual(p.mlirLayout, isPartial(p) ? { partial: true } : undefined);

  // What the user sees, publication by publication (VS Code replaces a
  // document's diagnostics with each set it receives).
  let shown = [];
  for (const [i, p] of sets.entries()) {
    if (isPartial(p)) {
      const whole = sets[i + 1];
      assert.ok(whole && whole.version === p.version && !isPartial(whole), `v${p.version}: the whole set follows`);
      const wholeKeys = new Set(whole.diagnostics.map(key));
      const interimKeys = new Set(p.diagnostics.map(key));
      for (const d of p.diagnostics) assert.ok(wholeKeys.has(key(d)), `v${p.version}: ${d.code} of the interim set is in the whole set`);
      for (const d of shown) {
        assert.ok(!wholeKeys.has(key(d)) || interimKeys.has(key(d)),
          `v${p.version}: ${d.code} shown, hidden by the interim set, back with the whole set (flicker)`);
      }
    }
    shown = p.diagnostics;
  }
});

test('-early-diagnostics=false publishes one unmarked set per version', async (t) => {
  const s = await startSession(undefined, { args: ['-early-diagnostics=false'] });
  t.after(() => s.close());
  const uri = await s.open(file, unverified);
  await s.nextDiagnostics(uri, (p) => p.version === 1);
  await s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type,
    { textDocument: { uri, version: 2 }, contentChanges: [{ text: clean }] });
  await s.nextDiagnostics(uri, (p) => p.version === 2);
  assert.deepEqual(s.publications(uri).map((p) => [p.version, isPartial(p), p.mlirLayout]),
    [[1, false, undefined], [2, false, undefined]]);
});
