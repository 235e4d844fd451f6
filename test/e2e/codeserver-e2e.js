// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// End to end in a real VS Code: code-server 4.100.3 (VS Code 1.100.3) with the
// packaged mlir-layout .vsix, driven through headless Debian chromium by
// playwright-core. On a copy of examples/nested-layouts.mlir it checks, as a
// user would see it:
//   1. the file opens in language mode MLIR, highlighted by our grammar
//   2. hovering `i24` (line 21) shows `i24 · 3 bytes · align 8`
//   3. the Problems panel lists layout-incompatible-index-bitwidth
//   4. Ctrl+. then Enter applies the preferred quick-fix, which removes the
//      device's `index = 32 : i64` (the host's 64 is then inherited): the
//      error leaves the Problems panel and the line is gone (saved to disk)
//   5. "Explain layout at cursor" opens the explanation beside the editor;
//      "Show layout of type at cursor" (from the palette) on `%p` opens the
//      layout view of !packet: blocks at the offsets and sizes of
//      `mlir-layout explain --json`, padding, a field's "why" on hover; a
//      target from its dropdown draws the i686 layout; it follows the cursor
//      and re-draws after an edit, and keeps a stale drawing where nothing is;
//      "Open as text" shows the table as text
//   6. killing the server gives one error with the stderr tail and a
//      "Restart Server" action, no restart loop; restarting brings hovers back
// With BESIDE_OFFICIAL=1 a stand-in of the official MLIR extension (same
// language id and source.mlir grammar) is installed too: everything above
// must still hold, and the source.mlir rules must be the ones highlighting.
// Screenshots and logs go to $OUT. Exit code 0 only if every check passed.
// Env: CODE_SERVER, VSIX, OUT, CHROMIUM, BESIDE_OFFICIAL=1, KEEP_DIRS=1.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { log, Checks, squash } = require('./support/harness');
const cs = require('./support/codeserver');
const { execFileSync } = require('node:child_process');
const {
  lineText, linesPastEdge, runCommand, clipShot, goTo, waitUntil, layoutFrame, headingOf, blocksOf, hoverI24: hoverI24On,
  focusEditor,
} = require('./support/workbench');
const { writeOfficialStub } = require('./support/officialStub');

const REPO = path.resolve(__dirname, '..', '..');
const CLIENT = path.join(REPO, 'client-vscode');
const { chromium } = require(require.resolve('playwright-core', { paths: [CLIENT] }));
const { version, publisher, name } = require(path.join(CLIENT, 'package.json'));
const BUILD = process.env.MLIR_LAYOUT_BUILD_DIR || path.join(REPO, 'build');
const CODE_SERVER = process.env.CODE_SERVER || path.join(REPO, 'build', 'e2e-cache', 'code-server', 'node_modules', '.bin', 'code-server');
const VSIX = process.env.VSIX || path.join(REPO, 'build', 'vsix', `${name}-${version}.vsix`);
const OUT = process.env.OUT || path.join(REPO, 'build', 'e2e-artifacts', 'codeserver');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SAMPLE = path.join(REPO, 'examples', 'nested-layouts.mlir');
const FILE = 'nested-layouts.mlir';
const CODE = 'layout-incompatible-index-bitwidth';
const BESIDE_OFFICIAL = process.env.BESIDE_OFFICIAL === '1';

const checks = new Checks();
const shot = (page, file) => page.screenshot({ path: path.join(OUT, file) });
const hoverI24 = (page) => hoverI24On(page, { onFail: () => shot(page, 'hover-failed.png') });

/** The fields and padding runs the blocks draw (each once, its parts adding up to its size), in offset order. */
function spansOf(blocks) {
  const spans = new Map();
  for (const b of blocks) {
    const key = `${b.kind} ${b.offset} ${b.size}`;
    spans.set(key, (spans.get(key) || 0) + b.length);
  }
  return [...spans].filter(([key, length]) => Number(key.split(' ')[2]) === length).map(([key]) => key)
    .sort((a, b) => Number(a.split(' ')[1]) - Number(b.split(' ')[1]));
}

/** The same list from the CLI's layout table. */
function expectedBlocks(layout) {
  const spans = [];
  layout.rows.forEach((r, i) => {
    if (r.padding_before) spans.push(`padding ${r.offset - r.padding_before} ${r.padding_before}`);
    if (r.size) spans.push(`field ${r.offset} ${r.size}`);
    if (i === layout.rows.length - 1 && r.padding_after) spans.push(`padding ${r.offset + r.size} ${r.padding_after}`);
  });
  return spans.sort((a, b) => Number(a.split(' ')[1]) - Number(b.split(' ')[1]));
}

