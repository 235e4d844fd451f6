// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The layout view's web page, pure (no VS Code API, so node tests can load
// it): a strict Content-Security-Policy (nothing remote, no inline style
// attributes, one nonce'd script and style), colours from the theme's CSS
// variables only, and the small script that puts the drawings the
// extension sends into the page and reports the chosen target.
import { escapeHtml } from './layoutDrawing';

/** What the extension posts to the page: the HTML of both sides and the state around them. */
export interface ShowMessage {
  type: 'show';
  /** The drawing of the file's own layout, and of the chosen target's ('' when none is chosen). */
  own: string;
  other: string;
  /** A line above the drawings (where they come from, or why they are stale). */
  status: string;
  /** The drawing is of an earlier cursor place or text. */
  stale: boolean;
  /** The triples to compare with, and the chosen one ('' for none). */
  targets: string[];
  selected: string;
  /** Counts the messages: a test waits for a redraw by it. */
  version: number;
}

/** What the page posts back. */
export type PageMessage =
  | { type: 'ready'; width: number } | { type: 'width'; width: number } | { type: 'target'; triple: string } | { type: 'text' };

/** True when `m` is a message the page sends. */
export function isPageMessage(m: unknown): m is PageMessage {
  if (typeof m !== 'object' || m === null) return false;
  const { type, triple, width } = m as { type?: unknown; triple?: unknown; width?: unknown };
  if (type === 'ready' || type === 'width') return typeof width === 'number' && width > 0;
  return type === 'text' || (type === 'target' && typeof triple === 'string');
}

/** The page's Content-Security-Policy: no source but the nonce'd style and script. */
export function contentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; img-src data:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
}

/** The stylesheet: every colour is a theme variable. */
const STYLE = `
body { color: var(--vscode-foreground); background: var(--vscode-editor-background);
  font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); padding: 0 16px 16px; }
.toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 10px 0; }
select { background: var(--vscode-dropdown-background); color: var(--vscode-dropdown-foreground);
  border: 1px solid var(--vscode-dropdown-border, transparent); padding: 2px 4px; }
button { background: var(--vscode-button-secondaryBackground); color: var(--vscode-button-secondaryForeground);
  border: 1px solid var(--vscode-button-border, transparent); padding: 2px 8px; cursor: pointer; }
button:hover { background: var(--vscode-button-secondaryHoverBackground); }
select:focus, button:focus, .block:focus { outline: 1px solid var(--vscode-focusBorder); }
#status { color: var(--vscode-descriptionForeground); margin: 4px 0; }
#status.stale { color: var(--vscode-editorWarning-foreground); }
body.stale .side { opacity: 0.6; }
h2 { font-size: 1.1em; font-weight: 600; margin: 14px 0 2px; font-family: var(--vscode-editor-font-family); word-break: break-all; }
.summary, .note, .message { margin: 2px 0 8px; }
.side { overflow-x: auto; }
.note { color: var(--vscode-descriptionForeground); }
.message { color: var(--vscode-editorWarning-foreground); white-space: pre-wrap; }
#details { white-space: pre-wrap; min-height: 4.5em; margin-top: 8px; padding: 6px 8px;
  border-left: 3px solid var(--vscode-textBlockQuote-border, var(--vscode-focusBorder));
  background: var(--vscode-textBlockQuote-background, transparent); font-family: var(--vscode-editor-font-family); }
svg.drawing { display: block; overflow: visible; }
svg text { fill: var(--vscode-foreground); font-family: var(--vscode-editor-font-family); font-size: 11px; }
svg text.detail { fill: var(--vscode-descriptionForeground); }
.line-frame { fill: none; stroke: var(--vscode-panel-border, var(--vscode-widget-border, var(--vscode-foreground))); stroke-opacity: 0.6; }
.block rect { stroke-width: 1.5; }
.block.field rect { fill-opacity: 0.3; }
.block:hover rect, .block:focus rect { stroke-width: 3; }
.c0 rect { fill: var(--vscode-charts-blue); stroke: var(--vscode-charts-blue); }
.c1 rect { fill: var(--vscode-charts-orange); stroke: var(--vscode-charts-orange); }
.c2 rect { fill: var(--vscode-charts-green); stroke: var(--vscode-charts-green); }
.c3 rect { fill: var(--vscode-charts-purple); stroke: var(--vscode-charts-purple); }
.c4 rect { fill: var(--vscode-charts-yellow); stroke: var(--vscode-charts-yellow); }
.c5 rect { fill: var(--vscode-charts-red); stroke: var(--vscode-charts-red); }
.block.padding rect { stroke: var(--vscode-descriptionForeground); stroke-opacity: 0.5; }
.hatch-ground { fill: var(--vscode-editor-background); }
.hatch-line { stroke: var(--vscode-descriptionForeground); stroke-width: 1.5; stroke-opacity: 0.6; }
.block.straddles rect { stroke: var(--vscode-editorError-foreground); stroke-dasharray: 5 3; }
.cut { stroke: var(--vscode-editorError-foreground); stroke-width: 3; }
.block.scalable rect { stroke-dasharray: 2 2; }
`;

