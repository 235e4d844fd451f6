// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// npm run package: compile, install the built mlir-layout-lsp and
// mlir-layout into server/ (`cmake --install --component runtime --strip`,
// which gives them the RUNPATH /usr/lib/llvm-22/lib of the installed tools,
// where Debian's libmlir-22 puts libMLIR.so.22.1; a build tree's binaries
// carry the build RUNPATH instead), check that RUNPATH, then `vsce package`.
// Env: MLIR_LAYOUT_BUILD_DIR (default <repo>/build), VSIX_OUT (default
// <repo>/build/vsix/mlir-layout-<version>.vsix).
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** Where the bundled binaries find libMLIR.so.22.1 (libLLVM.so.22.1 is on the default path). */
const RUNPATH = '/usr/lib/llvm-22/lib';

/** The RUNPATH (or RPATH) of an ELF file, read with readelf; '' if it has none. */
function runpathOf(file) {
  const dynamic = execFileSync('readelf', ['-d', file], { encoding: 'utf8' });
  const match = /\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*)\]/.exec(dynamic);
  return match ? match[1] : '';
}

const clientDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(clientDir, '..');
const buildDir = path.resolve(process.env.MLIR_LAYOUT_BUILD_DIR || path.join(repoRoot, 'build'));
const { version, name } = require(path.join(clientDir, 'package.json'));
const out = path.resolve(process.env.VSIX_OUT || path.join(repoRoot, 'build', 'vsix', `${name}-${version}.vsix`));
const run = (cmd, args) => {
  try {
    execFileSync(cmd, args, { cwd: clientDir, stdio: 'inherit' });
  } catch (error) {
    console.error(`package: ${path.basename(cmd === process.execPath ? args[0] : cmd)} failed (${error.status ?? error.signal})`);
    process.exit(1);
  }
};

run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', '.']);

const serverDir = path.join(clientDir, 'server');
fs.rmSync(serverDir, { recursive: true, force: true });
fs.mkdirSync(serverDir, { recursive: true });
for (const bin of ['mlir-layout-lsp', 'mlir-layout']) {
  if (!fs.existsSync(path.join(buildDir, 'bin', bin))) {
    console.error(`package: ${path.join(buildDir, 'bin', bin)} is missing; build the C++ project first (or set MLIR_LAYOUT_BUILD_DIR)`);
    process.exit(1);
  }
}
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'mlir-layout-vsix-'));
try {
  run('cmake', ['--install', buildDir, '--component', 'runtime', '--strip', '--prefix', prefix]);
  for (const bin of ['mlir-layout-lsp', 'mlir-layout']) {
    const dest = path.join(serverDir, bin);
    fs.copyFileSync(path.join(prefix, 'bin', bin), dest);
    fs.chmodSync(dest, 0o755);
    // Exactly the Debian location: no build directory, and no empty entry
    // (which the loader would read as the current directory).
    const runpath = runpathOf(dest);
    if (runpath !== RUNPATH) {
      console.error(`package: ${dest} has RUNPATH '${runpath}', expected '${RUNPATH}'`);
      process.exit(1);
    }
  }
} finally {
  fs.rmSync(prefix, { recursive: true, force: true });
}

fs.mkdirSync(path.dirname(out), { recursive: true });
// The repository's LICENSE goes into the .vsix (vsce takes LICENSE from here;
// the copy is not kept in git: client-vscode/.gitignore). No repository URL
// yet: say so instead of letting vsce prompt.
fs.copyFileSync(path.join(repoRoot, 'LICENSE'), path.join(clientDir, 'LICENSE'));
// The README's images (images/) are in the .vsix: its relative links stay
// relative (rewriting them needs the repository URL).
run(process.execPath, [require.resolve('@vscode/vsce/vsce'), 'package', '--allow-missing-repository', '--no-rewrite-relative-links', '--out', out]);
console.log(`package: ${out}`);
