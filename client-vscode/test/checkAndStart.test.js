// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The workspace check follows the settings that change its results; a
// server that fails is named with the setting that chose it and started
// once; the views show their numbers in a narrow editor (compiled to out/
// by `npm test`).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { CHECK_SETTING_KEYS, SERVER_SETTING_KEYS, checkArgs, configKey, DEFAULT_SETTINGS } = require('../out/settings');
const { describeServer, needsRestart } = require('../out/serverPath');
const { settingOrigin } = require('../out/trust');
const { describeExit } = require('../out/stderrTail');
const { examplePath, repoRoot, serverPath } = require('./lspSession');

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));

test('workspace check: the settings that change its results are policy, memref model and layout file', () => {
  assert.deepEqual([...CHECK_SETTING_KEYS], ['policy', 'memrefModel', 'layoutFile']);
  for (const key of CHECK_SETTING_KEYS) {
    assert.ok(pkg.contributes.configuration.properties[`mlirLayout.${configKey(key)}`], key);
    assert.ok(SERVER_SETTING_KEYS.includes(key), `${key} is a server setting too`);
  }
  assert.deepEqual(checkArgs(DEFAULT_SETTINGS), ['--policy=relax', '--memref-model=descriptor']);
  assert.deepEqual(checkArgs({ policy: 'off', memrefModel: 'bare', layoutFile: '/ws/.mlir-layout.json' }),
    ['--policy=off', '--memref-model=bare', '--layout-file=/ws/.mlir-layout.json']);
});

test('workspace check: the CLI takes the flags, and policy off leaves no relax-policy problem', () => {
  const cli = path.join(path.dirname(serverPath), 'mlir-layout');
  const check = (settings) => spawnSync(cli, ['check', '--json', ...checkArgs({ ...DEFAULT_SETTINGS, ...settings }),
    path.relative(repoRoot, examplePath)], { cwd: repoRoot, encoding: 'utf8' });
  const relax = check({});
  assert.equal(relax.status, 1, relax.stderr);
  assert.match(relax.stdout, /policy 'relax'/);
  const off = check({ policy: 'off', memrefModel: 'bare' });
  assert.equal(off.status, 0, off.stderr);
  assert.deepEqual(JSON.parse(off.stdout).diagnostics, []);
});

test('server report: names the program and the settings that chose it', () => {
  const workspace = { defaultValue: '', globalValue: '/home/u/lsp', workspaceValue: '/bin/false' };
  assert.equal(settingOrigin(workspace, true), 'workspace');
  assert.equal(settingOrigin({ ...workspace, workspaceFolderValue: '/bin/false' }, true), 'workspace folder');
  // Untrusted, the workspace's value is not the one in use.
  assert.equal(settingOrigin(workspace, false), 'user');
  assert.equal(settingOrigin({ defaultValue: '', globalValue: '/opt/lsp' }, true), 'user');
  // In a remote window (Remote-SSH, code-server) the machine's value is in the Remote settings.
  assert.equal(settingOrigin({ defaultValue: '', globalValue: '/opt/lsp' }, true, true), 'remote');
  assert.equal(settingOrigin(workspace, true, true), 'workspace');
  const name = describeServer({ path: '/bin/false', source: 'setting' }, settingOrigin(workspace, true));
  assert.equal(describeExit(name, 1, null, []),
    'The server /bin/false (set by mlirLayout.serverPath in the workspace settings) exited with code 1 '
    + 'and will not be restarted automatically. It wrote nothing to stderr.');
  assert.equal(describeServer({ path: '/ext/server/mlir-layout-lsp', source: 'bundled' }), 'The bundled server mlir-layout-lsp');
  assert.equal(describeServer({ path: '/usr/bin/mlir-layout-lsp', source: 'PATH' }), 'The server /usr/bin/mlir-layout-lsp (found on PATH)');
});

test('server start: a second event for the same launch starts nothing (trust granted: two events, one start)', () => {
  const bundled = JSON.stringify(['/ext/server/mlir-layout-lsp', ['--log=error']]);
  const folders = JSON.stringify(['/bin/false', ['--log=error']]);
  // Trust granted: the folder's server replaces the bundled one.
  assert.equal(needsRestart(folders, bundled, true), true);
  // The second event comes while that server starts, or after it failed: not again.
  assert.equal(needsRestart(folders, folders, true), false);
  // Nothing started (no server was found): try.
  assert.equal(needsRestart(bundled, undefined, false), true);
  assert.equal(needsRestart(undefined, undefined, false), true);
});

test('views: the explanation, layout table and layout changes wrap their long lines', () => {
  const { VIEW_LANGUAGE } = require('../out/explainText');
  assert.ok(pkg.contributes.languages.some((l) => l.id === VIEW_LANGUAGE && !l.extensions), 'a language of its own, for no file');
  assert.deepEqual(pkg.contributes.configurationDefaults[`[${VIEW_LANGUAGE}]`], { 'editor.wordWrap': 'on', 'editor.wrappingIndent': 'indent' });
  // Every view is shown through showBeside, which sets that language.
  const [explain, changes] = ['explain.ts', 'layoutChanges.ts'].map((f) => fs.readFileSync(path.join(__dirname, '..', 'src', f), 'utf8'));
  assert.match(explain, /setTextDocumentLanguage\([^;]*VIEW_LANGUAGE\)/);
  assert.equal(explain.match(/showTextDocument\(/g).length, 1);
  assert.match(changes, /showBeside\(/);
  assert.doesNotMatch(changes, /showTextDocument\(/);
});

test('layout changes view: old → new at the start of each line, grouped by scope', () => {
  const { renderChangesText } = require('../out/changesText');
  const entry = (key, value, scope, line, column) => ({ key, value, scope, at: { line, column } });
  const result = {
    oldVersion: 1, newVersion: 2, compared: true, summary: '3 changes from version 1 to version 2 (1 types, 1 properties, 1 scopes)',
    text: 'scope  type  what  old  new  old entry  new entry\n...\nnote: i7 in @a is used on one side only and does not parse on the other (x); not compared\n',
    changes: [
      { change: 'type', scope: '@host::@device', type: 'index', changed: ['size', 'index'],
        old: { size: 4, index: 32, entries: [entry('index', '32 : i64', '@host::@device', 35, 7), entry('i1', 'dense<8>', '@host', 8, 3)] },
        new: { size: 8, index: 64, entries: [entry('i1', 'dense<8>', '@host', 8, 3), entry('index', '64 : i64', '@host', 12, 3)] } },
      { change: 'property', scope: '@host', key: 'dlti.endianness', old: { value: 'little' }, new: { value: 'big' } },
      { change: 'scope', scope: '@host::@gpu', side: 'added', line: 40 },
    ],
  };
  assert.equal(renderChangesText(result, 'a.mlir'), [
    '// Layout changes in a.mlir', '', result.summary, '',
    '@host::@device',
    '  index: size 4 → 8, index 32 → 64',
    '    before: index = 32 : i64 (@host::@device, 35:7)',
    '    after: index = 64 : i64 (@host, 12:3)',
    '',
    '@host', '  dlti.endianness: little → big',
    '',
    '@host::@gpu', '  scope added (line 40)',
    '',
    'note: i7 in @a is used on one side only and does not parse on the other (x); not compared', ''].join('\n'));
  // A kind this view does not know: the server's table as it is.
  assert.equal(renderChangesText({ ...result, changes: [{ change: 'chunks' }] }, 'a.mlir'), `// Layout changes in a.mlir\n\n${result.text}`);
});
