// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// What every code-server scenario shares: its inputs from the environment,
// and the run itself (fresh artefacts folder and temporary root, the browser
// and code-server closed whatever happens, the closing summary and exit
// status).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { log } = require('./harness');
const cs = require('./codeserver');

const REPO = path.resolve(__dirname, '..', '..', '..');
const CLIENT = path.join(REPO, 'client-vscode');
const { version, publisher, name } = require(path.join(CLIENT, 'package.json'));

/**
 * The inputs of a scenario whose artefacts go to `outName` (under
 * build/e2e-artifacts unless OUT is set). Env: CODE_SERVER, VSIX, OUT,
 * CHROMIUM, MLIR_LAYOUT_BUILD_DIR.
 */
function scenarioInputs(outName) {
  return {
    REPO, CLIENT, version, publisher, name,
    chromium: require(require.resolve('playwright-core', { paths: [CLIENT] })).chromium,
    BUILD: process.env.MLIR_LAYOUT_BUILD_DIR || path.join(REPO, 'build'),
    CODE_SERVER: process.env.CODE_SERVER || path.join(REPO, 'build', 'e2e-cache', 'code-server', 'node_modules', '.bin', 'code-server'),
    VSIX: process.env.VSIX || path.join(REPO, 'build', 'vsix', `${name}-${version}.vsix`),
    OUT: process.env.OUT || path.join(REPO, 'build', 'e2e-artifacts', outName),
    CHROMIUM: process.env.CHROMIUM || '/usr/bin/chromium',
    SAMPLE: path.join(REPO, 'examples', 'nested-layouts.mlir'),
  };
}

/**
 * Runs `body(root, running)` in a fresh temporary `root` (kept with
 * KEEP_DIRS=1); `body` stores what it starts in `running.server` and
 * `running.browser`, which are closed afterwards. An exception is one
 * failed check. Prints "<title>: N passed, M failed" and exits.
 */
async function runScenario(title, out, checks, body) {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `mlir-layout-${title}-`));
  const running = {};
  try {
    await body(root, running);
  } catch (e) {
    checks.check(false, 'harness', String(e && e.stack || e));
  }
  try { if (running.browser) await running.browser.close(); } catch { /* already closed */ }
  await cs.stopCodeServer(running.server);
  if (!process.env.KEEP_DIRS) fs.rmSync(root, { recursive: true, force: true }); else log('kept', root);
  console.log(`${title}: ${checks.summary()}`);
  process.exit(checks.failed ? 1 : 0);
}

module.exports = { scenarioInputs, runScenario };
