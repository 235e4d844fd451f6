// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The layout view's pure parts: the drawing model (rows → blocks per cache
// line, padding, straddling and scalable fields), its SVG, the page's
// Content-Security-Policy and theme colours, the compareTargets setting,
// and the drawing of a real answer of the server (with a target triple).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { drawLayout, drawingSvg, sideHtml, compareTargets, escapeHtml, fitText, rowTitle, tableSummary, byteWidth } = require('../out/layoutDrawing');
const { layoutPageHtml, contentSecurityPolicy, isPageMessage } = require('../out/layoutPage');
const { startSession, examplePath } = require('./lspSession');

/** A row as the server writes it. */
const row = (field, type, offset, size, extra = {}) => ({
  field, name: null, type, offset, size, alignment: extra.alignment ?? size, padding_before: 0, padding_after: 0,
  scalable: false, first_line: null, last_line: null, straddles: false, why: null, ...extra,
});
const table = (rows, extra = {}) => ({
  kind: 'struct', type: '!t', scope: '@m', size: 0, abi: 8, preferred: 8, scalable: false, cache_line_size: 64,
  padding: 0, line_count: 1, rows, ...extra,
});

test('drawing: fields and padding in offset order on one line', () => {
  // !llvm.struct<(i8, i64, i8)>: 0, 8, 16; 7 bytes of padding after each i8.
  const t = table([
    row(0, 'i8', 0, 1, { padding_after: 7, first_line: 0, last_line: 0, why: 'i8 takes the entry of i64' }),
    row(1, 'i64', 8, 8, { padding_before: 7, first_line: 0, last_line: 0 }),
    row(2, 'i8', 16, 1, { padding_after: 7, first_line: 0, last_line: 0 }),
  ], { size: 24, padding: 14 });
  const d = drawLayout(t);
  assert.equal(d.lines.length, 1);
  assert.deepEqual(d.lines[0].blocks.map((b) => [b.kind, b.start, b.length]),
    [['field', 0, 1], ['padding', 1, 7], ['field', 8, 8], ['field', 16, 1], ['padding', 17, 7]]);
  assert.equal(d.lines[0].blocks[0].label, '#0 i8');
  assert.equal(d.lines[0].blocks[0].detail, '@0 · 1 B');
  assert.match(d.lines[0].blocks[0].title, /why: i8 takes the entry of i64/);
  assert.equal(d.summary, 'struct · 24 bytes · align 8 · 14 bytes padding · 1 line of 64 bytes');
  assert.equal(d.minimums, false);
});

test('drawing: a field across a line end is cut in two blocks, both marked', () => {
  const t = table([
    row(0, 'i64', 0, 8, { first_line: 0, last_line: 0 }),
    row(1, '!llvm.array<7 x i64>', 8, 56, { first_line: 0, last_line: 0, alignment: 8 }),
    row(2, '!llvm.array<4 x i64>', 64, 32, { first_line: 1, last_line: 1, alignment: 8 }),
  ], { size: 96, cache_line_size: 32, line_count: 3 });
  const d = drawLayout(t);
  assert.equal(d.lines.length, 3);
  const pieces = d.lines.flatMap((l) => l.blocks.filter((b) => b.row === 1).map((b) => [l.index, b.start, b.length, b.straddles,
    b.continued, b.continues]));
  assert.deepEqual(pieces, [[0, 8, 24, true, false, true], [1, 32, 32, true, true, false]]);
  assert.ok(!d.lines[0].blocks[0].straddles, 'a field on one line is not marked');
  const svg = drawingSvg(d, 'x');
  assert.equal((svg.match(/class="block field c1 straddles"/g) || []).length, 2);
  assert.equal((svg.match(/class="cut"/g) || []).length, 2, 'the cut is drawn on both sides of the line end');
});

