// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The LLVM bridge (docs/llvm.md) in a real VS Code: code-server 4.100.3 with
// the packaged .vsix, driven through headless chromium, on copies of
// examples/llvm-data-layout-mismatch.mlir and examples/llvm-target-defaults.mlir.
// As a new user meets it:
//   1. the Problems panel lists layout-llvm-data-layout-mismatch on i64 with
//      both numbers; its related information row says where the string sets
//      i64, and clicking it selects `i64:32` in llvm.data_layout; hovering
//      the spec entry shows the diagnostic with that related location
//   2. hovering `i64:32` in the string explains it (i64: ABI 4, preferred 4)
//   3. Ctrl+. then Enter applies the preferred fix (the entry rewritten from
//      the string): the mismatch leaves the Problems panel; Ctrl+Z brings it
//      back; the lightbulb's menu then applies the other fix (the string
//      rewritten from the spec, `i64:64`): gone again, saved to disk, and
//      the hover on `i64:64` says i64: ABI 8, preferred 8
//   4. the module with only llvm.target_triple gets the layout-default-in-use
//      error (its struct's i64); "Derive the data layout from the target" from the quick-fix
//      menu removes it, and the spec it writes has exactly the entries
//      `mlir-layout spec --triple x86_64-unknown-linux-gnu` prints (of the
//      bundled CLI), plus `index`.
// The server may publish diagnostics in steps: every check waits for what
// is on screen. Screenshots and logs go to $OUT; exit code 0 only if every
// check passed. Env: CODE_SERVER, VSIX, OUT, CHROMIUM, KEEP_DIRS=1.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { log, Checks, squash } = require('./support/harness');
const cs = require('./support/codeserver');
const { lineText, goTo, lineColumnOf, waitUntil, hoverOn, pointAt } = require('./support/workbench');
const { scenarioInputs, runScenario } = require('./support/scenario');

const { REPO, CODE_SERVER, VSIX, OUT, CHROMIUM, chromium, version, publisher, name } = scenarioInputs('codeserver-llvm');
const MISMATCH_FILE = 'llvm-data-layout-mismatch.mlir';
const TARGET_FILE = 'llvm-target-defaults.mlir';
const MISMATCH = 'layout-llvm-data-layout-mismatch';
const DEFAULT_IN_USE = 'layout-default-in-use';
const TRIPLE = 'x86_64-unknown-linux-gnu';
const STRING_LINE = 'llvm.data_layout = "e-i64:32-i128:128"';
const ENTRY = 'i64 = dense<64> : vector<2xi64>';
const PREFERRED_FIX = 'Rewrite the entry from llvm.data_layout: i64 = dense<32> : vector<2xi64>';
const STRING_FIX = 'Rewrite `i64:32` in llvm.data_layout as `i64:64`';
const DERIVE_FIX = 'Derive the data layout from the target';

const checks = new Checks();
const shot = (page, file) => page.screenshot({ path: path.join(OUT, file) });
// Positions come from the examples as written: VS Code may save a file a fix
// touched (files.refactoring.autoSave), and the undo below is not saved.
const original = (file) => fs.readFileSync(path.join(REPO, 'examples', file), 'utf8');
const problemRows = (page, text) => page.locator('.markers-panel .monaco-list-row', { hasText: text });

/** Opens `file` from the explorer and waits until the editor shows `text`. */
async function openFromExplorer(page, file, text) {
  const item = page.locator('.explorer-folders-view .monaco-list-row', { hasText: file });
  await item.waitFor({ timeout: 60000 });
  await item.click();
  await page.locator('.tab.active', { hasText: file }).waitFor({ timeout: 60000 });
  await page.locator('.monaco-editor .view-lines', { hasText: text }).waitFor({ timeout: 60000 });
}

/** The text of the hover of `needle` in the line holding `lineHint`, once it shows `expect`. */
async function hoverText(page, lineHint, needle, expect) {
  return (await hoverOn(page, lineHint, needle, expect, { onFail: () => shot(page, 'hover-failed.png') })).text;
}

/**
 * Whether `rows` leave the Problems panel and stay out for 3 s: the set of
 * a newer version may follow, so one moment without them is not yet the
 * answer.
 */
async function leavesAndStaysOut(page, rows) {
  await rows.first().waitFor({ state: 'detached', timeout: 60000 });
  for (const end = Date.now() + 3000; Date.now() < end; await page.waitForTimeout(200)) {
    if (await rows.count()) return false;
  }
  return true;
}

