// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Protocol tests against the REAL mlir-layout-lsp (env MLIR_LAYOUT_LSP):
// the scenario the extension relies on, request by request.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { startSession, examplePath, serverPath, rpc } = require('./lspSession');
const { applyEdits } = require('./textEdits');

const CODE = 'layout-incompatible-index-bitwidth';
const hasCode = (code) => (p) => p.diagnostics.some((d) => d.code === code);
const i24 = { line: 20, character: 47 }; // `i24` in `%tag = ... -> i24` (line 21, 1-based)

test('server binary exists', () => {
  assert.ok(fs.existsSync(serverPath), `${serverPath} missing: build the C++ project or set MLIR_LAYOUT_LSP`);
});

test('nested-layouts scenario', async (t) => {
  const s = await startSession();
  t.after(() => s.close());
  const text = fs.readFileSync(examplePath, 'utf8');

  await t.test('initialize advertises the features the extension uses', () => {
    const caps = s.init.capabilities;
    assert.equal(s.init.serverInfo.name, 'mlir-layout-lsp');
    assert.equal(caps.textDocumentSync.change, rpc.TextDocumentSyncKind.Incremental);
    assert.equal(caps.hoverProvider, true);
    assert.deepEqual(caps.codeActionProvider.codeActionKinds, ['quickfix', 'refactor.rewrite']);
    assert.ok(caps.inlayHintProvider && caps.documentSymbolProvider && caps.completionProvider);
  });

  const uri = await s.open(examplePath, text);
  let diagnostic;
  await t.test('didOpen publishes the index-bitwidth error with code and source', async () => {
    const published = await s.nextDiagnostics(uri, hasCode(CODE));
    assert.equal(published.diagnostics.length, 1);
    diagnostic = published.diagnostics[0];
    assert.equal(diagnostic.source, 'mlir-layout');
    assert.equal(diagnostic.severity, rpc.DiagnosticSeverity.Error);
    assert.deepEqual(diagnostic.range.start, { line: 34, character: 6 });
    assert.match(diagnostic.message, /index 32 bits wide/);
    assert.match(diagnostic.relatedInformation[0].message, /enclosing spec of @host/);
  });

  await t.test('hover on i24 gives size and alignment in markdown', async () => {
    const hover = await s.connection.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position: i24 });
    assert.equal(hover.contents.kind, 'markdown');
    assert.match(hover.contents.value, /i24 · 3 bytes · align 8/);
    assert.deepEqual(hover.range, { start: { line: 20, character: 46 }, end: { line: 20, character: 49 } });
  });

  await t.test('mlirLayout/explain returns the full explanation, null off a type', async () => {
    const result = await s.connection.sendRequest('mlirLayout/explain', { textDocument: { uri }, position: i24 });
    assert.equal(result.type, 'i24');
    assert.equal(result.scope, '@host');
    assert.match(result.text, /size: +3 bytes \(24 bits\)/);
    assert.ok(result.text.split('\n').length > 3, 'multi-line text');
    const none = await s.connection.sendRequest('mlirLayout/explain', { textDocument: { uri }, position: { line: 0, character: 3 } });
    assert.equal(none, null);
  });

  await t.test('mlirLayout/explain with subject layout returns the table in text and as data', async () => {
    // `%p` (line 27): !packet = (i8, i24, f64, vector<3xf32>) under @host's spec.
    const result = await s.connection.sendRequest('mlirLayout/explain',
      { textDocument: { uri }, position: { line: 26, character: 5 }, subject: 'layout' });
    assert.equal(result.subject, 'layout');
    assert.equal(result.scope, '@host');
    assert.match(result.text, /^field +type +offset +size +align +padding +cache line$/m);
    const { layout } = result;
    assert.equal(layout.kind, 'struct');
    assert.deepEqual(layout.rows.map((r) => [r.type, r.offset, r.size, r.padding_after]),
      [['i8', 0, 1, 7], ['i24', 8, 3, 5], ['f64', 16, 8, 8], ['vector<3xf32>', 32, 16, 0]]);
    // The padding is every byte no field uses.
    assert.equal(layout.padding, layout.size - layout.rows.reduce((sum, r) => sum + r.size, 0));
    assert.equal(layout.cache_line_size, 64);
  });

  await t.test('preferred quick-fix applied with didChange clears the diagnostic', async () => {
    const actions = await s.connection.sendRequest(rpc.CodeActionRequest.type, {
      textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic], only: ['quickfix'] } });
    const preferred = actions.filter((a) => a.isPreferred);
    assert.equal(preferred.length, 1);
    // The host's 64-bit index is what a nested scope must keep: the fix
    // removes the device's entry rather than repeat the inherited value.
    assert.equal(preferred[0].title, 'Remove the entry (inherit 64 : i64 from @host)');
    const edits = preferred[0].edit.changes[uri];
    const after = publicationsAfter(s, uri);
    await s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 2 },
      contentChanges: edits.map((e) => ({ range: e.range, text: e.newText })),
    });
    const fixed = applyEdits(text, edits);
    assert.deepEqual(fixed.split('\n'), text.split('\n').filter((l, i) => i !== 34));
    const published = await s.nextDiagnostics(uri, (p) => p.version === 2, { after });
    assert.ok(!published.diagnostics.some((d) => d.code === CODE), 'index-bitwidth error gone');
    assert.ok(!published.diagnostics.some((d) => d.severity === rpc.DiagnosticSeverity.Error), 'no errors left');
    // Nothing is left behind: no redundant-entry warning either.
    assert.deepEqual(published.diagnostics.map((d) => d.code), []);
  });

  await t.test('policy change through didChangeConfiguration re-publishes', async () => {
    let after = publicationsAfter(s, uri);
    await s.connection.sendNotification(rpc.DidChangeConfigurationNotification.type,
      { settings: { mlirLayout: { policy: 'strict' } } });
    const strict = await s.nextDiagnostics(uri, () => true, { after });
    assert.ok(strict.diagnostics.some((d) => d.code === 'layout-incompatible-alignment'), JSON.stringify(strict.diagnostics));
    after = publicationsAfter(s, uri);
    await s.connection.sendNotification(rpc.DidChangeConfigurationNotification.type,
      { settings: { mlirLayout: { policy: 'relax' } } });
    const relaxed = await s.nextDiagnostics(uri, () => true, { after });
    assert.deepEqual(relaxed.diagnostics.map((d) => d.code), []);
  });

  await t.test('inlayHints setting toggles hints live', async () => {
    const range = { start: { line: 0, character: 0 }, end: { line: 60, character: 0 } };
    const ask = () => s.connection.sendRequest(rpc.InlayHintRequest.type, { textDocument: { uri }, range });
    assert.deepEqual(await ask() ?? [], []);
    await s.connection.sendNotification(rpc.DidChangeConfigurationNotification.type,
      { settings: { mlirLayout: { inlayHints: true, numberFormat: 'hex' } } });
    const hints = await ask();
    assert.ok(hints.length > 0, 'hints after enabling');
    assert.ok(hints.some((h) => /0x/.test(typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join(''))),
      'numberFormat=hex reached the server');
  });

  await t.test('shutdown and exit cleanly', async () => {
    assert.equal(await s.close(), 0);
  });
});

