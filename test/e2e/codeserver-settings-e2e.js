// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// End to end in code-server, the settings side of the extension:
//   1. a wrong mlirLayout.serverPath gives an error with "Open Settings",
//      which opens the Settings editor on mlirLayout.serverPath
//   2. fixing the setting (settings.json edited on disk) restarts the server:
//      diagnostics appear
//   3. mlirLayout.policy = strict reaches the running server: the Problems
//      panel gains layout-incompatible-alignment without a restart
//   4. "Check all MLIR files in workspace" lists a file that is not open
//   5. a server that dies during startup is reported once, with its stderr,
//      by its path and the (Remote) settings that chose it
//   6. a server the dynamic loader cannot start (LLVM/MLIR 22 runtime
//      missing) is reported once, naming the packages to install
// Env: CODE_SERVER, VSIX, OUT, CHROMIUM, KEEP_DIRS=1, MLIR_LAYOUT_BUILD_DIR.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { log, Checks, squash } = require('./support/harness');
const cs = require('./support/codeserver');
const { runCommand, editSettings } = require('./support/workbench');
const { copyWithoutRuntime } = require(path.join(__dirname, '..', '..', 'client-vscode', 'test', 'noRuntime'));

const REPO = path.resolve(__dirname, '..', '..');
const CLIENT = path.join(REPO, 'client-vscode');
const { chromium } = require(require.resolve('playwright-core', { paths: [CLIENT] }));
const { version, publisher, name } = require(path.join(CLIENT, 'package.json'));
const BUILD = process.env.MLIR_LAYOUT_BUILD_DIR || path.join(REPO, 'build');
const CODE_SERVER = process.env.CODE_SERVER || path.join(REPO, 'build', 'e2e-cache', 'code-server', 'node_modules', '.bin', 'code-server');
const VSIX = process.env.VSIX || path.join(REPO, 'build', 'vsix', `${name}-${version}.vsix`);
const OUT = process.env.OUT || path.join(REPO, 'build', 'e2e-artifacts', 'codeserver-settings');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SAMPLE = path.join(REPO, 'examples', 'nested-layouts.mlir');
const BOGUS = '/nonexistent/mlir-layout-lsp';

const checks = new Checks();
const shot = (page, file) => page.screenshot({ path: path.join(OUT, file) });

const setServerPath = (page, dirs, value) => editSettings(page, path.join(dirs.udd, 'Machine', 'settings.json'),
  'Preferences: Open Remote Settings (JSON)', { 'mlirLayout.serverPath': value });
const setUserSettings = (page, dirs, changes) => editSettings(page, path.join(dirs.udd, 'User', 'settings.json'),
  'Preferences: Open User Settings (JSON)', changes);

/** Waits until exactly one process under code-server (`serverPid`) runs `exe`. */
async function waitForServerProcess(page, exe, serverPid) {
  for (const end = Date.now() + 60000; cs.pidsOfExecutable(exe, serverPid).length !== 1 && Date.now() < end;) await page.waitForTimeout(200);
  return cs.pidsOfExecutable(exe, serverPid).length === 1;
}

/**
 * Points serverPath at a server that cannot start, waits for the toast with
 * `expected` and 3 s more (time for a duplicate, a second message or a
 * restart loop to show), and returns the texts of all toasts then shown.
 */
async function toastsOfFailingServer(page, dirs, serverPath, expected, failShot) {
  await runCommand(page, 'Notifications: Clear All Notifications');
  await setServerPath(page, dirs, serverPath);
  const toast = page.locator('.notification-toast', { hasText: expected });
  await toast.first().waitFor({ timeout: 60000 }).catch(async (e) => { await shot(page, failShot); throw e; });
  await page.waitForTimeout(3000);
  return (await page.locator('.notification-toast').allInnerTexts()).map(squash);
}

