// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// End to end in code-server with workspace trust on, a folder that is not
// trusted and whose .vscode/settings.json names its own native code:
//   mlirLayout.serverPath     -> tools/mlir-layout-lsp, a script that writes a
//                                marker and then runs the real server (the
//                                CLI is looked up next to it: tools/mlir-layout,
//                                another marker script)
//   mlirLayout.dialectPlugins -> tools/plugin.so, whose constructor writes a marker
// Checked: the window is in Restricted Mode; hover and diagnostics work, from
// the server bundled in the .vsix; the layout view draws, also for a target
// triple; "Check all MLIR files in workspace" works;
// no marker is written. The marker scripts and the plugin are first shown to
// write their markers when run (so their silence means something), and once
// the folder is trusted its server does run.
// Env: CODE_SERVER, VSIX, OUT, CHROMIUM, KEEP_DIRS=1, MLIR_LAYOUT_BUILD_DIR.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync, spawnSync } = require('node:child_process');
const { log, Checks, squash } = require('./support/harness');
const cs = require('./support/codeserver');
const { runCommand, hoverI24, trustFolder, goTo, layoutFrame, headingOf, focusEditor } = require('./support/workbench');
const { scenarioInputs, runScenario } = require('./support/scenario');

const { BUILD, CODE_SERVER, VSIX, OUT, CHROMIUM, SAMPLE, chromium, version, publisher, name } = scenarioInputs('codeserver-trust');

const checks = new Checks();
const shot = (page, file) => page.screenshot({ path: path.join(OUT, file) });

/**
 * The folder's own "native code": two scripts standing in for the server and
 * the CLI (each touches `$MARKER_DIR/<name>`, then runs the real binary) and
 * a shared object whose constructor touches `$MARKER_DIR/plugin` (falling
 * back to `markerDir`). Returns their paths.
 */
function writeFolderCode(tools, markerDir) {
  fs.mkdirSync(tools, { recursive: true });
  const script = (file, real) => {
    fs.writeFileSync(file, `#!/bin/sh\ntouch "\${MARKER_DIR:-${markerDir}}/${path.basename(file)}"\nexec "${real}" "$@"\n`, { mode: 0o755 });
    return file;
  };
  const server = script(path.join(tools, 'mlir-layout-lsp'), path.join(BUILD, 'bin', 'mlir-layout-lsp'));
  const cli = script(path.join(tools, 'mlir-layout'), path.join(BUILD, 'bin', 'mlir-layout'));
  const source = path.join(tools, 'plugin.c');
  fs.writeFileSync(source, `#include <stdio.h>
#include <stdlib.h>
__attribute__((constructor)) static void mark(void) {
  const char *dir = getenv("MARKER_DIR");
  char file[4096];
  snprintf(file, sizeof file, "%s/plugin", dir ? dir : "${markerDir}");
  FILE *f = fopen(file, "w");
  if (f) fclose(f);
}
`);
  const plugin = path.join(tools, 'plugin.so');
  execFileSync('cc', ['-shared', '-fPIC', '-o', plugin, source]);
  return { server, cli, plugin };
}

/** Runs the folder's code once with MARKER_DIR=`dir`: every marker must appear there. */
function provesItself(code, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const env = { ...process.env, MARKER_DIR: dir };
  spawnSync(code.server, ['--help'], { env, stdio: 'ignore' });
  spawnSync(code.cli, ['--version'], { env, stdio: 'ignore' });
  // Not a dialect plugin: the CLI refuses it, after the loader ran its constructor.
  spawnSync(path.join(BUILD, 'bin', 'mlir-layout'), ['scopes', SAMPLE, `--load-dialect-plugin=${code.plugin}`], { env, stdio: 'ignore' });
  return fs.readdirSync(dir).sort();
}

