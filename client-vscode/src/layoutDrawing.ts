// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The layout view's drawing, pure (no VS Code API, so node tests can load
// it): the `layout` table of a `mlirLayout/explain` answer (subject
// "layout") turned into blocks per cache line (fields, padding, the cut of
// a field that straddles a line, scalable sizes), and those blocks written
// as SVG whose colours all come from the theme's CSS variables.

/** One row of the server's layout table (`layout.rows`). */
export interface LayoutRowData {
  /** The field's number; null for the row of a whole value. */
  field: number | null;
  /** What the field holds (`aligned pointer`), or null. */
  name: string | null;
  type: string;
  offset: number;
  size: number;
  alignment: number;
  padding_before: number;
  padding_after: number;
  /** The size is a multiple of vscale: `size` (and later offsets) are minimums. */
  scalable: boolean;
  first_line: number | null;
  last_line: number | null;
  straddles: boolean;
  /** Why it has its size and alignment (the rule and the entries), or null. */
  why?: string | null;
}

/** The server's layout table (the `layout` of the answer). */
export interface LayoutTableData {
  kind: string;
  type: string;
  scope: string;
  size: number;
  abi: number;
  preferred: number;
  scalable: boolean;
  cache_line_size: number;
  /** Padding bytes in all; null when unknown (scalable) or not counted (vector, array). */
  padding: number | null;
  line_count: number | null;
  rows: LayoutRowData[];
}

/** What a block shows. */
export type BlockKind = 'field' | 'padding';

/** One drawn block: the part of a field or of a padding run on one cache line. */
export interface Block {
  kind: BlockKind;
  /** The row (index into `rows`) a field block belongs to, or the row a padding run is before/after. */
  row: number;
  /** The first byte of the whole field or run, and its size. */
  offset: number;
  size: number;
  /** The part on this line: its first byte (from the value's start) and its length. */
  start: number;
  length: number;
  /** The field's bytes lie on more than one line. */
  straddles: boolean;
  /** The field goes on past this line's end / came from the line before. */
  continues: boolean;
  continued: boolean;
  /** The field's size is scalable, or its offset comes after a scalable field: numbers are minimums. */
  scalable: boolean;
  minimum: boolean;
  /** Short label (`#1 i24`), its numbers (`@8 · 3 B`) and the hover text. */
  label: string;
  detail: string;
  title: string;
  /** The palette colour (0..PALETTE_SIZE-1) of a field block. */
  colour: number;
}

/** One cache line and its blocks. */
export interface DrawnLine {
  index: number;
  /** Its first byte (from the value's start). */
  start: number;
  blocks: Block[];
}

/** The drawing of one table. */
export interface Drawing {
  lineSize: number;
  lines: DrawnLine[];
  /** Lines not drawn (after MAX_LINES). */
  linesLeftOut: number;
  /** A scalable size: offsets after it are minimums. */
  minimums: boolean;
  /** The one-line summary (`struct · 40 bytes · align 8 · 20 bytes padding · 1 line of 64 bytes`). */
  summary: string;
  /** The table has no rows (a struct without fields). */
  empty: boolean;
}

/** How many field colours the palette has (the theme's chart colours). */
export const PALETTE_SIZE = 6;
/** At most this many cache lines are drawn. */
export const MAX_LINES = 64;

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The field's short name: `#1 i24`, `#0 allocated pointer`, `value i32`. */
export function rowLabel(row: LayoutRowData): string {
  const head = row.field === null ? 'value' : `#${row.field}`;
  return `${head} ${row.name ?? row.type}`;
}

/** The hover text of a field: its name and type, numbers and why. */
export function rowTitle(row: LayoutRowData, minimum: boolean): string {
  const ge = minimum ? 'at least ' : '';
  const size = row.scalable ? `at least ${plural(row.size, 'byte')} (scalable)` : plural(row.size, 'byte');
  const lines = [
    `${row.field === null ? 'value' : `#${row.field}`}${row.name ? ` ${row.name}` : ''}: ${row.type}`,
    `offset ${ge}${row.offset}, size ${size}, align ${row.alignment}`,
  ];
  if (row.straddles && row.first_line !== null && row.last_line !== null) {
    lines.push(`straddles cache lines ${row.first_line}–${row.last_line}`);
  }
  if (row.why) lines.push(`why: ${row.why}`);
  return lines.join('\n');
}

/** The table's summary line. */
export function tableSummary(table: LayoutTableData): string {
  const parts = [table.kind.replace(/-/g, ' '), `${table.scalable ? 'at least ' : ''}${plural(table.size, 'byte')}`,
    `align ${table.abi}`];
  if (table.padding !== null) parts.push(table.padding ? `${plural(table.padding, 'byte')} padding` : 'no padding');
  const lines = table.line_count ?? Math.max(1, Math.ceil(table.size / table.cache_line_size));
  parts.push(`${plural(lines, 'line')} of ${table.cache_line_size} bytes`);
  return parts.join(' · ');
}

