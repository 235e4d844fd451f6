// npm run package: compile, copy the built mlir-layout-lsp and mlir-layout
// into server/, then `vsce package` into a .vsix.
// Env: MLIR_LAYOUT_BUILD_DIR (default <repo>/build), VSIX_OUT (default
// <repo>/build/vsix/mlir-layout-<version>.vsix).
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const clientDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(clientDir, '..');
const buildDir = path.resolve(process.env.MLIR_LAYOUT_BUILD_DIR || path.join(repoRoot, 'build'));
const { version, name } = require(path.join(clientDir, 'package.json'));
const out = path.resolve(process.env.VSIX_OUT || path.join(repoRoot, 'build', 'vsix', `${name}-${version}.vsix`));
const run = (cmd, args) => {
  try {
    execFileSync(cmd, args, { cwd: clientDir, stdio: 'inherit' });
  } catch (error) {
    console.error(`package: ${path.basename(args[0] || cmd)} failed (${error.status ?? error.signal})`);
    process.exit(1);
  }
};

run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', '.']);

const serverDir = path.join(clientDir, 'server');
fs.rmSync(serverDir, { recursive: true, force: true });
fs.mkdirSync(serverDir, { recursive: true });
for (const bin of ['mlir-layout-lsp', 'mlir-layout']) {
  const src = path.join(buildDir, 'bin', bin);
  if (!fs.existsSync(src)) {
    console.error(`package: ${src} is missing; build the C++ project first (or set MLIR_LAYOUT_BUILD_DIR)`);
    process.exit(1);
  }
  fs.copyFileSync(src, path.join(serverDir, bin));
  fs.chmodSync(path.join(serverDir, bin), 0o755);
}

fs.mkdirSync(path.dirname(out), { recursive: true });
// No LICENSE or repository in this repo yet: say so instead of letting vsce prompt.
run(process.execPath, [require.resolve('@vscode/vsce/vsce'), 'package', '--skip-license', '--allow-missing-repository', '--out', out]);
console.log(`package: ${out}`);
