// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The workspace check's results and the language server's live diagnostics
// never show for the same file (compiled to out/ by `npm test`).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { CliResults } = require('../out/cliResults');

/** A sink recording what a DiagnosticCollection would show, per file. */
function recordingSink() {
  const shown = new Map();
  return {
    shown,
    set: (file, list) => shown.set(file, list.map((d) => `${d.code}: ${d.message}`)),
    delete: (file) => shown.delete(file),
    clear: () => shown.clear(),
  };
}

const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } };
const report = [
  { file: 'a.mlir', range, severity: 'warning', code: 'redundant-entry', message: 'entry repeats the inherited value' },
  { file: 'a.mlir', range, severity: 'error', code: 'zero-alignment', message: 'alignment 0' },
  { file: '/elsewhere/b.mlir', range, severity: 'error', code: 'zero-alignment', message: 'alignment 0' },
];

test('cli results: opening a reported file drops its CLI results while the server runs', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true);
  results.publish(report, '/ws', []);
  assert.deepEqual([...sink.shown.keys()].sort(), ['/elsewhere/b.mlir', '/ws/a.mlir']);
  assert.equal(sink.shown.get('/ws/a.mlir').length, 2);
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  // Only the server's diagnostics (and quick-fixes) remain for a.mlir.
  assert.deepEqual([...sink.shown.keys()], ['/elsewhere/b.mlir']);
  assert.deepEqual(results.shown(), ['/elsewhere/b.mlir']);
});

test('cli results: documents the server has are skipped when the check publishes', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true);
  results.publish(report, '/ws', [{ file: '/ws/a.mlir', languageId: 'mlir' }, { file: '/elsewhere/b.mlir', languageId: 'plaintext' }]);
  assert.deepEqual([...sink.shown.keys()], ['/elsewhere/b.mlir']);
});

test('cli results: kept when nothing else reports on the file', () => {
  const sink = recordingSink();
  let running = false;
  const results = new CliResults(sink, () => running);
  results.publish(report, '/ws', [{ file: '/ws/a.mlir', languageId: 'mlir' }]);
  // No server: the CLI's results are the only ones, opened or not.
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  assert.ok(sink.shown.has('/ws/a.mlir'));
  // A document the server does not take (another language) keeps them too.
  running = true;
  results.opened({ file: '/ws/a.mlir', languageId: 'plaintext' });
  assert.ok(sink.shown.has('/ws/a.mlir'));
  // Editing makes them stale, server or not.
  running = false;
  results.changed('/ws/a.mlir');
  assert.ok(!sink.shown.has('/ws/a.mlir'));
  assert.ok(sink.shown.has('/elsewhere/b.mlir'));
});

test('cli results: a new check replaces the previous results', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true);
  results.publish(report, '/ws', []);
  results.publish(report.slice(2), '/ws', []);
  assert.deepEqual([...sink.shown.keys()], ['/elsewhere/b.mlir']);
  // Dropping a file twice, or one never reported, is harmless.
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  results.changed('/ws/none.mlir');
  assert.deepEqual(results.shown(), ['/elsewhere/b.mlir']);
});