test('initializationOptions set the policy from the start', async (t) => {
  const s = await startSession({ policy: 'strict' });
  t.after(() => s.close());
  const uri = await s.open(examplePath);
  const first = await s.nextDiagnostics(uri);
  assert.ok(first.diagnostics.some((d) => d.code === 'layout-incompatible-alignment'));
});

test('code lens above each spec counts what its list shows', async (t) => {
  const s = await startSession({ codeLens: true });
  t.after(() => s.close());
  const uri = await s.open(examplePath);
  await s.nextDiagnostics(uri);
  const lenses = await s.connection.sendRequest(rpc.CodeLensRequest.type, { textDocument: { uri } });
  // @host (its spec through the #host_spec alias) and @device.
  assert.deepEqual(lenses.map((l) => l.range.start.line), [18, 32]);
  for (const lens of lenses) {
    assert.equal(lens.command.command, 'mlirLayout.showSpecImpact');
    const [, count, several] = lens.command.title.match(/^sets (\d+) types?(?: in (\d+) scopes)?$/);
    const [types, scopes] = [Number(count), several ? Number(several) : 1];
    // The command's argument is the explain request that lists them.
    const list = await s.connection.sendRequest('mlirLayout/explain', lens.command.arguments[0]);
    assert.equal(list.subject, 'spec');
    assert.match(list.text, new RegExp(`^The data layout spec of ${list.scope} ${lens.command.title}`));
    const rows = list.text.split('\n').filter((l) => l.startsWith('in @')).map((l) => l.split(' · ')[0]);
    assert.equal(new Set(rows).size, types, list.text);
    assert.equal(new Set(rows.map((r) => r.split(':')[0])).size, scopes, list.text);
    assert.ok(types > 0);
  }
});