test('drawing: after a scalable field, offsets are minimums', () => {
  const t = table([
    row(0, 'vector<[4]xi32>', 0, 16, { scalable: true, alignment: 16 }),
    row(1, 'i32', 16, 4, { padding_after: 12 }),
  ], { size: 32, scalable: true, padding: null, line_count: null });
  const d = drawLayout(t);
  const [vec, i32, tail] = d.lines[0].blocks;
  assert.equal(vec.scalable, true);
  assert.equal(vec.minimum, false);
  assert.equal(vec.detail, '@0 · ≥16 B');
  assert.equal(i32.minimum, true);
  assert.equal(i32.detail, '@≥16 · 4 B');
  assert.match(rowTitle(t.rows[1], true), /offset at least 16/);
  assert.equal(tail.kind, 'padding');
  assert.equal(tail.minimum, true);
  assert.equal(d.minimums, true);
  assert.equal(d.summary, 'struct · at least 32 bytes · align 8 · 1 line of 64 bytes');
  assert.match(sideHtml({ heading: 'h', table: t }, 's'), /offsets after it are minimums/);
});

test('drawing: one-row tables (scalar, vector, array, memref pointer) are one block', () => {
  for (const kind of ['scalar', 'vector', 'array', 'memref-pointer']) {
    const d = drawLayout(table([row(null, 'T', 0, 12, { first_line: 0, last_line: 0 })], { kind, size: 12, padding: null }));
    assert.equal(d.lines.length, 1, kind);
    assert.deepEqual(d.lines[0].blocks.map((b) => [b.kind, b.label]), [['field', 'value T']], kind);
  }
  // A memref descriptor's rows are named.
  const named = row(0, '!llvm.ptr', 0, 8, { name: 'allocated pointer' });
  assert.equal(drawLayout(table([named], { size: 8 })).lines[0].blocks[0].label, '#0 allocated pointer');
});

test('drawing: a struct without fields, and a huge array drawn up to MAX_LINES', () => {
  const empty = drawLayout(table([], { size: 0 }));
  assert.equal(empty.empty, true);
  assert.match(sideHtml({ heading: 'h', table: table([], { size: 0 }) }, 'e'), /No fields/);
  const big = drawLayout(table([row(null, '!llvm.array<1000 x i64>', 0, 8000)], { kind: 'array', size: 8000, padding: null }));
  assert.equal(big.lines.length, 64);
  assert.equal(big.linesLeftOut, 125 - 64);
});

test('svg: labels escaped and cut to the block, data for tests, colours only from classes', () => {
  const t = table([row(0, '!llvm.struct<"a<b>", (i8)>', 0, 1), row(1, 'i64', 8, 8, { padding_before: 7 })], { size: 16 });
  const svg = drawingSvg(drawLayout(t), 'q');
  assert.ok(!svg.includes('"a<b>"'), 'type text is escaped');
  assert.match(svg, /data-row="1" data-offset="8" data-size="8"/);
  assert.match(svg, /fill="url\(#hatch-q\)"/);
  assert.ok(!/style=|#[0-9a-f]{3,6}\b|rgb\(/i.test(svg.replace(/url\(#hatch-q\)/g, '').replace(/id="hatch-q"/, '')),
    'no inline style and no fixed colour');
  assert.equal(fitText('abcdef', 4), 'abc…');
  assert.equal(fitText('abc', 0), '');
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  assert.equal(tableSummary(table([], { kind: 'memref-descriptor', size: 40, padding: 0 })),
    'memref descriptor · 40 bytes · align 8 · no padding · 1 line of 64 bytes');
});

test('svg: a line fits the width the page has, 4 to 16 pixels a byte', () => {
  const t = table([row(0, 'i64', 0, 8)], { size: 8 });
  const widthOf = (svg) => Number(svg.match(/<svg [^>]*width="(\d+)"/)[1]);
  for (const width of [360, 480, 840]) {
    const svg = drawingSvg(drawLayout(t), 'w', width);
    assert.ok(widthOf(svg) <= width, `${widthOf(svg)} <= ${width}`);
    assert.ok(widthOf(svg) > width - 64 - 8 - 64, `${widthOf(svg)} fills ${width}`);
  }
  assert.equal(byteWidth(64, 100), 4, 'at least 4 pixels a byte (the page scrolls)');
  assert.equal(byteWidth(8, 4000), 16, 'at most 16');
  assert.equal(byteWidth(64, 480), 6);
});

