// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Unit tests of the pure helpers (compiled to out/ by `npm run compile`,
// which `npm test` runs first) and of package.json against the sources.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync, spawn } = require('node:child_process');
const { resolveServerPath, resolveCliPath, expandConfiguredPath } = require('../out/serverPath');
const { toServerSettings, toDidChangeConfigurationParams, serverArgs, settingsChangeActions, DEFAULT_SETTINGS, SERVER_SETTING_KEYS, configKey } = require('../out/settings');
const { StderrTail, describeExit, watchClose } = require('../out/stderrTail');
const { parseCliReport, groupByFile, batchFiles } = require('../out/cliDiagnostics');
const { explainDocumentTitle, renderExplanationText, specImpactParams } = require('../out/explainText');
const { changesNotice, renderChangesText } = require('../out/changesText');
const { examplePath, repoRoot, serverPath } = require('./lspSession');

/** A fake file system: the set of executable paths. */
const fsWith = (...files) => (f) => files.includes(f);
const base = { bundledDir: '/ext/server', workspaceFolder: '/ws', home: '/home/u', envPath: '/usr/local/bin:/usr/bin' };

test('server path: explicit setting wins and never falls back', () => {
  assert.deepEqual(resolveServerPath({ ...base, configured: '/opt/lsp', isExecutable: fsWith('/opt/lsp', '/ext/server/mlir-layout-lsp') }),
    { found: true, path: '/opt/lsp', source: 'setting' });
  assert.deepEqual(resolveServerPath({ ...base, configured: '/opt/missing', isExecutable: fsWith('/ext/server/mlir-layout-lsp') }),
    { found: false, tried: ['/opt/missing'] });
});

test('server path: ~, ${workspaceFolder} and relative settings', () => {
  assert.equal(expandConfiguredPath('~/bin/lsp', base), '/home/u/bin/lsp');
  assert.equal(expandConfiguredPath('${workspaceFolder}/build/bin/lsp', base), '/ws/build/bin/lsp');
  assert.equal(expandConfiguredPath('build/bin/lsp', base), '/ws/build/bin/lsp');
  assert.equal(expandConfiguredPath('  /abs/lsp ', base), '/abs/lsp');
});

test('server path: bundled, then PATH in order, else every candidate tried', () => {
  assert.equal(resolveServerPath({ ...base, configured: '', isExecutable: fsWith('/ext/server/mlir-layout-lsp', '/usr/bin/mlir-layout-lsp') }).source, 'bundled');
  assert.deepEqual(resolveServerPath({ ...base, isExecutable: fsWith('/usr/bin/mlir-layout-lsp', '/usr/local/bin/mlir-layout-lsp') }),
    { found: true, path: '/usr/local/bin/mlir-layout-lsp', source: 'PATH' });
  assert.deepEqual(resolveServerPath({ ...base, envPath: '', isExecutable: fsWith() }),
    { found: false, tried: ['/ext/server/mlir-layout-lsp'] });
  assert.equal(resolveServerPath({ ...base, isExecutable: fsWith() }).tried.length, 3);
});

test('CLI path: next to a configured server first, then bundled, then PATH', () => {
  const ctx = { ...base, configured: '/b/bin/mlir-layout-lsp' };
  assert.equal(resolveCliPath({ ...ctx, isExecutable: fsWith('/b/bin/mlir-layout-lsp', '/b/bin/mlir-layout', '/ext/server/mlir-layout') }).path, '/b/bin/mlir-layout');
  assert.equal(resolveCliPath({ ...ctx, isExecutable: fsWith('/b/bin/mlir-layout-lsp', '/ext/server/mlir-layout') }).path, '/ext/server/mlir-layout');
  assert.equal(resolveCliPath({ ...base, isExecutable: fsWith('/usr/bin/mlir-layout') }).path, '/usr/bin/mlir-layout');
  const missing = resolveCliPath({ ...base, isExecutable: fsWith() });
  assert.equal(missing.found, false);
  assert.ok(missing.tried.includes('/ext/server/mlir-layout'));
});

