// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// DOM helpers for the VS Code workbench in the browser: find text on screen,
// run palette commands, read panels. Selectors: test/e2e/README.md.
'use strict';
const fs = require('node:fs');
const { log, squash } = require('./harness');

/**
 * 1-based line and column (as the status bar counts them) of the first
 * `needle` in `text`, inside the first `within` when given; null if absent.
 */
function lineColumnOf(text, needle, within = '') {
  const from = text.indexOf(within);
  const i = from < 0 ? -1 : text.indexOf(needle, from);
  if (i < 0) return null;
  const before = text.slice(0, i).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Polls `predicate` (sync or async) every 200 ms for up to `ms`; true once it holds. */
async function waitUntil(page, predicate, ms) {
  for (const end = Date.now() + ms; ; await page.waitForTimeout(200)) {
    if (await predicate()) return true;
    if (Date.now() >= end) return false;
  }
}

/**
 * Gives the keyboard focus to the active editor (a click in its text) and
 * waits until it has it: after a webview (the layout view) closed, the
 * focus is nowhere and a shortcut pressed then may be lost.
 */
async function focusEditor(page) {
  await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
  await page.locator('.monaco-editor.focused').first().waitFor({ timeout: 60000 });
}

/** Goes to line:column through Ctrl+G (focuses the editor) and waits for the status bar to say so. */
async function goTo(page, line, column) {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 60000 });
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.locator('.statusbar-item', { hasText: `Ln ${line}, Col ${column}` }).first().waitFor({ timeout: 60000 });
}

/**
 * Screen rectangle of `needle` inside the first rendered editor line that also
 * contains `lineHint` (both plain text). Null when that line is not rendered.
 */
async function textRect(page, lineHint, needle, root = '.monaco-editor') {
  return page.evaluate(({ lineHint, needle, root }) => {
    const squash = (s) => s.replace(/\u00a0/g, ' ');
    for (const line of document.querySelectorAll(`${root} .view-lines .view-line`)) {
      if (!squash(line.textContent).includes(lineHint)) continue;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const i = squash(n.textContent).indexOf(needle);
        if (i < 0) continue;
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + needle.length);
        const b = r.getBoundingClientRect();
        return { x: b.x, y: b.y, width: b.width, height: b.height, cx: b.x + b.width / 2, cy: b.y + b.height / 2 };
      }
    }
    return null;
  }, { lineHint, needle, root });
}

/** Text of the rendered editor line that contains `lineHint`, or null. */
async function lineText(page, lineHint) {
  const texts = await page.locator('.monaco-editor .view-lines .view-line').allInnerTexts();
  return texts.map((t) => t.replace(/\u00a0/g, ' ')).find((t) => t.includes(lineHint)) ?? null;
}

/** Runs a command through the F1 palette by its title. */
async function runCommand(page, title) {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 60000 });
  await input.fill(`>${title}`);
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first();
  await row.waitFor({ state: 'visible', timeout: 60000 });
  await page.keyboard.press('Enter');
}

/**
 * Merges `changes` into a settings.json through the editor, as a user would
 * (open it with `command`, replace, save): code-server does not notice a
 * settings file rewritten on disk behind its back. mlirLayout.serverPath is
 * machine-overridable, so in this remote window it lives in the Remote
 * (Machine) settings; the other keys in the User settings.
 */
async function editSettings(page, file, command, changes) {
  const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const text = JSON.stringify({ ...old, ...changes }, null, 2);
  await runCommand(page, command);
  await page.locator('.tab.active', { hasText: 'settings.json' }).waitFor({ timeout: 60000 });
  await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+A');
  // Pasted, not typed: typing would auto-indent and auto-close brackets.
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
  await page.keyboard.press('Control+S');
  for (const end = Date.now() + 60000; (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) && Date.now() < end;) await page.waitForTimeout(200);
  await page.keyboard.press('Control+W');
}

/**
 * The lines of the editor that shows `hint` whose text runs past its right
 * edge (a long line that does not wrap): their texts, [] when every
 * character is on screen, null when no editor shows `hint`.
 */
