// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Workspace trust: the settings that name native code are declared restricted
// in package.json, and their workspace values are ignored while untrusted.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { RESTRICTED_SETTINGS, trustedValue } = require('../out/trust');

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));

test('package.json: limited support in untrusted workspaces, restricting the settings that name code', () => {
  const trust = pkg.capabilities.untrustedWorkspaces;
  assert.equal(trust.supported, 'limited');
  assert.ok(trust.description.length > 0);
  assert.deepEqual(trust.restrictedConfigurations, RESTRICTED_SETTINGS.map((key) => `mlirLayout.${key}`));
  assert.deepEqual([...RESTRICTED_SETTINGS], ['serverPath', 'dialectPlugins']);
  for (const key of trust.restrictedConfigurations) assert.ok(pkg.contributes.configuration.properties[key], key);
});

test('untrusted: a workspace value is ignored, the user value or the default is used', () => {
  const inspected = { defaultValue: '', globalValue: '/home/u/lsp', workspaceValue: './evil.sh' };
  assert.deepEqual(trustedValue(inspected, false, './evil.sh'), { value: '/home/u/lsp', ignoredWorkspaceValue: true });
  assert.deepEqual(trustedValue({ defaultValue: '', workspaceFolderValue: './evil.sh' }, false, './evil.sh'),
    { value: '', ignoredWorkspaceValue: true });
  assert.deepEqual(trustedValue({ defaultValue: [], workspaceValue: ['./evil.so'] }, false, ['./evil.so']),
    { value: [], ignoredWorkspaceValue: true });
  assert.deepEqual(trustedValue({ defaultValue: '', globalValue: '/home/u/lsp' }, false, '/home/u/lsp'),
    { value: '/home/u/lsp', ignoredWorkspaceValue: false });
  assert.deepEqual(trustedValue(undefined, false, undefined), { value: undefined, ignoredWorkspaceValue: false });
});

test('trusted: the effective value, workspace included', () => {
  const inspected = { defaultValue: '', globalValue: '/home/u/lsp', workspaceValue: './build/lsp' };
  assert.deepEqual(trustedValue(inspected, true, './build/lsp'), { value: './build/lsp', ignoredWorkspaceValue: false });
});

test('the sources read restricted settings only through restrictedSetting()', () => {
  const src = path.join(__dirname, '..', 'src');
  for (const file of fs.readdirSync(src).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const key of RESTRICTED_SETTINGS) {
      assert.doesNotMatch(text, new RegExp(`\\.get(<[^>]*>)?\\(\\s*'${key}'`), `${file} reads mlirLayout.${key} with get()`);
    }
  }
});