test("CLI path: a downstream server's own CLI (its name without -lsp) before mlir-layout", () => {
  const ctx = { ...base, configured: '/d/bin/standalone-layout-lsp' };
  const both = fsWith('/d/bin/standalone-layout-lsp', '/d/bin/standalone-layout', '/d/bin/mlir-layout');
  assert.equal(resolveCliPath({ ...ctx, isExecutable: both }).path, '/d/bin/standalone-layout');
  assert.equal(resolveCliPath({ ...ctx, isExecutable: fsWith('/d/bin/standalone-layout-lsp', '/d/bin/mlir-layout') }).path, '/d/bin/mlir-layout');
  const missing = resolveCliPath({ ...ctx, isExecutable: fsWith('/d/bin/standalone-layout-lsp') });
  assert.deepEqual(missing.tried.slice(0, 2), ['/d/bin/standalone-layout', '/d/bin/mlir-layout']);
});

test('settings: valid values pass, invalid ones fall back to defaults', () => {
  const from = (o) => toServerSettings((k) => o[k === 'hover.verbosity' ? 'hoverVerbosity' : k]);
  const valid = { policy: 'strict', inlayHints: true, paddingHints: true, hoverVerbosity: 'compact', codeLens: true, numberFormat: 'both', memrefModel: 'bare', layoutFile: '/p/.mlir-layout.json', cacheLineSize: 128 };
  assert.deepEqual(from(valid), { ...valid, hintLineLength: 43 });
  // editor.inlayHints.maximumLength for MLIR files: 0 (no limit) and any
  // other count pass; anything else is VS Code's default, 43.
  const withLength = (n) => toServerSettings(() => undefined, n).hintLineLength;
  assert.deepEqual([withLength(0), withLength(80), withLength(-1), withLength(2.5), withLength('43'), withLength(undefined)], [0, 80, 43, 43, 43, 43]);
  assert.deepEqual(from({ policy: 'lenient', inlayHints: 'yes', paddingHints: 'no', hoverVerbosity: 'short', codeLens: 1, numberFormat: 16, memrefModel: 'flat', layoutFile: 3, cacheLineSize: 0 }), DEFAULT_SETTINGS);
  assert.deepEqual(from({ cacheLineSize: 12.5 }), DEFAULT_SETTINGS);
  assert.deepEqual(from({}), DEFAULT_SETTINGS);
  assert.deepEqual(toDidChangeConfigurationParams(DEFAULT_SETTINGS), { settings: { mlirLayout: {
    policy: 'relax', inlayHints: false, paddingHints: false, hoverVerbosity: 'full', codeLens: false, numberFormat: 'decimal', memrefModel: 'descriptor', layoutFile: '',
    cacheLineSize: 64, hintLineLength: 43 } } });
});

test('settings changes: what restarts the server, what is pushed to it, what re-runs the workspace check', () => {
  // VS Code's affectsConfiguration: a section is affected by a change of it
  // or of anything under it; a language-scoped question needs the language.
  const changed = (key, languageId) => (section, scope) =>
    (key === section || key.startsWith(`${section}.`)) && (languageId === undefined || scope?.languageId === languageId);
  const none = { restart: false, push: false, recheck: false };
  assert.deepEqual(settingsChangeActions(changed('mlirLayout.serverPath')), { ...none, restart: true });
  assert.deepEqual(settingsChangeActions(changed('mlirLayout.dialectPlugins')), { ...none, restart: true });
  assert.deepEqual(settingsChangeActions(changed('mlirLayout.oneVersionAboveMiB')), { ...none, restart: true });
  // The per-line budget of inlay hints for MLIR files is pushed again.
  assert.deepEqual(settingsChangeActions(changed('editor.inlayHints.maximumLength', 'mlir')), { ...none, push: true });
  assert.deepEqual(settingsChangeActions(changed('editor.inlayHints.maximumLength')), { ...none, push: true });
  assert.deepEqual(settingsChangeActions(changed('editor.inlayHints.maximumLength', 'cpp')), none);
  assert.deepEqual(settingsChangeActions(changed('mlirLayout.inlayHints')), { ...none, push: true });
  assert.deepEqual(settingsChangeActions(changed('mlirLayout.hover.verbosity')), { ...none, push: true });
  // What the check's results depend on: pushed and re-checked.
  assert.deepEqual(settingsChangeActions(changed('mlirLayout.policy')), { ...none, push: true, recheck: true });
  assert.deepEqual(settingsChangeActions(changed('editor.fontSize')), none);
});