async function main(page, dirs, serverPid) {
  const problems = page.locator('.markers-panel');
  await checks.step('missing server', async () => {
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    const item = page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'open.mlir' });
    await item.waitFor({ timeout: 60000 });
    await item.click();
    const toast = page.locator('.notification-toast', { hasText: 'mlir-layout-lsp was not found' });
    await toast.first().waitFor({ timeout: 60000 });
    checks.check((await toast.first().innerText()).includes(BOGUS), 'error names the configured path', squash(await toast.first().innerText()));
    await shot(page, 'missing-server.png');
    await toast.first().locator('.monaco-button', { hasText: 'Open Settings' }).click();
    const setting = page.locator('.settings-editor .setting-item', { hasText: 'Server Path' }).first();
    await setting.waitFor({ timeout: 60000 });
    checks.check((await setting.innerText()).includes('mlir-layout-lsp'), '"Open Settings" opens the Settings editor on mlirLayout.serverPath');
    await shot(page, 'open-settings.png');
    await page.keyboard.press('Control+W');
  });

  await checks.step('fixing serverPath restarts the server', async () => {
    const real = path.join(BUILD, 'bin', 'mlir-layout-lsp');
    await setServerPath(page, dirs, real);
    checks.check(await waitForServerProcess(page, real, serverPid), 'the configured server runs', real);
    await page.keyboard.press('Control+Shift+M');
    await problems.locator('.monaco-list-row', { hasText: 'layout-incompatible-index-bitwidth' }).first().waitFor({ timeout: 60000 });
    checks.check(true, 'diagnostics after the setting names a real server');
  });

  await checks.step('policy change without restart', async () => {
    await setUserSettings(page, dirs, { 'mlirLayout.policy': 'strict' });
    await problems.locator('.monaco-list-row', { hasText: 'layout-incompatible-alignment' }).first().waitFor({ timeout: 60000 });
    checks.check(/policy 'strict'/.test(await problems.innerText()), 'Problems panel shows strict-policy diagnostics');
    await shot(page, 'policy-strict.png');
  });

  await checks.step('check workspace', async () => {
    await runCommand(page, 'MLIR Layout: Check all MLIR files in workspace');
    const toast = page.locator('.notification-toast', { hasText: 'problem(s) in' });
    await toast.first().waitFor({ timeout: 60000 });
    log('summary:', squash(await toast.first().innerText()));
    const closed = problems.locator('.monaco-list-row', { hasText: 'closed.mlir' });
    await closed.first().waitFor({ timeout: 60000 });
    const text = squash(await problems.innerText());
    checks.check(text.includes('closed.mlir') && text.includes('layout-incompatible-index-bitwidth'), 'Problems panel lists the closed file from the CLI', text.slice(0, 400));
    await shot(page, 'check-workspace.png');
  });

  await checks.step('server dying at startup', async () => {
    const bad = path.join(dirs.ws, '..', 'bad-server.sh');
    fs.writeFileSync(bad, '#!/bin/sh\necho "fatal: cannot start (e2e)" >&2\nexit 3\n', { mode: 0o755 });
    const texts = await toastsOfFailingServer(page, dirs, bad, 'exited with code 3', 'startup-crash-failed.png');
    checks.check(texts.filter((t) => t.includes('exited with code 3')).length === 1 && texts.some((t) => t.includes('fatal: cannot start (e2e)')),
      'one report with the stderr tail', texts);
    checks.check(!texts.some((t) => /couldn't create connection|initialization failed/i.test(t)), 'no second pop-up from the client library', texts);
    checks.check(texts.some((t) => t.includes(`The server ${bad} (set by mlirLayout.serverPath in the remote settings) exited with code 3`)),
      'it names the program and the (Remote) settings that chose it', texts);
    await shot(page, 'startup-crash.png');
  });

  await checks.step('server without its runtime libraries', async () => {
    const dir = path.join(dirs.ws, '..', 'no-runtime');
    fs.mkdirSync(dir, { recursive: true });
    const unloadable = copyWithoutRuntime(path.join(BUILD, 'bin', 'mlir-layout-lsp'), dir);
    const texts = await toastsOfFailingServer(page, dirs, unloadable, 'libMLIR.so.22.1 is missing', 'no-runtime-failed.png');
    checks.check(texts.length === 1 && /apt-get install libmlir-22 libllvm22/.test(texts[0]) && texts[0].includes('mlirLayout.serverPath'),
      'one message naming the packages and mlirLayout.serverPath, nothing else', texts);
    await shot(page, 'no-runtime.png');
  });
}

(async () => {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mlir-layout-cs-settings-'));
  let server, browser;
  try {
    const dirs = cs.prepareDirs(root, {});
    fs.mkdirSync(path.join(dirs.udd, 'Machine'), { recursive: true });
    fs.writeFileSync(path.join(dirs.udd, 'Machine', 'settings.json'), JSON.stringify({ 'mlirLayout.serverPath': BOGUS }));
    fs.copyFileSync(SAMPLE, path.join(dirs.ws, 'open.mlir'));
    fs.mkdirSync(path.join(dirs.ws, 'sub'));
    fs.copyFileSync(SAMPLE, path.join(dirs.ws, 'sub', 'closed.mlir'));
    const port = await cs.freePort();
    const args = cs.codeServerArgs(port, dirs);
    cs.installVsix(CODE_SERVER, args, VSIX);
    checks.check(fs.readdirSync(dirs.ext).includes(`${publisher}.${name}-${version}`), 'vsix installed');
    server = await cs.startCodeServer(CODE_SERVER, args, dirs.ws, port, path.join(OUT, 'code-server.log'));
    browser = await cs.launchChromium(chromium, CHROMIUM);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await cs.openWorkbench(page, port, dirs.ws);
    await main(page, dirs, server.pid);
    const logs = path.join(dirs.udd, 'logs');
    if (fs.existsSync(logs)) fs.cpSync(logs, path.join(OUT, 'vscode-logs'), { recursive: true });
  } catch (e) {
    checks.check(false, 'harness', String(e && e.stack || e));
  }
  try { if (browser) await browser.close(); } catch { /* already closed */ }
  await cs.stopCodeServer(server);
  if (!process.env.KEEP_DIRS) fs.rmSync(root, { recursive: true, force: true }); else log('kept', root);
  console.log(`codeserver-settings-e2e: ${checks.summary()}`);
  process.exit(checks.failed ? 1 : 0);
})();
