// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The workspace check follows the settings that change its results, and a
// server that fails is named with the setting that chose it and started
// once (compiled to out/ by `npm test`).
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