test('explain view: a type answer and a spec answer get their own header', () => {
  const range = { start: { line: 2, character: 25 }, end: { line: 2, character: 60 } };
  assert.equal(renderExplanationText({ type: 'i24', scope: '@host', text: 'size: 3 bytes', range }, 'a.mlir:3:26'),
    '// Layout of i24 in scope @host (a.mlir:3:26)\n\nsize: 3 bytes');
  assert.equal(renderExplanationText({ subject: 'spec', type: '', scope: '@host', text: 'The data layout spec', range }, 'a.mlir:3:26'),
    '// What the data layout spec of @host decides (a.mlir:3:26)\n\nThe data layout spec');
  assert.equal(renderExplanationText({ subject: 'layout', type: '!packet', scope: '@host', text: 'field  type', range }, 'a.mlir:3:26'),
    '// Layout table of !packet in scope @host (a.mlir:3:26)\n\nfield  type');
});

test('layout view as text: its own document', () => {
  assert.equal(explainDocumentTitle('layout'), 'Layout table');
  for (const subject of [undefined, 'type', 'spec']) assert.equal(explainDocumentTitle(subject), 'Layout explanation');
});

test('spec code lens argument: explain params with subject spec, anything else refused', () => {
  const arg = { textDocument: { uri: 'file:///a.mlir' }, position: { line: 0, character: 25 }, subject: 'spec' };
  assert.deepEqual(specImpactParams(arg), arg);
  // The cursor's params (no subject) become a spec request.
  assert.deepEqual(specImpactParams({ textDocument: { uri: 'file:///a.mlir' }, position: { line: 1, character: 2 } }).subject, 'spec');
  for (const bad of [undefined, null, 'x', {}, { textDocument: { uri: 1 }, position: { line: 0, character: 0 } },
    { textDocument: { uri: 'u' }, position: { line: 0.5, character: 0 } }]) {
    assert.equal(specImpactParams(bad), undefined, JSON.stringify(bad));
  }
});

test('layout changes: a notice only for the edited version, with changes, once per pair', () => {
  const result = { oldVersion: 3, newVersion: 4, compared: true, summary: '2 changes from version 3 to version 4',
    text: 'table', changes: [{ change: 'type' }] };
  const notice = changesNotice(result, 4);
  assert.deepEqual(notice, { message: 'MLIR Layout: the last edit changes layouts: 2 changes from version 3 to version 4', key: '3->4' });
  assert.equal(changesNotice(result, 4, notice.key), undefined, 'already announced');
  assert.equal(changesNotice(result, 5), undefined, 'the newest edit did not parse (yet)');
  assert.equal(changesNotice({ ...result, changes: [] }, 4), undefined, 'nothing changed');
  assert.equal(changesNotice({ ...result, compared: false }, 4), undefined, 'not compared');
  assert.equal(changesNotice(null, 4), undefined);
  assert.equal(renderChangesText(result, 'a.mlir'), '// Layout changes in a.mlir\n\ntable');
});

test('server log level follows trace.server', () => {
  assert.deepEqual(serverArgs(undefined), ['--log=error']);
  assert.deepEqual(serverArgs('off'), ['--log=error']);
  assert.deepEqual(serverArgs('messages'), ['--log=info']);
  assert.deepEqual(serverArgs('verbose'), ['--log=verbose']);
  // The memory bound: passed when it is a whole number of MiB other than the
  // server's default (16), left out otherwise.
  assert.deepEqual(serverArgs('off', [], 0), ['--log=error', '--one-version-above-mib=0']);
  assert.deepEqual(serverArgs('off', [], 64), ['--log=error', '--one-version-above-mib=64']);
  for (const ignored of [16, -1, 2.5, '8', null, undefined, 2 ** 40])
    assert.deepEqual(serverArgs('off', [], ignored), ['--log=error'], String(ignored));
  assert.deepEqual(serverArgs('off', ['/p/a.so', '', 7, '/p/b.so']),
    ['--log=error', '--load-dialect-plugin=/p/a.so', '--load-dialect-plugin=/p/b.so']);
});

test('stderr tail: lines split across chunks, bounded, blank lines dropped', () => {
  const tail = new StderrTail(3);
  tail.push('one\ntw');
  tail.push(Buffer.from('o\n\nthree\nfour\nfi'));
  assert.deepEqual(tail.last(), ['three', 'four', 'fi']);
  assert.deepEqual(tail.last(2), ['four', 'fi']);
  tail.clear();
  assert.deepEqual(tail.last(), []);
  assert.match(describeExit('srv', null, 'SIGSEGV', ['boom']), /killed by SIGSEGV.*not be restarted automatically.*\nboom$/s);
  assert.match(describeExit('srv', 3, null, []), /exited with code 3.*wrote nothing/);
});

