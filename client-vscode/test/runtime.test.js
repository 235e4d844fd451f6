// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The extension without a build tree: a server that the dynamic loader cannot
// start (LLVM/MLIR 22 runtime missing) gives one message naming the packages
// and mlirLayout.serverPath; with nothing bundled, the binaries of the .deb on
// PATH are found.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { missingLibraries, missingLibrariesMessage, packageOfLibrary } = require('../out/runtimeLibraries');
const { resolveServerPath, resolveCliPath } = require('../out/serverPath');
const { StderrTail } = require('../out/stderrTail');
const { serverPath } = require('./lspSession');
const { copyWithoutRuntime } = require('./noRuntime');

const LOADER_LINE = (prog, lib) =>
  `${prog}: error while loading shared libraries: ${lib}: cannot open shared object file: No such file or directory`;

test('missing libraries: read from the loader message, in order, once each', () => {
  assert.deepEqual(missingLibraries([LOADER_LINE('/x/mlir-layout-lsp', 'libMLIR.so.22.1')]), ['libMLIR.so.22.1']);
  assert.deepEqual(missingLibraries(['other output', LOADER_LINE('a', 'libLLVM.so.22.1'), LOADER_LINE('a', 'libLLVM.so.22.1'),
    LOADER_LINE('a', 'libz.so.1')]), ['libLLVM.so.22.1', 'libz.so.1']);
  // A crash or an ordinary error is not a loader failure.
  assert.deepEqual(missingLibraries(['fatal: cannot start', 'Segmentation fault']), []);
  assert.deepEqual(missingLibraries([]), []);
});

test('missing libraries: the message names the packages and mlirLayout.serverPath', () => {
  assert.equal(packageOfLibrary('libMLIR.so.22.1'), 'libmlir-22');
  assert.equal(packageOfLibrary('libLLVM.so.22.1'), 'libllvm22');
  assert.equal(packageOfLibrary('libz.so.1'), undefined);
  const mlir = missingLibrariesMessage('mlir-layout-lsp', ['libMLIR.so.22.1']);
  assert.match(mlir, /^MLIR Layout: mlir-layout-lsp cannot start: the shared library libMLIR\.so\.22\.1 is missing\./);
  assert.match(mlir, /sudo apt-get install libmlir-22 libllvm22`/);
  assert.match(mlir, /"mlirLayout\.serverPath"/);
  // libLLVM alone still names both: the loader stops at the first missing library.
  assert.match(missingLibrariesMessage('mlir-layout', ['libLLVM.so.22.1']), /apt-get install libmlir-22 libllvm22`/);
  const other = missingLibrariesMessage('mlir-layout', ['libz.so.1']);
  assert.match(other, /Install the package that provides libz\.so\.1\./);
  assert.doesNotMatch(other, /apt-get/);
  assert.match(missingLibrariesMessage('mlir-layout', ['libMLIR.so.22.1', 'libz.so.1']),
    /the shared libraries libMLIR\.so\.22\.1, libz\.so\.1 are missing\. .*libmlir-22 libllvm22`.* and the package that provides libz\.so\.1\./);
});

test('missing libraries: a real loader failure of the server is recognised', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlir-layout-noruntime-'));
  try {
    const copy = copyWithoutRuntime(serverPath, dir);
    const env = { ...process.env };
    delete env.LD_LIBRARY_PATH;
    const child = spawn(copy, ['--log=error'], { stdio: ['pipe', 'ignore', 'pipe'], env });
    const tail = new StderrTail(20);
    child.stderr.on('data', (chunk) => tail.push(chunk));
    const code = await new Promise((resolve) => child.once('close', resolve));
    assert.equal(code, 127, `loader exit status; stderr: ${tail.last().join('\n')}`);
    assert.deepEqual(missingLibraries(tail.last()), ['libMLIR.so.22.1']);
    assert.match(missingLibrariesMessage('mlir-layout-lsp', missingLibraries(tail.last())), /libmlir-22 libllvm22/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('nothing bundled: the server and CLI of the .deb on PATH are found', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlir-layout-path-'));
  try {
    const bin = path.join(dir, 'usr-bin');
    fs.mkdirSync(bin);
    for (const name of ['mlir-layout-lsp', 'mlir-layout']) fs.writeFileSync(path.join(bin, name), '#!/bin/sh\n', { mode: 0o755 });
    const isExecutable = (file) => {
      try { return fs.statSync(file).isFile() && (fs.accessSync(file, fs.constants.X_OK), true); } catch { return false; }
    };
    const ctx = { bundledDir: path.join(dir, 'extension', 'server'), envPath: `/nonexistent:${bin}`, isExecutable };
    assert.deepEqual(resolveServerPath(ctx), { found: true, path: path.join(bin, 'mlir-layout-lsp'), source: 'PATH' });
    assert.deepEqual(resolveCliPath(ctx), { found: true, path: path.join(bin, 'mlir-layout'), source: 'PATH' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