test('mlirLayout/changes: an edited entry, compared with the version before', async (t) => {
  const s = await startSession();
  t.after(() => s.close());
  const text = fs.readFileSync(examplePath, 'utf8');
  const uri = await s.open(examplePath, text);
  await s.nextDiagnostics(uri);
  const ask = () => s.connection.sendRequest('mlirLayout/changes', { textDocument: { uri } });
  assert.equal((await ask()).compared, false, 'one version only');
  // Line 35: the device's `index = 32 : i64` becomes 64.
  const at = text.split('\n')[34].indexOf('32');
  await s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ range: { start: { line: 34, character: at }, end: { line: 34, character: at + 2 } }, text: '64' }] });
  const result = await ask();
  assert.equal(result.oldVersion, 1);
  assert.equal(result.newVersion, 2);
  assert.equal(result.compared, true);
  const index = result.changes.find((c) => c.type === 'index' && c.scope === '@host::@device');
  assert.ok(index, JSON.stringify(result.changes.map((c) => [c.scope, c.type])));
  assert.deepEqual([index.old.size, index.new.size], [4, 8]);
  // The summary says what changed, not which versions.
  assert.equal(result.summary, 'index size 4 → 8 in @host::@device, 2 types changed');
  assert.match(result.text, /^\d+ changes from version 1 to version 2/);
  assert.match(result.text, /@host::@device +index +size +4 +8/);
});

/** Index of the next publication for `uri` (to wait for one after an action). */
function publicationsAfter(session, uri) {
  return session.publicationCount(uri);
}

test('code actions are computed on the version the client has, and name it', async (t) => {
  // A long debounce: the rebuild of an edit is still pending when the
  // code action request arrives right after it.
  const s = await startSession(undefined, {
    args: ['--debounce-ms=1500'], workspaceCapabilities: { workspaceEdit: { documentChanges: true } } });
  t.after(() => s.close());
  const v1 = fs.readFileSync(examplePath, 'utf8');
  const uri = await s.open(examplePath, v1);
  const { diagnostics: [diagnostic] } = await s.nextDiagnostics(uri, hasCode(CODE));
  const change = (version, text) => s.connection.sendNotification(rpc.DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version },
    contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text }] });
  // The client's diagnostic where its text now has it (lines inserted above
  // move it down): the server matches diagnostics by range and code.
  const askQuickFix = (lineShift) => {
    const range = {
      start: { line: diagnostic.range.start.line + lineShift, character: diagnostic.range.start.character },
      end: { line: diagnostic.range.end.line + lineShift, character: diagnostic.range.end.character } };
    return s.connection.sendRequest(rpc.CodeActionRequest.type, {
      textDocument: { uri }, range, context: { diagnostics: [{ ...diagnostic, range }], only: ['quickfix'] } });
  };

  await t.test('an action asked right after an edit waits for that version', async () => {
    await change(2, '// a new first line\n');
    const actions = await askQuickFix(1);
    // The reply came after version 2 was analysed and published.
    assert.equal(s.publicationCount(uri), 2);
    const preferred = actions.find((a) => a.isPreferred);
    assert.equal(preferred.edit.changes, undefined);
    const [documentEdit] = preferred.edit.documentChanges;
    assert.deepEqual(documentEdit.textDocument, { uri, version: 2 });
    const v2 = '// a new first line\n' + v1;
    const fixed = applyEdits(v2, documentEdit.edits).split('\n');
    assert.deepEqual(fixed, v2.split('\n').filter((l, i) => i !== 35));
  });

  await t.test('an action whose version is superseded before it is built is refused', async () => {
    await change(3, '// v3\n');
    const pending = askQuickFix(2);
    await change(4, '// v4\n');
    await assert.rejects(pending, (error) => error.code === -32801 /* ContentModified */);
  });
});