/** Moves the mouse away and closes any hover. */
async function leaveHover(page) {
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await page.locator('.monaco-hover').first().waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
}

/**
 * Text of `file` in the workspace once `done(text)` holds on two reads 200 ms
 * apart, or the last read after 30 s. A save writes the file in place, and
 * VS Code may save it twice (its own save after a fix, then Ctrl+S): a read
 * in between sees it truncated, so the text returned is one that was read
 * whole, never a second read after the check.
 */
async function savedText(page, dirs, file, done) {
  const read = () => fs.readFileSync(path.join(dirs.ws, file), 'utf8');
  let last = read();
  let stable = false;
  await waitUntil(page, () => {
    const text = read();
    stable = done(text) && text === last;
    last = text;
    return stable;
  }, 30000);
  return last;
}

/**
 * Focuses the row `title` of the open code action menu (arrow keys: a click
 * is intercepted by the menu's pointer block) and applies it with Enter.
 */
async function chooseAction(page, title) {
  const rows = page.locator('.action-widget .monaco-list-row');
  await rows.filter({ hasText: title }).first().waitFor({ state: 'visible', timeout: 60000 });
  const focused = page.locator('.action-widget .monaco-list-row.focused', { hasText: title });
  for (let i = 0; i < await rows.count() && !(await focused.count()); i++) await page.keyboard.press('ArrowDown');
  await focused.waitFor({ timeout: 5000 });
  await page.keyboard.press('Enter');
}

