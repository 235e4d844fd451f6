// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// End to end in code-server, a trusted folder and the workspace check:
//   1. the folder's .vscode/settings.json points mlirLayout.serverPath at a
//      server that exits with code 1 (a script that counts its runs, then
//      runs /bin/false); the folder opens untrusted (the bundled server
//      runs), then is trusted: one message, naming that program and the
//      workspace settings, and one start, not two
//   2. with the setting removed (the bundled server), "Check all MLIR files
//      in workspace" lists the error of each of three files; opening two of
//      them (single clicks in the Explorer: preview tabs) and closing them
//      gives their problems back, and while one is open it has the server's
//      problem, not two
//   3. b.mlir edited and saved without the error's line, then closed: it is
//      checked again, and its old error does not come back
//   4. mlirLayout.policy = off runs the check again: no "(policy 'relax')"
//      problem is left
// Env: CODE_SERVER, VSIX, OUT, CHROMIUM, KEEP_DIRS=1, MLIR_LAYOUT_BUILD_DIR.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { log, Checks, squash } = require('./support/harness');
const cs = require('./support/codeserver');
const { runCommand, editSettings, goTo, trustFolder, waitUntil } = require('./support/workbench');
const { scenarioInputs, runScenario } = require('./support/scenario');

const { CODE_SERVER, VSIX, OUT, CHROMIUM, SAMPLE, chromium, version, publisher, name } = scenarioInputs('codeserver-workspace');
const CODE = 'layout-incompatible-index-bitwidth';
const FILES = ['a.mlir', 'b.mlir', 'c.mlir'];

const checks = new Checks();
const shot = (page, file) => page.screenshot({ path: path.join(OUT, file) });

/** The rows of the Problems panel, as text. */
async function problemRows(page) {
  return (await page.locator('.markers-panel .monaco-list-row').allInnerTexts()).map(squash);
}

/** How many rows of the Problems panel are the error every file has. */
async function errorCount(page) {
  return (await problemRows(page)).filter((t) => t.includes(CODE)).length;
}

/** Waits until the Problems panel lists `count` errors and holds that for 2 s; the count seen last. */
async function settleOn(page, count) {
  await waitUntil(page, async () => await errorCount(page) === count, 30000);
  await page.waitForTimeout(2000);
  return errorCount(page);
}

/** A single click on `file` in the Explorer: it opens in a preview tab. */
async function preview(page, file) {
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: file }).first().click();
  await page.locator('.tab.active', { hasText: file }).waitFor({ timeout: 60000 });
}

