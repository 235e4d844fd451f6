// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// DOM helpers for the VS Code workbench in the browser: find text on screen,
// run palette commands, read panels. Selectors: test/e2e/README.md.
'use strict';
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

/** Goes to line:column through Ctrl+G (focuses the editor) and waits for the status bar to say so. */
async function goTo(page, line, column) {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 10000 });
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.locator('.statusbar-item', { hasText: `Ln ${line}, Col ${column}` }).first().waitFor({ timeout: 10000 });
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
  await input.waitFor({ state: 'visible', timeout: 10000 });
  await input.fill(`>${title}`);
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first();
  await row.waitFor({ state: 'visible', timeout: 10000 });
  await page.keyboard.press('Enter');
}

/** Screenshot of the area around `rect` (padding in px), clipped to the viewport. */
async function clipShot(page, file, rect, pad = 40) {
  const vp = page.viewportSize();
  const x = Math.max(0, rect.x - pad), y = Math.max(0, rect.y - pad);
  await page.screenshot({ path: file, clip: { x, y, width: Math.min(vp.width - x, rect.width + 2 * pad), height: Math.min(vp.height - y, rect.height + 2 * pad) } });
}

/**
 * Moves the real mouse onto `needle` in the first rendered line holding
 * `lineHint` until a hover containing `expect` shows, and returns it.
 * Retries the move a few times: a hover asked for while the server is still
 * starting comes back empty and VS Code does not ask again until the mouse
 * moves. `onFail` runs before the last failure is thrown (a screenshot).
 */
async function hoverOn(page, lineHint, needle, expect, { attempts = 4, onFail = async () => {} } = {}) {
  const hover = page.locator('.monaco-hover', { hasText: expect }).first();
  for (let i = 1; ; i++) {
    const rect = await textRect(page, lineHint, needle);
    if (!rect) throw new Error(`${needle} in the line of ${lineHint} is not rendered`);
    await page.mouse.move(rect.cx - 60, rect.cy + 60);
    await page.mouse.move(rect.cx, rect.cy, { steps: 5 });
    try {
      await hover.waitFor({ state: 'visible', timeout: 5000 });
      if (i > 1) log(`hover appeared on attempt ${i}`);
      return { hover, rect, text: squash(await hover.innerText()) };
    } catch (e) {
      if (i >= attempts) { await onFail(); throw e; }
    }
  }
}

/** The hover of `i24` on line 21 of examples/nested-layouts.mlir (see hoverOn). */
const hoverI24 = (page, options) => hoverOn(page, '%tag', 'i24', '3 bytes', options);

module.exports = { textRect, lineText, runCommand, clipShot, hoverOn, hoverI24, goTo, lineColumnOf, waitUntil };