async function mismatchScenario(page, dirs) {
  const row = problemRows(page, MISMATCH);
  await checks.step('mismatch in the Problems panel', async () => {
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    await openFromExplorer(page, MISMATCH_FILE, 'llvm.data_layout');
    await page.keyboard.press('Control+Shift+M');
    // The first diagnostics take long on a busy machine (code-server starts the extension and the server).
    await row.first().waitFor({ timeout: 90000 });
    const text = squash(await row.first().innerText());
    checks.check(text.includes('llvm.data_layout and dlti.dl_spec disagree on i64') && text.includes('used at line'),
      'Problems lists the i64 mismatch and the use', text);
    const numbers = problemRows(page, 'MLIR\'s passes use ABI alignment 8 bytes');
    await numbers.first().waitFor({ timeout: 60000 });
    checks.check(squash(await numbers.first().innerText()).includes('LLVM IR uses ABI alignment 4 bytes'),
      'its related information has both numbers', squash(await numbers.first().innerText()));
    const at = lineColumnOf(original(MISMATCH_FILE), ENTRY);
    checks.check(text.includes(`[Ln ${at.line}, Col ${at.column}]`), 'on the spec entry', { text, at });
    // Only the one mismatch, once the server's set is complete (it may come in steps).
    await waitUntil(page, async () => await row.count() === 1, 5000);
    checks.check(await row.count() === 1, 'one mismatch in the file', await row.count());
    await shot(page, 'problems.png');
  });

  await checks.step('related location in the string', async () => {
    const related = problemRows(page, 'llvm.data_layout sets i64 here');
    await related.first().waitFor({ timeout: 60000 });
    const text = squash(await related.first().innerText());
    const at = lineColumnOf(original(MISMATCH_FILE), 'i64:32', STRING_LINE);
    checks.check(text.includes('sets i64 here: `i64:32`') && text.includes(`Ln ${at.line}, Col ${at.column}`),
      'the related information row points into the string', { text, at });
    await related.first().click();
    const status = page.locator('.statusbar-item', { hasText: `Ln ${at.line}, Col ${at.column + 6} (6 selected)` });
    await status.first().waitFor({ timeout: 60000 });
    checks.check(true, 'clicking it selects `i64:32` in llvm.data_layout', await status.first().innerText());
    await shot(page, 'related.png');
  });

  await checks.step('hover on the spec entry', async () => {
    const text = await hoverText(page, ENTRY, 'i64', 'disagree on i64');
    checks.check(text.includes('LLVM IR uses ABI alignment 4 bytes') && text.includes(MISMATCH),
      'hovering the entry shows the mismatch', text.slice(0, 400));
    checks.check(text.includes('llvm.data_layout sets i64 here'), 'with the related location in the string', text.slice(0, 600));
    await shot(page, 'hover-entry.png');
    await leaveHover(page);
  });

  await checks.step('hover on i64:32', async () => {
    const text = await hoverText(page, STRING_LINE, 'i64:32', 'in llvm.data_layout');
    checks.check(text.includes('`i64:32` in llvm.data_layout') || text.includes('i64:32 in llvm.data_layout'),
      'the hover names the component', text);
    checks.check(text.includes('i64: ABI 4, preferred 4 (bytes)'), 'and explains it', text);
    await leaveHover(page);
  });

  await checks.step('preferred fix, then undo', async () => {
    const at = lineColumnOf(original(MISMATCH_FILE), ENTRY);
    await goTo(page, at.line, at.column + 2);
    await page.keyboard.press('Control+.');
    const menu = page.locator('.action-widget .monaco-list-row');
    await menu.filter({ hasText: STRING_FIX }).first().waitFor({ state: 'visible', timeout: 60000 });
    const titles = (await menu.allInnerTexts()).map(squash);
    checks.check(titles.some((t) => t.includes(PREFERRED_FIX)) && titles.some((t) => t.includes(STRING_FIX)),
      'the menu offers both fixes', titles);
    await shot(page, 'quickfix-menu.png');
    await page.locator('.action-widget .monaco-list-row.focused', { hasText: PREFERRED_FIX }).waitFor({ timeout: 60000 });
    checks.check(true, 'the entry fix is the preferred one (focused)');
    await page.keyboard.press('Enter');
    checks.check(await leavesAndStaysOut(page, row), 'the mismatch left the Problems panel');
    const line = await lineText(page, 'i64 = dense<32> :');
    checks.check(line === '    i64 = dense<32> : vector<2xi64>,', 'the editor shows the entry rewritten', line);
    await page.keyboard.press('Control+Z');
    await row.first().waitFor({ timeout: 60000 });
    checks.check(await lineText(page, ENTRY) !== null, 'Ctrl+Z restores the entry and the mismatch');
  });

  await checks.step('the other fix from the lightbulb', async () => {
    // As a user does: click into the entry, then on the lightbulb that shows beside it.
    await page.mouse.move(5, 5);
    const at = lineColumnOf(original(MISMATCH_FILE), ENTRY);
    // Where the editor shows `dense` of the entry now (pointAt), not a fixed offset.
    const point = await pointAt(page, ENTRY, 'dense');
    await page.mouse.click(point.x, point.y);
    await page.locator('.statusbar-item', { hasText: `Ln ${at.line}, Col ` }).first().waitFor({ timeout: 60000 });
    // One lightbulb per editor; the one of this editor is the visible one.
    const bulb = page.locator('.lightBulbWidget').filter({ visible: true }).first();
    await bulb.waitFor({ timeout: 60000 });
    checks.check(/Preferred Quick Fix Available/.test(await bulb.getAttribute('title') || ''), 'a lightbulb shows beside the entry',
      await bulb.getAttribute('title'));
    await bulb.click();
    await chooseAction(page, STRING_FIX);
    checks.check(await leavesAndStaysOut(page, row), 'the mismatch left the Problems panel');
    const line = await lineText(page, 'llvm.data_layout =');
    checks.check(line === '  llvm.data_layout = "e-i64:64-i128:128",', 'the editor shows the string rewritten', line);
    await page.keyboard.press('Control+S');
    const expected = original(MISMATCH_FILE).replace('"e-i64:32-i128:128"', '"e-i64:64-i128:128"');
    const saved = await savedText(page, dirs, MISMATCH_FILE, (text) => text === expected);
    checks.check(saved === expected, 'on disk after save: only `i64:32` changed, to `i64:64`', saved.split('\n').slice(9, 18));
    checks.check(await leavesAndStaysOut(page, problemRows(page, MISMATCH_FILE)), 'no problem left in the file',
      squash(await page.locator('.markers-panel').innerText()).slice(0, 300));
    await shot(page, 'after-fix.png');
  });

  await checks.step('hover on i64:64', async () => {
    const text = await hoverText(page, 'e-i64:64', 'i64:64', 'i64: ABI 8');
    checks.check(text.includes('i64: ABI 8, preferred 8 (bytes)'), 'the hover on `i64:64` says ABI 8, preferred 8', text);
    await shot(page, 'hover-string.png');
    await leaveHover(page);
  });
}

/** The `key = value` entries of the first `#dlti.dl_spec<...>` in `text`, in order. */
function specEntries(text) {
  const start = text.indexOf('#dlti.dl_spec<');
  if (start < 0) return null;
  const entries = [];
  let depth = 0, current = '';
  for (const c of text.slice(start + '#dlti.dl_spec<'.length)) {
    if (depth === 0 && (c === ',' || c === '>')) {
      if (current.trim()) entries.push(current.trim());
      current = '';
      if (c === '>') return entries;
      continue;
    }
    if ('<[('.includes(c)) depth++;
    if ('>])'.includes(c)) depth--;
    current += c;
  }
  return null;
}

