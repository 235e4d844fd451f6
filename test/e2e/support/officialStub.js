// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A stand-in for the official MLIR extension (llvm-vs-code-extensions.vscode-mlir),
// which cannot be downloaded here: the same language id, extension and
// grammar scope name (source.mlir) as its package.json, with one tell-tale
// rule — `module` as markup.bold — so the test can see whose rules highlight.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const STUB_ID = 'llvm-vs-code-extensions.vscode-mlir';

/** Writes the stub into `extensionsDir` as publisher.name-version. */
function writeOfficialStub(extensionsDir) {
  const dir = path.join(extensionsDir, `${STUB_ID}-0.0.11`);
  fs.mkdirSync(dir, { recursive: true });
  const write = (file, json) => fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  write('package.json', {
    name: 'vscode-mlir', displayName: 'MLIR (e2e stand-in)', publisher: 'llvm-vs-code-extensions', version: '0.0.11',
    engines: { vscode: '^1.67.0' },
    contributes: {
      languages: [{ id: 'mlir', aliases: ['MLIR', 'mlir'], extensions: ['.mlir', '.mlirbc'], configuration: './language-configuration.json' }],
      grammars: [{ language: 'mlir', scopeName: 'source.mlir', path: './grammar.json' }],
    },
  });
  write('language-configuration.json', { comments: { lineComment: '//' }, brackets: [['{', '}'], ['[', ']'], ['(', ')']] });
  write('grammar.json', {
    name: 'MLIR', scopeName: 'source.mlir',
    patterns: [{ match: '\\bmodule\\b', name: 'markup.bold.stub' }, { match: '//.*$', name: 'comment.line.double-slash.mlir' }],
  });
  return dir;
}

module.exports = { writeOfficialStub, STUB_ID };
