// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A copy of a built mlir-layout binary that the dynamic loader cannot start:
// what a machine without Debian's libmlir-22 gives the bundled binary. Used
// by runtime.test.js and test/e2e/codeserver-settings-e2e.js.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/**
 * Copies `binary` into `dir` with its RUNPATH /usr/lib/llvm-22/lib patched in
 * place (same length) to a directory that does not exist, so that the loader
 * itself fails on libMLIR.so.22.1, exactly as it would there. Throws unless
 * the binary names /usr/lib/llvm-22/lib exactly once (its RUNPATH).
 */
function copyWithoutRuntime(binary, dir) {
  const image = fs.readFileSync(binary);
  const from = Buffer.from('/usr/lib/llvm-22/lib');
  const at = image.indexOf(from);
  if (at < 0 || image.indexOf(from, at + 1) >= 0) throw new Error(`${binary} does not name /usr/lib/llvm-22/lib exactly once`);
  Buffer.from('/nonexistent/llvm-22').copy(image, at);
  const copy = path.join(dir, path.basename(binary));
  fs.writeFileSync(copy, image, { mode: 0o755 });
  return copy;
}

module.exports = { copyWithoutRuntime };