async function main(page, dirs, serverPid, markers) {
  const bundled = path.join(dirs.ext, `${publisher}.${name}-${version}`, 'server', 'mlir-layout-lsp');
  await checks.step('restricted mode', async () => {
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    const restricted = page.locator('.statusbar-item', { hasText: 'Restricted Mode' });
    await restricted.first().waitFor({ timeout: 60000 });
    checks.check(true, 'the folder is open in Restricted Mode (not trusted)');
  });

  await checks.step('hover and diagnostics from the bundled server', async () => {
    const item = page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'open.mlir' });
    await item.waitFor({ timeout: 60000 });
    await item.click();
    await page.locator('.monaco-editor .view-lines', { hasText: 'dlti.dl_spec' }).waitFor({ timeout: 60000 });
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
    checks.check(true, 'diagnostics appear');
    const { text } = await hoverI24(page, { onFail: () => shot(page, 'hover-failed.png') });
    checks.check(/i24 · 3 bytes · align 8/.test(text), 'hover on i24 shows its layout', text);
    await shot(page, 'hover.png');
    checks.check(cs.pidsOfExecutable(bundled, serverPid).length === 1, 'the bundled server runs', bundled);
    await page.mouse.move(5, 5);
  });

  await checks.step('the layout view in Restricted Mode', async () => {
    await goTo(page, 27, 6); // on `%p`, a !packet
    await runCommand(page, 'MLIR Layout: Show layout of type at cursor');
    let frame = await layoutFrame(page, async (f) => /packet/.test(await headingOf(f)) && f.$('section[data-side="own"] svg.drawing'));
    checks.check(true, 'the layout view draws !packet', await headingOf(frame));
    await frame.locator('#target').selectOption('i686-unknown-linux-gnu');
    frame = await layoutFrame(page, (f) => f.$('section[data-side="other"] svg.drawing'));
    checks.check(true, 'and compares it with a target');
    await shot(page, 'layout-view.png');
    const tab = page.locator('.tab', { hasText: 'Layout: ' });
    await tab.first().hover();
    await tab.first().locator('.codicon-close').first().click();
    await tab.first().waitFor({ state: 'detached', timeout: 60000 });
    await page.locator('.tab', { hasText: 'open.mlir' }).first().click();
    // The focus was in the closed webview: give it back to the editor.
    await focusEditor(page);
  });

  await checks.step('check workspace with the bundled CLI', async () => {
    await runCommand(page, 'MLIR Layout: Check all MLIR files in workspace');
    const toast = page.locator('.notification-toast', { hasText: 'problem(s) in' });
    await toast.first().waitFor({ timeout: 60000 });
    log('summary:', squash(await toast.first().innerText()));
    checks.check(true, 'the workspace check ran');
  });

  const texts = (await page.locator('.notification-toast').allInnerTexts()).map(squash);
  checks.check(!texts.some((t) => /plugin|not found|cannot start|exited/i.test(t)), 'no error about the folder\'s server or plugin', texts);
  checks.check(fs.readdirSync(markers).length === 0, 'none of the folder\'s code ran (no marker)', fs.readdirSync(markers));

  await checks.step('trusting the folder', async () => {
    await trustFolder(page);
    // Trust granted: the folder's serverPath counts now, and the server restarts with it.
    for (const end = Date.now() + 30000; !fs.readdirSync(markers).includes('mlir-layout-lsp') && Date.now() < end;) await page.waitForTimeout(250);
    checks.check(fs.readdirSync(markers).includes('mlir-layout-lsp'), 'once trusted, the folder\'s serverPath runs', fs.readdirSync(markers));
    await shot(page, 'trusted.png');
  });
}

void runScenario('codeserver-trust-e2e', OUT, checks, async (root, running) => {
  // The folder opens untrusted, in Restricted Mode.
  const dirs = cs.prepareDirs(root, cs.RESTRICTED_MODE);
  const markers = path.join(root, 'markers');
  fs.mkdirSync(markers);
  const code = writeFolderCode(path.join(dirs.ws, 'tools'), markers);
  const proven = provesItself(code, path.join(root, 'proof'));
  checks.check(JSON.stringify(proven) === JSON.stringify(['mlir-layout', 'mlir-layout-lsp', 'plugin']),
    'the folder\'s scripts and plugin write their markers when run', proven);
  fs.copyFileSync(SAMPLE, path.join(dirs.ws, 'open.mlir'));
  fs.mkdirSync(path.join(dirs.ws, '.vscode'));
  fs.writeFileSync(path.join(dirs.ws, '.vscode', 'settings.json'), JSON.stringify({
    'mlirLayout.serverPath': '${workspaceFolder}/tools/mlir-layout-lsp',
    'mlirLayout.dialectPlugins': [code.plugin],
  }, null, 2));
  const port = await cs.freePort();
  const args = cs.codeServerArgs(port, dirs, { workspaceTrust: true });
  cs.installVsix(CODE_SERVER, args, VSIX);
  running.server = await cs.startCodeServer(CODE_SERVER, args, dirs.ws, port, path.join(OUT, 'code-server.log'));
  running.browser = await cs.launchChromium(chromium, CHROMIUM);
  const page = await running.browser.newPage({ viewport: { width: 1400, height: 900 } });
  await cs.openWorkbench(page, port, dirs.ws);
  await main(page, dirs, running.server.pid, markers);
  const logs = path.join(dirs.udd, 'logs');
  if (fs.existsSync(logs)) fs.cpSync(logs, path.join(OUT, 'vscode-logs'), { recursive: true });
});