/** A span of bytes to draw, before it is cut at line ends. */
interface Span { kind: BlockKind; row: number; offset: number; size: number }

/** The fields and padding runs of `table` in offset order (padding after a row only for the last). */
function spansOf(table: LayoutTableData): Span[] {
  const spans: Span[] = [];
  table.rows.forEach((row, i) => {
    if (row.padding_before > 0) {
      spans.push({ kind: 'padding', row: i, offset: row.offset - row.padding_before, size: row.padding_before });
    }
    spans.push({ kind: 'field', row: i, offset: row.offset, size: row.size });
    if (i === table.rows.length - 1 && row.padding_after > 0) {
      spans.push({ kind: 'padding', row: i, offset: row.offset + row.size, size: row.padding_after });
    }
  });
  return spans;
}

/**
 * The drawing of `table`: every field and padding run cut into one block
 * per cache line it has bytes on. Fields without bytes are not drawn.
 */
export function drawLayout(table: LayoutTableData): Drawing {
  const lineSize = Math.max(1, table.cache_line_size);
  const spans = spansOf(table);
  const end = Math.max(table.size, ...spans.map((s) => s.offset + s.size));
  const lineCount = Math.max(1, Math.ceil(end / lineSize));
  const drawn = Math.min(lineCount, MAX_LINES);
  const lines: DrawnLine[] = Array.from({ length: drawn }, (_, index) => ({ index, start: index * lineSize, blocks: [] }));
  const firstScalable = table.rows.findIndex((r) => r.scalable);
  for (const span of spans) {
    if (span.size <= 0) continue;
    const row = table.rows[span.row];
    const minimum = firstScalable >= 0 && (span.row > firstScalable || (span.row === firstScalable && span.kind === 'padding' &&
      span.offset > row.offset));
    const scalable = span.kind === 'field' && row.scalable;
    const last = Math.floor((span.offset + span.size - 1) / lineSize);
    for (let line = Math.floor(span.offset / lineSize); line <= last && line < drawn; ++line) {
      const start = Math.max(span.offset, line * lineSize);
      const stop = Math.min(span.offset + span.size, (line + 1) * lineSize);
      const ge = minimum ? '≥' : '';
      const block: Block = span.kind === 'field'
        ? {
          kind: 'field', row: span.row, offset: span.offset, size: span.size, start, length: stop - start,
          straddles: row.straddles || last !== Math.floor(span.offset / lineSize),
          continues: line < last, continued: start > span.offset, scalable, minimum,
          label: rowLabel(row), detail: `@${ge}${span.offset} · ${scalable ? '≥' : ''}${span.size} B`,
          title: rowTitle(row, minimum), colour: span.row % PALETTE_SIZE,
        }
        : {
          kind: 'padding', row: span.row, offset: span.offset, size: span.size, start, length: stop - start,
          straddles: false, continues: line < last, continued: start > span.offset, scalable: false, minimum,
          label: 'pad', detail: `${span.size} B`,
          title: `padding: ${plural(span.size, 'byte')} at offset ${ge}${span.offset}` +
            (span.offset > row.offset ? ` (after ${rowLabel(row)})` : ` (before ${rowLabel(row)})`),
          colour: 0,
        };
      lines[line].blocks.push(block);
    }
  }
  return {
    lineSize, lines, linesLeftOut: lineCount - drawn, minimums: firstScalable >= 0 || table.scalable,
    summary: tableSummary(table), empty: table.rows.length === 0,
  };
}

/** `text` safe inside HTML or SVG text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `text` cut to `chars` characters, with `…` when cut. */
export function fitText(text: string, chars: number): string {
  if (chars <= 0) return '';
  if (text.length <= chars) return text;
  return chars === 1 ? '…' : `${text.slice(0, chars - 1)}…`;
}

/** Pixel geometry of the SVG. */
const GUTTER = 64;
const ROW_HEIGHT = 46;
const ROW_GAP = 10;
const CHAR_WIDTH = 6.6;
/** The width the page has for a drawing when it has not said, in pixels. */
export const DEFAULT_WIDTH = 840;

/** Pixels per byte: a line fills `width` (gutter included), 4 to 16 per byte. */
export function byteWidth(lineSize: number, width = DEFAULT_WIDTH): number {
  return Math.min(16, Math.max(4, Math.floor((width - GUTTER - 8) / Math.max(1, lineSize))));
}