async function linesPastEdge(page, hint) {
  return page.evaluate((hint) => {
    const text = (e) => e.textContent.replace(/\u00a0/g, ' ');
    for (const editor of document.querySelectorAll('.monaco-editor')) {
      const lines = [...editor.querySelectorAll('.view-lines .view-line')];
      if (!lines.some((l) => text(l).includes(hint))) continue;
      // The visible text area ends where the vertical scrollbar begins.
      const bar = editor.querySelector('.scrollbar.vertical');
      const right = (bar ?? editor.querySelector('.overflow-guard')).getBoundingClientRect()[bar ? 'left' : 'right'];
      return lines.filter((l) => {
        const r = document.createRange();
        r.selectNodeContents(l);
        return r.getBoundingClientRect().right > right + 1;
      }).map(text);
    }
    return null;
  }, hint);
}

/** Trusts the open folder through *Manage Workspace Trust*. */
async function trustFolder(page) {
  await runCommand(page, 'Workspaces: Manage Workspace Trust');
  const trust = page.locator('.workspace-trust-editor .monaco-button', { hasText: /^Trust/ }).first();
  await trust.waitFor({ timeout: 60000 });
  await trust.click();
}

/** Screenshot of the area around `rect` (padding in px), clipped to the viewport. */
async function clipShot(page, file, rect, pad = 40) {
  const vp = page.viewportSize();
  const x = Math.max(0, rect.x - pad), y = Math.max(0, rect.y - pad);
  await page.screenshot({ path: file, clip: { x, y, width: Math.min(vp.width - x, rect.width + 2 * pad), height: Math.min(vp.height - y, rect.height + 2 * pad) } });
}

/**
 * The document position (1-based line and column, as Ctrl+G takes them) of
 * `needle` in the first line holding `lineHint` of the editor in front (the
 * focused one, else the active group's, else any): the line number comes
 * from the editor's own line-number gutter beside that line. Null when no
 * editor renders such a line.
 */
async function positionOf(page, lineHint, needle) {
  return page.evaluate(({ lineHint, needle }) => {
    const squash = (s) => s.replace(/\u00a0/g, ' ');
    const editors = [document.querySelector('.monaco-editor.focused'),
      document.querySelector('.editor-group-container.active .monaco-editor'),
      ...document.querySelectorAll('.monaco-editor')].filter(Boolean);
    for (const editor of editors) {
      for (const line of editor.querySelectorAll('.view-lines .view-line')) {
        const text = squash(line.textContent);
        const at = text.indexOf(lineHint);
        const i = at < 0 ? -1 : text.indexOf(needle);
        if (i < 0) continue;
        // The gutter row drawn at the same height holds the line number.
        for (const row of editor.querySelectorAll('.margin-view-overlays > div')) {
          if (row.style.top !== line.style.top) continue;
          const number = parseInt(squash(row.textContent).trim(), 10);
          if (Number.isInteger(number)) return { line: number, column: i + 1 };
        }
      }
    }
    return null;
  }, { lineHint, needle });
}

/**
 * Screen point inside `needle` in the first line holding `lineHint`, as the
 * editor itself places it now: Ctrl+G puts the cursor on the needle's
 * second character (the editor scrolls it into view, horizontally too), the
 * cursor the editor draws there gives the point once its place has held
 * still for two frames (the layout settled), and the text under the point
 * must be the needle (nothing beside or over the editor hides it). Never a
 * fixed offset: whatever stands beside the editor, the point is where the
 * editor shows that position at this moment.
 */
async function pointAt(page, lineHint, needle) {
  const at = await positionOf(page, lineHint, needle);
  if (!at) throw new Error(`no editor shows a line with ${JSON.stringify(lineHint)} and ${JSON.stringify(needle)}`);
  await goTo(page, at.line, at.column + 1);
  const point = await page.evaluate(({ needle, index }) => new Promise((resolve) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const cursorBox = () => {
      const cursor = document.querySelector('.monaco-editor.focused .cursors-layer .cursor');
      if (!cursor) return null;
      const b = cursor.getBoundingClientRect();
      return { x: b.x, y: b.y, height: b.height };
    };
    (async () => {
      let before = null;
      for (let i = 0; i < 300; i++) { // at most ~5 s of frames
        await frame();
        const now = cursorBox();
        if (now && before && now.x === before.x && now.y === before.y && now.height > 0) {
          // Just right of the cursor: inside the needle's second character.
          const x = now.x + 2, y = now.y + now.height / 2;
          // What the screen shows there: the character offset in its
          // editor line must fall inside the needle where we meant it.
          const range = document.caretRangeFromPoint(x, y);
          const node = range && range.startContainer;
          const line = node && node.nodeType === Node.TEXT_NODE && node.parentElement
            && node.parentElement.closest('.monaco-editor.focused .view-lines .view-line');
          let offset = -1, text = '';
          if (line) {
            const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
            let before = 0;
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              if (n === node) offset = before + range.startOffset;
              before += n.textContent.length;
            }
            text = line.textContent.replace(/\u00a0/g, ' ');
          }
          const ok = offset >= index && offset < index + needle.length && text.substr(index, needle.length) === needle;
          resolve({ x, y, ok, under: line ? text.slice(Math.max(0, offset - 8), offset + 8) : '(not an editor line)' });
          return;
        }
        before = now;
      }
      resolve(null);
    })();
  }), { needle, index: at.column - 1 });
  if (!point) throw new Error(`the editor's cursor at ${at.line}:${at.column + 1} did not settle`);
  if (!point.ok) throw new Error(`at ${at.line}:${at.column + 1} the screen shows ${JSON.stringify(point.under)}, not ${needle}`);
  return { ...point, line: at.line, column: at.column };
}