/** The page's script: draws what the extension posts, reports the chosen target, shows a block's hover text. */
const SCRIPT = `
(function () {
  const vscode = acquireVsCodeApi();
  const select = document.getElementById('target');
  const status = document.getElementById('status');
  const own = document.getElementById('own');
  const other = document.getElementById('other');
  const details = document.getElementById('details');
  let targets = '';
  const option = (value, text) => {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    select.appendChild(o);
  };
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (!m || m.type !== 'show') return;
    const list = JSON.stringify(m.targets);
    if (list !== targets) {
      targets = list;
      select.replaceChildren();
      option('', 'none');
      for (const t of m.targets) option(t, t);
      if (m.selected && !m.targets.includes(m.selected)) option(m.selected, m.selected);
    }
    select.value = m.selected;
    status.textContent = m.status;
    status.classList.toggle('stale', m.stale);
    document.body.classList.toggle('stale', m.stale);
    own.innerHTML = m.own;
    other.innerHTML = m.other;
    details.textContent = 'Hover a block: why it has its size and alignment.';
    document.body.dataset.version = String(m.version);
  });
  select.addEventListener('change', () => vscode.postMessage({ type: 'target', triple: select.value }));
  document.getElementById('text').addEventListener('click', () => vscode.postMessage({ type: 'text' }));
  const explain = (event) => {
    const block = event.target && event.target.closest ? event.target.closest('.block') : null;
    const title = block && block.querySelector('title');
    if (title) details.textContent = title.textContent;
  };
  document.addEventListener('mouseover', explain);
  document.addEventListener('focusin', explain);
  // The drawings are fitted to the width the page has: say it, and again when it changes.
  const width = () => Math.max(1, Math.floor(own.clientWidth));
  let said = width();
  let timer;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (Math.abs(width() - said) < 8) return;
      said = width();
      vscode.postMessage({ type: 'width', width: said });
    }, 150);
  });
  vscode.postMessage({ type: 'ready', width: said });
}());
`;

/** The page, empty until the first drawing arrives; `nonce` is fresh for each page. */
export function layoutPageHtml(nonce: string): string {
  const n = escapeHtml(nonce);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(n)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Layout</title>
<style nonce="${n}">${STYLE}</style>
</head>
<body>
<div class="toolbar">
<label>Compare with target <select id="target" aria-label="Compare with target"><option value="">none</option></select></label>
<button id="text" type="button">Open as text</button>
</div>
<div id="status" role="status">Put the cursor on a type or value.</div>
<div id="own"></div>
<div id="other"></div>
<div id="details" aria-live="polite"></div>
<script nonce="${n}">${SCRIPT}</script>
</body>
</html>`;
}