async function main(page, dirs, serverPid, runs) {
  const workspaceSettings = path.join(dirs.ws, '.vscode', 'settings.json');
  await checks.step('a bad serverPath of the folder', async () => {
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: 60000 });
    await preview(page, 'a.mlir');
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
    checks.check(!fs.existsSync(runs.file), 'untrusted: the folder\'s server did not run');
    await trustFolder(page);
    const toast = page.locator('.notification-toast', { hasText: 'exited with code 1' });
    await toast.first().waitFor({ timeout: 60000 }).catch(async (e) => { await shot(page, 'bad-server-failed.png'); throw e; });
    await page.waitForTimeout(5000); // time for a second start or a second message
    const texts = (await page.locator('.notification-toast').allInnerTexts()).map(squash);
    log('toasts:', texts);
    const reports = texts.filter((t) => t.includes('exited with code 1'));
    checks.check(reports.length === 1, 'one message', texts);
    checks.check(reports.some((t) => t.includes(`The server ${runs.script} (set by mlirLayout.serverPath in the workspace settings) exited with code 1`)),
      'it names the program and the workspace setting that chose it', reports);
    const started = fs.readFileSync(runs.file, 'utf8').split('\n').filter(Boolean).length;
    checks.check(started === 1, 'the server was started once', started);
    await shot(page, 'bad-server.png');
    await runCommand(page, 'Notifications: Clear All Notifications');
  });

  await checks.step('back to the bundled server', async () => {
    await editSettings(page, workspaceSettings, 'Preferences: Open Workspace Settings (JSON)', { 'mlirLayout.serverPath': '' });
    const bundled = path.join(dirs.ext, `${publisher}.${name}-${version}`, 'server', 'mlir-layout-lsp');
    checks.check(await waitUntil(page, () => cs.pidsOfExecutable(bundled, serverPid).length === 1, 60000), 'the bundled server runs');
    await runCommand(page, 'View: Close All Editors');
  });

  await checks.step('workspace results after opening and closing files', async () => {
    await page.keyboard.press('Control+Shift+M');
    await page.locator('.markers-panel').waitFor({ timeout: 60000 });
    await runCommand(page, 'MLIR Layout: Check all MLIR files in workspace');
    await page.locator('.notification-toast', { hasText: 'problem(s) in' }).first().waitFor({ timeout: 60000 });
    checks.check(await settleOn(page, FILES.length) === FILES.length, 'the check lists one error in each file', await problemRows(page));
    await shot(page, 'checked.png');
    await preview(page, 'b.mlir');
    checks.check(await settleOn(page, FILES.length) === FILES.length, 'b.mlir open: its problem once (the server\'s), the others\' from the check',
      await problemRows(page));
    await preview(page, 'c.mlir'); // replaces b.mlir's preview tab: b.mlir is closed
    await settleOn(page, FILES.length);
    await runCommand(page, 'View: Close All Editors');
    await page.waitForTimeout(2000);
    checks.check(await settleOn(page, FILES.length) === FILES.length, 'b.mlir and c.mlir closed: their problems are back', await problemRows(page));
    await shot(page, 'after-closing.png');
  });

  await checks.step('a file saved since the check', async () => {
    // The error's line removed and saved: closed, b.mlir is checked again, and its old error does not come back.
    await preview(page, 'b.mlir');
    await goTo(page, 35, 7);
    await page.keyboard.press('Control+Shift+K');
    await page.keyboard.press('Control+S');
    const line35 = () => fs.readFileSync(path.join(dirs.ws, 'b.mlir'), 'utf8').split('\n')[34];
    checks.check(await waitUntil(page, () => !line35().includes('index = 32'), 30000), 'b.mlir saved without the entry', line35());
    await runCommand(page, 'View: Close All Editors');
    await page.waitForTimeout(3000);
    checks.check(await settleOn(page, FILES.length - 1) === FILES.length - 1, 'closed: b.mlir has no stale problem', await problemRows(page));
  });

  await checks.step('policy off runs the check again', async () => {
    const relax = async () => (await problemRows(page)).some((t) => t.includes("policy 'relax'"));
    checks.check(await relax(), "before: problems say (policy 'relax')");
    await editSettings(page, path.join(dirs.udd, 'User', 'settings.json'), 'Preferences: Open User Settings (JSON)', { 'mlirLayout.policy': 'off' });
    await runCommand(page, 'View: Close All Editors');
    const count = await settleOn(page, 0);
    checks.check(count === 0 && !(await relax()), "after: no problem from the relax policy's check is left", await problemRows(page));
    await shot(page, 'policy-off.png');
  });
}

void runScenario('codeserver-workspace-e2e', OUT, checks, async (root, running) => {
  // The folder opens untrusted, in Restricted Mode.
  const dirs = cs.prepareDirs(root, cs.RESTRICTED_MODE);
  for (const file of FILES) fs.copyFileSync(SAMPLE, path.join(dirs.ws, file));
  // A server that counts its runs, then fails as /bin/false does.
  const runs = { script: path.join(root, 'false-server.sh'), file: path.join(root, 'runs.txt') };
  fs.writeFileSync(runs.script, `#!/bin/sh\necho run >> "${runs.file}"\nexec /bin/false\n`, { mode: 0o755 });
  fs.mkdirSync(path.join(dirs.ws, '.vscode'));
  fs.writeFileSync(path.join(dirs.ws, '.vscode', 'settings.json'), JSON.stringify({ 'mlirLayout.serverPath': runs.script }, null, 2));
  const port = await cs.freePort();
  const args = cs.codeServerArgs(port, dirs, { workspaceTrust: true });
  cs.installVsix(CODE_SERVER, args, VSIX);
  running.server = await cs.startCodeServer(CODE_SERVER, args, dirs.ws, port, path.join(OUT, 'code-server.log'));
  running.browser = await cs.launchChromium(chromium, CHROMIUM);
  const context = await running.browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  await cs.openWorkbench(page, port, dirs.ws);
  await main(page, dirs, running.server.pid, runs);
  const logs = path.join(dirs.udd, 'logs');
  if (fs.existsSync(logs)) fs.cpSync(logs, path.join(OUT, 'vscode-logs'), { recursive: true });
});