/**
 * Moves the real mouse onto `needle` in the first line holding `lineHint`
 * (pointAt: where the editor shows it at this moment) until a hover
 * containing `expect` shows, and returns it. A hover asked for while the
 * server is still starting comes back empty and VS Code does not ask again
 * until the mouse moves: so the mouse leaves and comes back (finding the
 * point anew) every few seconds, until `patience` ms have passed. `onFail`
 * runs before the failure is thrown (a screenshot).
 */
async function hoverOn(page, lineHint, needle, expect, { patience = 60000, onFail = async () => {} } = {}) {
  const hover = page.locator('.monaco-hover', { hasText: expect }).first();
  const end = Date.now() + patience;
  for (let i = 1; ; i++) {
    let point;
    try {
      point = await pointAt(page, lineHint, needle);
    } catch (e) {
      // Something in front of the editor for a moment (a notification), or
      // a layout still moving: find the point anew, until patience ends.
      if (Date.now() >= end) { await onFail(); throw e; }
      log(`attempt ${i}: ${e.message}`);
      await page.waitForTimeout(500);
      continue;
    }
    await page.mouse.move(point.x - 60, point.y + 60);
    await page.mouse.move(point.x, point.y, { steps: 5 });
    try {
      await hover.waitFor({ state: 'visible', timeout: 5000 });
      if (i > 1) log(`hover appeared on attempt ${i}`);
      const rect = await textRect(page, lineHint, needle, '.monaco-editor.focused');
      return { hover, rect: rect || { x: point.x, y: point.y - 8, width: 16, height: 16 }, text: squash(await hover.innerText()) };
    } catch (e) {
      if (Date.now() >= end) { await onFail(); throw e; }
    }
  }
}

/** The hover of `i24` on line 21 of examples/nested-layouts.mlir (see hoverOn). */
const hoverI24 = (page, options) => hoverOn(page, '%tag', 'i24', '3 bytes', options);

/**
 * The frame of the layout view's page (VS Code nests a webview in
 * `iframe.webview` then `#active-frame`) once `ready(frame)` holds there;
 * looked up again each time, since a hidden and shown webview reloads.
 */
async function layoutFrame(page, ready, ms = 60000) {
  for (const end = Date.now() + ms; ; await page.waitForTimeout(250)) {
    for (const f of page.frames()) {
      try {
        if (await f.$('#own') && await ready(f)) return f;
      } catch { /* detached while looking */ }
    }
    if (Date.now() >= end) throw new Error('the layout view did not show what was waited for');
  }
}

/** The heading of the view's own drawing. */
const headingOf = async (frame) => (await frame.$eval('section[data-side="own"] h2', (h) => h.textContent).catch(() => '')) || '';

/** The drawn blocks of one side: kind, row, the whole field or run (offset, size) and this line's part. */
const blocksOf = (frame, side) => frame.$$eval(`section[data-side="${side}"] .block`, (els) => els.map((e) => ({
  kind: e.classList.contains('field') ? 'field' : 'padding', row: Number(e.dataset.row), offset: Number(e.dataset.offset),
  size: Number(e.dataset.size), start: Number(e.dataset.start), length: Number(e.dataset.length),
})));

module.exports = {
  focusEditor,
  layoutFrame, headingOf, blocksOf, editSettings, linesPastEdge, trustFolder, textRect, lineText, runCommand, clipShot, hoverOn, hoverI24, goTo, lineColumnOf, waitUntil, positionOf, pointAt };