test('CLI report: parses the real `mlir-layout check --json` output', () => {
  const cli = path.join(path.dirname(serverPath), 'mlir-layout');
  let stdout;
  try {
    stdout = execFileSync(cli, ['check', '--json', path.relative(repoRoot, examplePath)], { cwd: repoRoot, encoding: 'utf8' });
    assert.fail('expected exit code 1 (problems)');
  } catch (e) {
    assert.equal(e.status, 1, String(e.stderr));
    stdout = e.stdout;
  }
  const diags = parseCliReport(stdout);
  assert.deepEqual(diags.map((d) => [d.code, d.severity, d.range.start.line]), [['layout-incompatible-index-bitwidth', 'error', 34]]);
  assert.deepEqual([...groupByFile(diags, repoRoot).keys()], [examplePath]);
});

test('CLI report: malformed output is an error, malformed entries are skipped', () => {
  assert.throws(() => parseCliReport('Segmentation fault'), /printed no JSON/);
  assert.throws(() => parseCliReport('{}'), /no "diagnostics" array/);
  assert.deepEqual(parseCliReport('{"diagnostics":[{"file":"a"}]}'), []);
});

test('batchFiles keeps argv short and order intact', () => {
  assert.deepEqual(batchFiles(['aaaa', 'bbbb', 'cc'], 10), [['aaaa', 'bbbb'], ['cc']]);
  assert.deepEqual(batchFiles([]), []);
});

test('package.json agrees with the sources', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  assert.equal(pkg.engines.vscode, '^1.100.0');
  assert.deepEqual(pkg.activationEvents, ['onLanguage:mlir']);
  const props = pkg.contributes.configuration.properties;
  for (const key of SERVER_SETTING_KEYS) assert.deepEqual(props[`mlirLayout.${configKey(key)}`].default, DEFAULT_SETTINGS[key], key);
  assert.ok(props['mlirLayout.serverPath'] && props['mlirLayout.trace.server']);
  const extension = fs.readFileSync(path.join(__dirname, '..', 'src', 'extension.ts'), 'utf8');
  const registered = [...extension.matchAll(/registerCommand\('([\w.]+)'/g)].map((m) => m[1]).sort();
  assert.deepEqual(pkg.contributes.commands.map((c) => c.command).sort(), registered);
  assert.deepEqual(registered, ['mlirLayout.checkWorkspace', 'mlirLayout.explainAtCursor', 'mlirLayout.restartServer',
    'mlirLayout.showLayoutAtCursor', 'mlirLayout.showLayoutChanges', 'mlirLayout.showOutput', 'mlirLayout.showSpecImpact']);
  // Both cursor views are in the editor's context menu, for MLIR files only.
  const context = pkg.contributes.menus['editor/context'];
  assert.deepEqual(context.map((m) => m.command), ['mlirLayout.explainAtCursor', 'mlirLayout.showLayoutAtCursor']);
  for (const item of context) assert.equal(item.when, 'editorLangId == mlir');
  const grammar = JSON.parse(fs.readFileSync(path.join(__dirname, '..', pkg.contributes.grammars[0].path), 'utf8'));
  assert.equal(grammar.scopeName, 'source.mlir.layout');
  assert.deepEqual(grammar.patterns[0], { include: 'source.mlir' }, 'delegates to the official grammar first');
});

test('watchClose waits for the exit status and the last stderr line', async () => {
  // A crash whose stderr arrives with the exit: the report must not say
  // "wrote nothing" because it looked before the pipe was drained.
  const child = spawn('sh', ['-c', 'sleep 0.1; echo "fatal: late line" >&2; exit 3'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const tail = new StderrTail(5);
  child.stderr.on('data', (chunk) => tail.push(chunk));
  const closed = watchClose(child);
  await closed(10000);
  assert.equal(child.exitCode, 3);
  assert.deepEqual(tail.last(), ['fatal: late line']);
  assert.match(describeExit('srv', child.exitCode, child.signalCode, tail.last()), /exited with code 3.*\nfatal: late line$/s);
  // Once closed, later waits return at once.
  const start = Date.now();
  await closed(10000);
  assert.ok(Date.now() - start < 1000);
});

test('watchClose gives up after its timeout', async () => {
  const child = spawn('sleep', ['5'], { stdio: 'ignore' });
  try {
    const start = Date.now();
    await watchClose(child)(50);
    assert.equal(child.exitCode, null);
    assert.ok(Date.now() - start < 4000);
  } finally {
    child.kill();
  }
});