test('page: strict CSP, nonce on its one script and style, theme variables, nothing remote', () => {
  const html = layoutPageHtml('abc123');
  assert.equal(contentSecurityPolicy('abc123'), "default-src 'none'; img-src data:; style-src 'nonce-abc123'; script-src 'nonce-abc123';");
  assert.ok(html.includes(`content="${contentSecurityPolicy('abc123')}"`));
  assert.equal((html.match(/<script/g) || []).length, 1);
  assert.match(html, /<script nonce="abc123">/);
  assert.match(html, /<style nonce="abc123">/);
  assert.ok(!/https?:\/\//.test(html.replace('http://www.w3.org/2000/svg', '')), 'no remote URL');
  assert.ok(!/ style="/.test(html), 'no inline style attribute');
  // Every colour is a theme variable.
  const colours = html.match(/(?:^|[;{\s])(?:color|background|fill|stroke|border(?:-left)?):[^;]*/g) || [];
  for (const c of colours) assert.match(c, /var\(--vscode-|none|transparent|\d+px solid var/, c);
  for (const v of ['--vscode-charts-blue', '--vscode-editor-background', '--vscode-foreground', '--vscode-editorError-foreground']) {
    assert.ok(html.includes(v), v);
  }
  assert.ok(isPageMessage({ type: 'target', triple: 'x' }));
  assert.ok(isPageMessage({ type: 'ready', width: 500 }));
  assert.ok(isPageMessage({ type: 'width', width: 320 }));
  assert.ok(!isPageMessage({ type: 'ready' }));
  assert.ok(!isPageMessage({ type: 'width', width: '500' }));
  assert.ok(!isPageMessage({ type: 'target' }));
  assert.ok(!isPageMessage(null));
});

test('compareTargets: strings trimmed, each once, anything else dropped', () => {
  assert.deepEqual(compareTargets([' x86_64-unknown-linux-gnu', 'x86_64-unknown-linux-gnu', '', 3, 'riscv32-unknown-elf']),
    ['x86_64-unknown-linux-gnu', 'riscv32-unknown-elf']);
  assert.deepEqual(compareTargets('x86_64'), []);
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const setting = pkg.contributes.configuration.properties['mlirLayout.compareTargets'];
  assert.deepEqual(compareTargets(setting.default), setting.default);
  assert.ok(setting.default.length >= 2);
});

test('the server answers a drawable table, for the file and for a target triple', async (t) => {
  const s = await startSession();
  t.after(() => s.close());
  const uri = await s.open(examplePath);
  await s.nextDiagnostics(uri);
  const ask = (params) => s.connection.sendRequest('mlirLayout/explain', params);
  // `%p` on line 27: !packet.
  const params = { textDocument: { uri }, position: { line: 26, character: 5 }, subject: 'layout' };
  const own = await ask(params);
  const d = drawLayout(own.layout);
  const fields = d.lines.flatMap((l) => l.blocks).filter((b) => b.kind === 'field');
  assert.deepEqual([...new Set(fields.map((b) => b.offset))], own.layout.rows.map((r) => r.offset));
  assert.ok(fields.every((b) => b.title.includes('why: ')), 'every field says why');
  const other = await ask({ ...params, triple: 'i686-unknown-linux-gnu' });
  assert.equal(other.layout.type, own.layout.type);
  assert.ok(drawLayout(other.layout).lines.length >= 1);
  await assert.rejects(ask({ ...params, triple: 'no-such-target' }), /no-such-target/);
});