async function targetScenario(page, dirs) {
  const row = problemRows(page, DEFAULT_IN_USE);
  await checks.step('default-in-use error', async () => {
    await openFromExplorer(page, TARGET_FILE, 'llvm.target_triple');
    await row.first().waitFor({ timeout: 60000 });
    const text = squash(await row.first().innerText());
    checks.check(text.includes('MLIR\'s default layout is used for 1 type the target lays out differently') &&
      text.includes(`i64 (line ${lineColumnOf(original(TARGET_FILE), 'llvm.func @f').line})`),
      'Problems lists the error naming i64 and the line that uses it', text.slice(0, 300));
    checks.check(await row.first().locator('.codicon-error').count() === 1, 'as an error');
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
    checks.check(true, 'squiggled in the editor');
    await shot(page, 'default-in-use.png');
  });

  await checks.step('derive the data layout from the target', async () => {
    const at = lineColumnOf(original(TARGET_FILE), 'module attributes');
    await goTo(page, at.line, at.column + 2);
    await page.keyboard.press('Control+.');
    await chooseAction(page, DERIVE_FIX);
    checks.check(await leavesAndStaysOut(page, row), 'the error left the Problems panel');
    const line = await lineText(page, 'module attributes {llvm.target_triple');
    checks.check(/dlti\.dl_spec = #dlti\.dl_spec<$/.test((line || '').trimEnd()), 'the editor shows the derived spec', (line || '').slice(0, 200));
    const entryLine = await lineText(page, 'i1 = dense<8>');
    checks.check((entryLine || '').trimEnd() === '    i1 = dense<8> : vector<2xi64>,', 'one derived entry per line', entryLine);
    await page.keyboard.press('Control+S');
    // The fix rewrites the module's attributes only: the file ends as before.
    const tail = original(TARGET_FILE).slice(original(TARGET_FILE).indexOf('\n', original(TARGET_FILE).indexOf('module attributes')));
    const saved = await savedText(page, dirs, TARGET_FILE, (text) => text.includes('#dlti.dl_spec<') && text.endsWith(tail));
    checks.check(saved.endsWith(tail), 'on disk after save: the module\'s body as before', saved.slice(-200));
    const cli = path.join(dirs.ext, `${publisher}.${name}-${version}`, 'server', 'mlir-layout');
    const printed = specEntries(execFileSync(cli, ['spec', '--triple', TRIPLE], { encoding: 'utf8' }));
    const written = specEntries(saved);
    checks.check(printed && written && JSON.stringify(written.filter((e) => !e.startsWith('index ='))) === JSON.stringify(printed),
      `the written spec has the entries of \`mlir-layout spec --triple ${TRIPLE}\``, { printed, written });
    checks.check(written && written.includes('index = 64 : i64'), 'and index = 64 : i64', written);
    checks.check(await leavesAndStaysOut(page, problemRows(page, TARGET_FILE)), 'no problem left in the file',
      squash(await page.locator('.markers-panel').innerText()).slice(0, 300));
    await shot(page, 'after-derive.png');
  });
}

void runScenario('codeserver-llvm-e2e', OUT, checks, async (root, running) => {
  for (const [what, file] of [['code-server', CODE_SERVER], ['vsix', VSIX], ['chromium', CHROMIUM]]) {
    if (!fs.existsSync(file)) throw new Error(`${what} not found at ${file}`);
  }
  const dirs = cs.prepareDirs(root, {});
  for (const file of [MISMATCH_FILE, TARGET_FILE]) fs.copyFileSync(path.join(REPO, 'examples', file), path.join(dirs.ws, file));
  const port = await cs.freePort();
  const args = cs.codeServerArgs(port, dirs);
  cs.installVsix(CODE_SERVER, args, VSIX);
  running.server = await cs.startCodeServer(CODE_SERVER, args, dirs.ws, port, path.join(OUT, 'code-server.log'));
  running.browser = await cs.launchChromium(chromium, CHROMIUM);
  const page = await running.browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') fs.appendFileSync(path.join(OUT, 'browser-console.log'), m.text() + '\n'); });
  await cs.openWorkbench(page, port, dirs.ws);
  await mismatchScenario(page, dirs);
  await targetScenario(page, dirs);
  const logs = path.join(dirs.udd, 'logs');
  if (fs.existsSync(logs)) fs.cpSync(logs, path.join(OUT, 'vscode-logs'), { recursive: true });
});
