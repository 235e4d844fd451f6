// DOM helpers for the VS Code workbench in the browser: find text on screen,
// run palette commands, read panels. Selectors: test/e2e/README.md.
'use strict';
const { log, squash } = require('./harness');

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
 * Moves the real mouse onto `i24` of line 21 of examples/nested-layouts.mlir
 * and returns the hover. Retries the move a few times: a hover asked for
 * while the server is still starting comes back empty and VS Code does not
 * ask again until the mouse moves. `onFail` runs before the last failure is
 * thrown (a screenshot).
 */
async function hoverI24(page, { attempts = 4, onFail = async () => {} } = {}) {
  const hover = page.locator('.monaco-hover', { hasText: '3 bytes' }).first();
  for (let i = 1; ; i++) {
    const rect = await textRect(page, '%tag', 'i24');
    if (!rect) throw new Error('i24 on line 21 is not rendered');
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

module.exports = { textRect, lineText, runCommand, clipShot, hoverI24 };