/** One block as SVG: a group with its data (for tests), rectangle, labels and hover title. */
function blockSvg(block: Block, lineStart: number, y: number, px: number, hatch: string): string {
  const x = GUTTER + (block.start - lineStart) * px;
  const w = block.length * px;
  const classes = ['block', block.kind];
  if (block.kind === 'field') classes.push(`c${block.colour}`);
  if (block.straddles) classes.push('straddles');
  if (block.scalable) classes.push('scalable');
  if (block.minimum) classes.push('minimum');
  const chars = Math.floor((w - 6) / CHAR_WIDTH);
  const fill = block.kind === 'padding' ? ` fill="url(#${hatch})"` : '';
  const parts = [
    `<g class="${classes.join(' ')}" data-row="${block.row}" data-offset="${block.offset}" data-size="${block.size}"` +
      ` data-start="${block.start}" data-length="${block.length}" tabindex="0">`,
    `<title>${escapeHtml(block.title)}</title>`,
    `<rect x="${x + 0.5}" y="${y + 0.5}" width="${Math.max(1, w - 1)}" height="${ROW_HEIGHT - 1}" rx="2"${fill}/>`,
  ];
  const label = fitText(block.label, chars);
  if (label) parts.push(`<text class="label" x="${x + 4}" y="${y + 18}">${escapeHtml(label)}</text>`);
  const detail = fitText(block.detail, chars);
  if (detail) parts.push(`<text class="detail" x="${x + 4}" y="${y + 36}">${escapeHtml(detail)}</text>`);
  // The cut of a straddling field: a mark on the edge at the line's end.
  if (block.continues) parts.push(`<path class="cut" d="M${x + w - 1} ${y} v${ROW_HEIGHT}"/>`);
  if (block.continued) parts.push(`<path class="cut" d="M${x + 1} ${y} v${ROW_HEIGHT}"/>`);
  parts.push('</g>');
  return parts.join('');
}

/** The SVG of `drawing`, fitted to `width` pixels; `id` makes its pattern's id unique in the page. */
export function drawingSvg(drawing: Drawing, id: string, width = DEFAULT_WIDTH): string {
  const px = byteWidth(drawing.lineSize, width);
  const full = GUTTER + drawing.lineSize * px + 8;
  const height = drawing.lines.length * (ROW_HEIGHT + ROW_GAP);
  const hatch = `hatch-${id}`;
  const out = [
    `<svg class="drawing" xmlns="http://www.w3.org/2000/svg" width="${full}" height="${height}" viewBox="0 0 ${full} ${height}"` +
      ` role="img" aria-label="${escapeHtml(drawing.summary)}">`,
    `<defs><pattern id="${hatch}" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">` +
      '<rect class="hatch-ground" width="6" height="6"/><line class="hatch-line" x1="0" y1="0" x2="0" y2="6"/></pattern></defs>',
  ];
  drawing.lines.forEach((line, i) => {
    const y = i * (ROW_HEIGHT + ROW_GAP);
    out.push(`<g class="line" data-line="${line.index}">`);
    out.push(`<text class="gutter" x="4" y="${y + 18}">line ${line.index}</text>`);
    out.push(`<text class="gutter detail" x="4" y="${y + 36}">${drawing.minimums && line.index ? '≥' : ''}${line.start}</text>`);
    out.push(`<rect class="line-frame" x="${GUTTER - 0.5}" y="${y}" width="${drawing.lineSize * px + 1}" height="${ROW_HEIGHT}"/>`);
    for (const block of line.blocks) out.push(blockSvg(block, line.start, y, px, hatch));
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('');
}

/** What one side of the view shows: a drawing, or a message instead. */
export interface SideContent {
  /** The heading (`!packet in scope @host` or `x86_64-unknown-linux-gnu`). */
  heading: string;
  /** The table, when there is one. */
  table?: LayoutTableData;
  /** A message shown instead of (or with no table) or above the drawing. */
  message?: string;
}

/** The HTML of one side: heading, summary, notes and drawing (or the message), fitted to `width` pixels. */
export function sideHtml(side: SideContent, id: string, width = DEFAULT_WIDTH): string {
  const out = [`<section class="side" data-side="${escapeHtml(id)}">`, `<h2>${escapeHtml(side.heading)}</h2>`];
  if (side.message) out.push(`<p class="message">${escapeHtml(side.message)}</p>`);
  if (side.table) {
    const drawing = drawLayout(side.table);
    out.push(`<p class="summary">${escapeHtml(drawing.summary)}</p>`);
    if (drawing.minimums) {
      out.push('<p class="note">A scalable size is at least its bytes times vscale: offsets after it are minimums (≥).</p>');
    }
    if (drawing.empty) out.push('<p class="note">No fields.</p>');
    else out.push(drawingSvg(drawing, id, width));
    if (drawing.linesLeftOut) out.push(`<p class="note">${plural(drawing.linesLeftOut, 'more line')} not drawn.</p>`);
  }
  out.push('</section>');
  return out.join('');
}

/** The `mlirLayout.compareTargets` setting, cleaned: trimmed non-empty strings, each once. */
export function compareTargets(setting: unknown): string[] {
  if (!Array.isArray(setting)) return [];
  const seen = new Set<string>();
  for (const item of setting) {
    if (typeof item === 'string' && item.trim()) seen.add(item.trim());
  }
  return [...seen];
}