async function main(page, dirs, serverPid) {
  await checks.step('open the example', async () => {
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    const item = page.locator('.explorer-folders-view .monaco-list-row', { hasText: FILE });
    await item.waitFor({ timeout: 60000 });
    await item.click();
    await page.locator('.monaco-editor .view-lines', { hasText: 'dlti.dl_spec' }).waitFor({ timeout: 60000 });
    await page.locator('.statusbar-item[id="status.editor.mode"]', { hasText: 'MLIR' }).waitFor({ timeout: 60000 });
    checks.check(true, 'editor shows the example in language mode MLIR');
    // The first diagnostics mean the server is up (hovers asked earlier come back empty).
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
    // Our grammar alone: several token colours on screen (mtk1 is the default colour).
    const countColours = () => page.evaluate(() => new Set([...document.querySelectorAll('.monaco-editor .view-lines span[class^="mtk"]')].map((s) => s.className)).size);
    let colours = await countColours();
    for (const end = Date.now() + 60000; colours < 4 && Date.now() < end; colours = await countColours()) await page.waitForTimeout(250);
    checks.check(colours >= 4, 'MLIR grammar highlights the file', { distinctTokenClasses: colours });
    // `module` is bold only under the stand-in's source.mlir rules (see support/officialStub.js).
    const boldModule = await page.evaluate(() => [...document.querySelectorAll('.monaco-editor .view-lines span.mtkb')]
      .some((s) => s.textContent === 'module'));
    checks.check(boldModule === BESIDE_OFFICIAL, BESIDE_OFFICIAL ? 'source.mlir (official) rules highlight' : 'own grammar highlights alone', { boldModule });
  });

  await checks.step('hover i24', async () => {
    const { hover, rect, text } = await hoverI24(page);
    checks.check(/i24 · 3 bytes · align 8/.test(text), 'hover on i24 shows its layout', text);
    await shot(page, 'hover.png');
    const box = await hover.boundingBox();
    const x0 = Math.min(box.x, rect.x), y0 = Math.min(box.y, rect.y);
    await clipShot(page, path.join(OUT, 'hover-crop.png'),
      { x: x0, y: y0, width: Math.max(box.x + box.width, rect.x + rect.width) - x0, height: Math.max(box.y + box.height, rect.y + rect.height) - y0 }, 24);
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');
  });

  await checks.step('code lens above specs', async () => {
    // mlirLayout.codeLens is on in this scenario's user settings.
    const lens = page.locator('.codelens-decoration a', { hasText: /^sets \d+ types?( in \d+ scopes)?$/ });
    await lens.first().waitFor({ timeout: 60000 });
    const titles = await lens.allInnerTexts();
    checks.check(titles.length >= 1, 'lens "sets N types" above the specs', titles);
    await lens.first().click();
    const view = page.locator('.monaco-editor .view-lines', { hasText: 'The data layout spec of @host sets' });
    await view.first().waitFor({ timeout: 60000 });
    const text = squash(await view.first().innerText());
    checks.check(text.includes(`@host ${titles[0]}`), 'clicking the lens lists what the @host spec sets', text.slice(0, 200));
    await shot(page, 'code-lens.png');
  });

  const problemRow = page.locator('.markers-panel .monaco-list-row', { hasText: CODE });
  await checks.step('Problems panel', async () => {
    await page.keyboard.press('Control+Shift+M');
    await problemRow.first().waitFor({ timeout: 60000 });
    const text = squash(await problemRow.first().innerText());
    checks.check(/index 32 bits wide/.test(text) && text.includes(CODE), 'Problems panel lists the index-bitwidth error', text);
    await shot(page, 'problems.png');
  });

  await checks.step('quick-fix', async () => {
    await goTo(page, 35, 9); // inside `index = 32 : i64`
    await page.keyboard.press('Control+.');
    const title = 'Remove the entry (inherit 64 : i64 from @host)';
    await page.locator('.action-widget .monaco-list-row', { hasText: title }).first().waitFor({ state: 'visible', timeout: 60000 });
    await shot(page, 'quickfix-menu.png');
    // Clicking is intercepted by .context-view-pointerBlock; the preferred fix is focused, Enter applies it.
    await page.locator('.action-widget .monaco-list-row.focused', { hasText: title }).waitFor({ timeout: 60000 });
    await page.keyboard.press('Enter');
    await problemRow.first().waitFor({ state: 'detached', timeout: 60000 });
    checks.check(true, 'index-bitwidth error left the Problems panel');
    const line = await lineText(page, '!llvm.ptr = dense<[64, 32, 64, 64]>');
    checks.check(!(await lineText(page, 'index = 32')) && /^ {6}!llvm\.ptr = /.test(line || ''), 'editor shows the fix', line);
    await page.keyboard.press('Control+S');
    // VS Code writes the file in place: a read may see it half written, so
    // poll until line 35 is the expected one (or time runs out).
    const expected35 = '      !llvm.ptr = dense<[64, 32, 64, 64]> : vector<4xi64>,';
    const line35 = () => fs.readFileSync(path.join(dirs.ws, FILE), 'utf8').split('\n')[34] ?? '';
    // The value checked is the one read in the loop: VS Code may write the
    // file again (its own save after a fix), and a second read could see that.
    let saved = line35();
    for (const end = Date.now() + 60000; saved !== expected35 && Date.now() < end; saved = line35()) await page.waitForTimeout(200);
    checks.check(saved === expected35, 'line 35 on disk after save (the entry removed)', saved);
    const panel = squash(await page.locator('.markers-panel').innerText());
    log('Problems panel now:', panel.slice(0, 300));
    await shot(page, 'after-fix.png');
  });

  await checks.step('layout changes notification', async () => {
    // The fix above made the device inherit a 64-bit index.
    const toast = page.locator('.notification-toast', { hasText: 'the last edit changes layouts' });
    await toast.first().waitFor({ timeout: 60000 });
    checks.check(true, 'a notification says the edit changed layouts', squash(await toast.first().innerText()).slice(0, 200));
    await toast.first().locator('.monaco-button', { hasText: 'Show' }).click();
    const view = page.locator('.monaco-editor .view-lines', { hasText: 'Layout changes in' });
    await view.first().waitFor({ timeout: 60000 });
    const text = squash(await view.first().innerText());
    checks.check(/@host::@device .*index: size 4 → 8/.test(text), 'Show opens the changes: index 4 -> 8 in @host::@device', text.slice(0, 300));
    // Beside the source the view is narrow: its long lines wrap, no number is off-screen.
    const past = await linesPastEdge(page, 'Layout changes in');
    checks.check(Array.isArray(past) && past.length === 0, 'every line of the changes fits the view (wrapped)', past);
    await shot(page, 'layout-changes.png');
    const group = await page.locator('.editor-group-container', { has: view.first() }).boundingBox();
    // For the README: the view alone, its top half.
    if (group) await clipShot(page, path.join(OUT, 'layout-changes-crop.png'), { ...group, height: Math.min(group.height, 400) }, 0);
  });

  await checks.step('explain at cursor', async () => {
    await goTo(page, 21, 48); // on `i24`
    await runCommand(page, 'MLIR Layout: Explain layout at cursor');
    const tab = page.locator('.tab', { hasText: 'Layout explanation' });
    await tab.first().waitFor({ timeout: 60000 });
    const view = page.locator('.monaco-editor .view-lines', { hasText: 'preferred alignment' });
    await view.first().waitFor({ timeout: 60000 });
    const text = squash(await view.first().innerText());
    checks.check(/Layout of i24 in scope @host/.test(text) && /size: 3 bytes \(24 bits\)/.test(text), 'explanation beside the editor', text.slice(0, 200));
    await shot(page, 'explain.png');
  });

  await checks.step('layout view at cursor', async () => {
    await goTo(page, 27, 6); // on `%p`, a !packet: (i8, i24, f64, vector<3xf32>) under @host's spec
    await runCommand(page, 'MLIR Layout: Show layout of type at cursor');
    const tab = page.locator('.tab', { hasText: 'Layout: ' });
    await tab.first().waitFor({ timeout: 60000 });
    let frame = await layoutFrame(page, (f) => f.$('section[data-side="own"] svg.drawing'));
    const heading = squash(await frame.locator('section[data-side="own"] h2').innerText());
    checks.check(/^!llvm\.struct<"packet".* in scope @host$/.test(heading), 'the layout view draws !packet beside the editor', heading);
    // The same table as the CLI's `explain --json` (the file on disk is the editor's: the fix above was saved).
    const cli = JSON.parse(execFileSync(path.join(BUILD, 'bin', 'mlir-layout'),
      ['explain', path.join(dirs.ws, FILE), '--at', '27:6', '--json'], { encoding: 'utf8' })).layout;
    const drawn = await blocksOf(frame, 'own');
    const want = expectedBlocks(cli);
    checks.check(JSON.stringify(spansOf(drawn)) === JSON.stringify(want), 'fields and padding drawn at the CLI\'s offsets and sizes',
      { drawn: spansOf(drawn), cli: want });
    const lines = await frame.locator('section[data-side="own"] g.line').count();
    checks.check(lines === cli.line_count, 'one row per cache line', { lines, cli: cli.line_count });
    checks.check(drawn.some((b) => b.kind === 'padding') && cli.padding === 20, 'padding drawn (20 bytes)', cli.padding);
    // Hovering a field says why it has its size and alignment.
    await frame.locator('section[data-side="own"] .block.field[data-row="1"]').first().hover();
    const why = await waitUntil(page, async () => /why: /.test(await frame.locator('#details').innerText()), 60000);
    const details = squash(await frame.locator('#details').innerText());
    checks.check(why && /#1: i24/.test(details) && details.includes(`why: ${cli.rows[1].why}`), 'hover on a field says why', details);

    // Compare targets: i686 aligns i24 and f64 to 4, so the target's f64 is at 8, not 16.
    await frame.locator('#target').selectOption('i686-unknown-linux-gnu');
    frame = await layoutFrame(page, (f) => f.$('section[data-side="other"] svg.drawing, section[data-side="other"] .message'));
    const other = squash(await frame.locator('section[data-side="other"]').innerText());
    const target = await blocksOf(frame, 'other');
    const f64 = target.find((b) => b.kind === 'field' && b.row === 2);
    checks.check(/^Target i686-unknown-linux-gnu/.test(other) && f64 && f64.offset === 8,
      'a target from the dropdown draws the type under its data layout (f64 at 8 for i686)', { other: other.slice(0, 200), f64 });
    // Both drawings and a field's why, for the README: the view alone (VS Code lays the webview's iframe over its editor group).
    await frame.locator('section[data-side="own"] .block.field[data-row="2"]').first().hover();
    await waitUntil(page, async () => /#2: f64/.test(await frame.locator('#details').innerText()), 60000);
    await shot(page, 'layout-view.png');
    const box = await page.locator('iframe.webview').last().boundingBox();
    if (box) await clipShot(page, path.join(OUT, 'layout-view-crop.png'), { ...box, height: Math.min(box.height, 560) }, 0);
    await frame.locator('#target').selectOption('');
    await layoutFrame(page, async (f) => !(await f.$('section[data-side="other"]')) && f.$('section[data-side="own"] svg.drawing'));

    // Follows the cursor: `%arr` on line 28 is one block.
    await page.locator('.tab', { hasText: FILE }).first().click();
    await goTo(page, 28, 6);
    frame = await layoutFrame(page, async (f) => /!llvm\.array<4 x i24>/.test(await headingOf(f)));
    const arr = await blocksOf(frame, 'own');
    checks.check(arr.length === 1 && arr[0].kind === 'field' && arr[0].size === 32, 'the view follows the cursor to !llvm.array<4 x i24> (32 bytes)',
      arr.map((b) => [b.kind, b.offset, b.size]));

    // Re-draws after an edit: 4 x i24 becomes 6 x i24.
    const col = fs.readFileSync(SAMPLE, 'utf8').split('\n')[27].indexOf('4 x i24') + 1;
    await goTo(page, 28, col);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.type('6');
    frame = await layoutFrame(page, async (f) => /!llvm\.array<6 x i24>/.test(await headingOf(f)));
    const six = await blocksOf(frame, 'own');
    checks.check(six.length === 1 && six[0].size === 48, 'the view re-draws after an edit (!llvm.array<6 x i24>, 48 bytes)',
      six.map((b) => [b.kind, b.offset, b.size]));
    await page.keyboard.press('Control+Z');
    frame = await layoutFrame(page, async (f) => /!llvm\.array<4 x i24>/.test(await headingOf(f)));
    checks.check(true, 'and again after undoing it');

    // Nothing at the cursor: the last drawing stays, marked stale.
    await goTo(page, 1, 1);
    frame = await layoutFrame(page, (f) => f.$('#status.stale'));
    const status = squash(await frame.locator('#status').innerText());
    checks.check(/No type or value at line 1:1\. Still showing .*:28:/.test(status)
      && await frame.locator('section[data-side="own"] svg.drawing').count() === 1, 'nothing at the cursor keeps the drawing, marked stale', status);

    // *Open as text*: the same table as text, in a read-only document (of the last drawing, `%arr`).
    await frame.locator('#text').click();
    const textTab = page.locator('.tab', { hasText: 'Layout table' });
    await textTab.first().waitFor({ timeout: 60000 });
    const table = page.locator('.monaco-editor .view-lines', { hasText: 'cache line' });
    await table.first().waitFor({ timeout: 60000 });
    // Word wrap breaks the lines of the view anywhere: compare without white space.
    const text = (await table.first().innerText()).replace(/\s+/g, '');
    checks.check(text.includes('Layouttableof!llvm.array<4xi24>') && text.includes('value!llvm.array<4xi24>0328'),
      'Open as text shows the table', text.slice(0, 300));
    await textTab.first().hover();
    await textTab.first().locator('.codicon-close').first().click();
    await textTab.first().waitFor({ state: 'detached', timeout: 60000 });

    // Close it: beside the editor it hides the ends of long lines, which the
    // later hovers need (`i24` of the `%tag` line).
    await tab.first().hover();
    await tab.first().locator('.codicon-close').first().click();
    await tab.first().waitFor({ state: 'detached', timeout: 60000 });
    await page.locator('.tab', { hasText: FILE }).first().click();
    // The focus was in the closed webview: give it back to the editor.
    await focusEditor(page);
  });

  await checks.step('crash report and restart', async () => {
    const serverExe = path.join(dirs.ext, `${publisher}.${name}-${version}`, 'server', 'mlir-layout-lsp');
    const before = cs.pidsOfExecutable(serverExe, serverPid);
    checks.check(before.length === 1, 'one bundled server process runs', before);
    process.kill(before[0], 'SIGKILL');
    const toast = page.locator('.notification-toast', { hasText: 'mlir-layout-lsp was killed by SIGKILL' });
    await toast.first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(3000); // a restart loop or a second report would show up by now
    checks.check(await toast.count() === 1, 'exactly one crash report', await toast.count());
    checks.check(cs.pidsOfExecutable(serverExe, serverPid).length === 0, 'no automatic restart');
    await shot(page, 'crash.png');
    await toast.first().locator('.monaco-button', { hasText: 'Restart Server' }).click();
    await toast.first().waitFor({ state: 'detached', timeout: 60000 });
    const deadline = Date.now() + 60000;
    while (cs.pidsOfExecutable(serverExe, serverPid).length !== 1 && Date.now() < deadline) await page.waitForTimeout(200);
    checks.check(cs.pidsOfExecutable(serverExe, serverPid).length === 1, 'Restart Server starts one new server');
    // Back to the editor (its tab; hoverI24 finds i24 where the editor shows it).
    await page.locator('.tab', { hasText: FILE }).first().click();
    await focusEditor(page);
    const { text } = await hoverI24(page);
    checks.check(/3 bytes/.test(text), 'hover works after restart', text);
  });
}

(async () => {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mlir-layout-cs-e2e-'));
  let server, browser;
  try {
    for (const [what, file] of [['code-server', CODE_SERVER], ['vsix', VSIX], ['chromium', CHROMIUM]]) {
      if (!fs.existsSync(file)) throw new Error(`${what} not found at ${file}`);
    }
    const dirs = cs.prepareDirs(root, { 'mlirLayout.codeLens': true });
    fs.copyFileSync(SAMPLE, path.join(dirs.ws, FILE));
    const port = await cs.freePort();
    const args = cs.codeServerArgs(port, dirs);
    // Before the install: that is when code-server adopts folders already in the extensions dir.
    if (BESIDE_OFFICIAL) log('official stand-in:', writeOfficialStub(dirs.ext));
    cs.installVsix(CODE_SERVER, args, VSIX);
    checks.check(fs.readdirSync(dirs.ext).includes(`${publisher}.${name}-${version}`), 'vsix installed', fs.readdirSync(dirs.ext));
    server = await cs.startCodeServer(CODE_SERVER, args, dirs.ws, port, path.join(OUT, 'code-server.log'));
    browser = await cs.launchChromium(chromium, CHROMIUM);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('console', (m) => { if (m.type() === 'error') fs.appendFileSync(path.join(OUT, 'browser-console.log'), m.text() + '\n'); });
    await cs.openWorkbench(page, port, dirs.ws);
    await main(page, dirs, server.pid);
    // The extension's own log, for the artefacts.
    const logs = path.join(dirs.udd, 'logs');
    if (fs.existsSync(logs)) fs.cpSync(logs, path.join(OUT, 'vscode-logs'), { recursive: true });
  } catch (e) {
    checks.check(false, 'harness', String(e && e.stack || e));
  }
  try { if (browser) await browser.close(); } catch { /* already closed */ }
  await cs.stopCodeServer(server);
  if (!process.env.KEEP_DIRS) fs.rmSync(root, { recursive: true, force: true }); else log('kept', root);
  log('artefacts in', OUT);
  console.log(`codeserver-e2e: ${checks.summary()}`);
  process.exit(checks.failed ? 1 : 0);
})();
