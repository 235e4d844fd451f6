// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The workspace check's results and the language server's live diagnostics
// never show for the same file, and the check's come back when a file is
// closed unchanged (compiled to out/ by `npm test`).
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
/** Every file of `report`, read by the check at time 1. */
const checkedAt1 = () => new Map([['/ws/a.mlir', 1], ['/elsewhere/b.mlir', 1], ['/ws/clean.mlir', 1]]);
/** Files on disk and their modification times now. */
const disk = () => {
  const times = checkedAt1();
  return { times, mtimeOf: (f) => times.get(f) };
};

const report = [
  { file: 'a.mlir', range, severity: 'warning', code: 'redundant-entry', message: 'entry repeats the inherited value' },
  { file: 'a.mlir', range, severity: 'error', code: 'zero-alignment', message: 'alignment 0' },
  { file: '/elsewhere/b.mlir', range, severity: 'error', code: 'zero-alignment', message: 'alignment 0' },
];

test('cli results: opening a reported file hides its CLI results while the server runs', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true, disk().mtimeOf);
  results.publish(report, '/ws', [], checkedAt1());
  assert.deepEqual([...sink.shown.keys()].sort(), ['/elsewhere/b.mlir', '/ws/a.mlir']);
  assert.equal(sink.shown.get('/ws/a.mlir').length, 2);
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  // Only the server's diagnostics (and quick-fixes) remain for a.mlir.
  assert.deepEqual([...sink.shown.keys()], ['/elsewhere/b.mlir']);
  assert.deepEqual(results.shown(), ['/elsewhere/b.mlir']);
});

test('cli results: documents the server has are skipped when the check publishes', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true, disk().mtimeOf);
  results.publish(report, '/ws', [{ file: '/ws/a.mlir', languageId: 'mlir' }, { file: '/elsewhere/b.mlir', languageId: 'plaintext' }], checkedAt1());
  assert.deepEqual([...sink.shown.keys()], ['/elsewhere/b.mlir']);
});

test('cli results: kept when nothing else reports on the file', () => {
  const sink = recordingSink();
  let running = false;
  const results = new CliResults(sink, () => running, disk().mtimeOf);
  results.publish(report, '/ws', [{ file: '/ws/a.mlir', languageId: 'mlir' }], checkedAt1());
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
  const results = new CliResults(sink, () => true, disk().mtimeOf);
  results.publish(report, '/ws', [], checkedAt1());
  results.publish(report.slice(2), '/ws', [], checkedAt1());
  assert.deepEqual([...sink.shown.keys()], ['/elsewhere/b.mlir']);
  // Dropping a file twice, or one never reported, is harmless.
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  results.changed('/ws/none.mlir');
  assert.deepEqual(results.shown(), ['/elsewhere/b.mlir']);
});

test('cli results: closing a file the check read gives its results back (issue 32: 32 problems became 15)', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true, disk().mtimeOf);
  results.publish(report, '/ws', [], checkedAt1());
  // A single click in the Explorer: a preview tab opens, then closes.
  for (let i = 0; i < 3; i++) {
    results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
    assert.ok(!sink.shown.has('/ws/a.mlir'), 'hidden while the server has it');
    assert.equal(results.closed({ file: '/ws/a.mlir', languageId: 'mlir' }), 'restored');
    assert.deepEqual(sink.shown.get('/ws/a.mlir'), ['redundant-entry: entry repeats the inherited value', 'zero-alignment: alignment 0']);
  }
  assert.deepEqual(results.shown(), ['/elsewhere/b.mlir', '/ws/a.mlir']);
  // Edits that were not saved (the document closed without saving) leave the file on disk as checked.
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  results.changed('/ws/a.mlir');
  assert.equal(results.closed({ file: '/ws/a.mlir', languageId: 'mlir' }), 'restored');
  assert.equal(sink.shown.get('/ws/a.mlir').length, 2);
  // Another scheme with the same path (a git: version, say) is not the file.
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir', scheme: 'git' });
  assert.ok(sink.shown.has('/ws/a.mlir'));
  assert.equal(results.closed({ file: '/ws/a.mlir', languageId: 'mlir', scheme: 'git' }), 'none');
});

test('cli results: a file saved since the check is dropped on close, for a check of its own', () => {
  const sink = recordingSink();
  const { times, mtimeOf } = disk();
  const results = new CliResults(sink, () => true, mtimeOf);
  results.publish(report, '/ws', [], checkedAt1());
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  results.changed('/ws/a.mlir');
  times.set('/ws/a.mlir', 2); // saved
  assert.equal(results.closed({ file: '/ws/a.mlir', languageId: 'mlir' }), 'stale');
  assert.ok(!sink.shown.has('/ws/a.mlir'), 'nothing stale is shown');
  assert.ok(!results.has('/ws/a.mlir'));
  // Its own check: the results of the file as saved.
  results.update('/ws/a.mlir', report.slice(1, 2), 2);
  assert.deepEqual(sink.shown.get('/ws/a.mlir'), ['zero-alignment: alignment 0']);
  // A clean file saved with a problem in it is checked again too.
  results.opened({ file: '/ws/clean.mlir', languageId: 'mlir' });
  times.set('/ws/clean.mlir', 3);
  assert.equal(results.closed({ file: '/ws/clean.mlir', languageId: 'mlir' }), 'stale');
  // A file the check never read: nothing to give back.
  assert.equal(results.closed({ file: '/ws/new.mlir', languageId: 'mlir' }), 'none');
});

test('cli results: a file open when the check ran shows its results once closed', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true, disk().mtimeOf);
  results.publish(report, '/ws', [{ file: '/ws/a.mlir', languageId: 'mlir' }], checkedAt1());
  assert.ok(!sink.shown.has('/ws/a.mlir'));
  assert.equal(results.closed({ file: '/ws/a.mlir', languageId: 'mlir' }), 'restored');
  assert.ok(sink.shown.has('/ws/a.mlir'));
  // A document with unsaved edits when the check ran: hidden until closed as well.
  results.publish(report, '/ws', [{ file: '/ws/a.mlir', languageId: 'plaintext', dirty: true }], checkedAt1());
  assert.ok(!sink.shown.has('/ws/a.mlir'));
});

test('cli results: clear() drops every result (a setting that changes them changed)', () => {
  const sink = recordingSink();
  const results = new CliResults(sink, () => true, disk().mtimeOf);
  results.publish(report, '/ws', [], checkedAt1());
  results.opened({ file: '/ws/a.mlir', languageId: 'mlir' });
  results.clear();
  assert.equal(sink.shown.size, 0);
  assert.deepEqual(results.shown(), []);
  // Closing a file afterwards brings back nothing of the old check.
  assert.equal(results.closed({ file: '/ws/a.mlir', languageId: 'mlir' }), 'none');
  assert.equal(sink.shown.size, 0);
});
