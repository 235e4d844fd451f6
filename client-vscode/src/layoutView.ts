// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// "Show layout of type at cursor": a webview panel beside the editor that
// draws the bytes of the type (or value) at the cursor, one row per cache
// line (layoutDrawing.ts, layoutPage.ts). It follows the cursor and the
// edits of MLIR files (asking `mlirLayout/explain` again after a pause);
// when nothing with a layout is at the new place it keeps the last drawing
// and says it is stale. A target chosen in the view draws the same type
// again under the data layout LLVM gives that triple (the `triple` param).
// Nothing here is trust-gated: the page loads nothing and runs only its own
// nonce'd script, and the triples go to the server already running.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';
import { ExplainDocuments, ExplainRequest, renderExplanation, showBeside } from './explain';
import { ExplainParams, ExplainResult, explainDocumentTitle } from './explainText';
import { DEFAULT_WIDTH, LayoutTableData, SideContent, compareTargets, sideHtml } from './layoutDrawing';
import { ShowMessage, isPageMessage, layoutPageHtml } from './layoutPage';

/** How long the cursor or the text must rest before the view asks again, in ms. */
const FOLLOW_DELAY_MS = 300;

/** Where the view last asked. */
interface Place { uri: vscode.Uri; position: vscode.Position }

/** A drawn answer: the file's own layout, and the chosen target's. */
interface Drawn { own: ExplainResult; ownSide: SideContent; other?: SideContent; triple: string; where: string; uri: vscode.Uri }

/** The text of an error reply. */
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The layout table of an answer, when it has one. */
const tableOf = (r: ExplainResult) => (r.layout as LayoutTableData | undefined);

/** The layout view: at most one panel, following the MLIR editor's cursor. */
export class LayoutView implements vscode.Disposable {
  private panel?: vscode.WebviewPanel;
  private readonly subscriptions: vscode.Disposable[] = [];
  private place?: Place;
  private drawn?: Drawn;
  private triple = '';
  private asked = 0;
  private version = 0;
  private timer?: NodeJS.Timeout;
  /** Why the drawing is stale, or what the view says instead of one. */
  private note?: string;
  /** The width the page has for a drawing, in pixels. */
  private width = DEFAULT_WIDTH;

  constructor(private readonly client: () => LanguageClient | undefined, private readonly docs: ExplainDocuments) {
    this.subscriptions.push(
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document.languageId === 'mlir') this.follow(e.textEditor.document.uri, e.selections[0].active);
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (!this.place || e.contentChanges.length === 0 || e.document.uri.toString() !== this.place.uri.toString()) return;
        const editor = vscode.window.visibleTextEditors.find((t) => t.document === e.document);
        this.follow(e.document.uri, editor ? editor.selection.active : this.place.position);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('mlirLayout.compareTargets')) this.render();
      }),
    );
  }

  /** Opens the view (or brings it forward) on `position` of `document`. */
  async show(document: vscode.TextDocument, position: vscode.Position): Promise<void> {
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel('mlirLayout.layoutView', 'Layout',
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true, localResourceRoots: [] });
      this.panel.webview.html = layoutPageHtml(randomBytes(16).toString('base64'));
      this.panel.webview.onDidReceiveMessage((m: unknown) => this.onPageMessage(m));
      this.panel.onDidDispose(() => {
        this.panel = undefined;
        this.drawn = undefined;
        this.note = undefined;
        clearTimeout(this.timer);
      });
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    await this.update({ uri: document.uri, position });
  }

  /** The cursor or the text of an MLIR file changed: ask again after a pause. */
  private follow(uri: vscode.Uri, position: vscode.Position): void {
    if (!this.panel) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update({ uri, position }), FOLLOW_DELAY_MS);
  }

  private onPageMessage(m: unknown): void {
    if (!isPageMessage(m)) return;
    if (m.type === 'ready' || m.type === 'width') {
      this.width = m.width;
      this.render();
    } else if (m.type === 'target') {
      this.triple = m.triple;
      if (this.place) void this.update(this.place);
    } else if (this.drawn) {
      const uri = this.docs.update(renderExplanation(this.drawn.own, this.drawn.uri), explainDocumentTitle('layout'));
      void showBeside(uri);
    }
  }

  /** Asks the server about `place` (and the chosen target) and draws the answer. */
  private async update(place: Place): Promise<void> {
    const client = this.client();
    const ask = ++this.asked;
    this.place = place;
    if (!client) {
      this.showNote('The language server is not running.');
      return;
    }
    const params: ExplainParams = {
      textDocument: { uri: client.code2ProtocolConverter.asUri(place.uri) },
      position: { line: place.position.line, character: place.position.character },
      subject: 'layout',
    };
    const triple = this.triple;
    let own: ExplainResult | null;
    try {
      own = await client.sendRequest(ExplainRequest, params);
    } catch (e) {
      if (ask === this.asked) this.showNote(`The server did not answer: ${errorText(e)}`);
      return;
    }
    let other: SideContent | undefined;
    if (own && tableOf(own) && triple) {
      try {
        const answer = await client.sendRequest(ExplainRequest, { ...params, triple });
        const table = answer ? tableOf(answer) : undefined;
        other = table
          ? { heading: `Target ${triple}`, table }
          : { heading: `Target ${triple}`, message: answer?.text ?? 'No layout.' };
      } catch (e) {
        other = { heading: `Target ${triple}`, message: errorText(e) };
      }
    }
    if (ask !== this.asked || !this.panel) return;
    const line = `line ${place.position.line + 1}:${place.position.character + 1}`;
    if (!own) {
      this.showNote(`No type or value at ${line}.`);
      return;
    }
    const where = `${vscode.workspace.asRelativePath(place.uri)}:${own.range.start.line + 1}:${own.range.start.character + 1}`;
    const table = tableOf(own);
    const heading = `${own.type} in scope ${own.scope}`;
    const ownSide: SideContent = table ? { heading, table } : { heading, message: own.text };
    this.drawn = { own, ownSide, other, triple, where, uri: place.uri };
    this.note = undefined;
    this.panel.title = `Layout: ${own.type.length > 40 ? `${own.type.slice(0, 39)}…` : own.type}`;
    this.render();
  }

  /** Keeps the last drawing, saying why it is stale (or says `why` alone when nothing was drawn yet). */
  private showNote(why: string): void {
    this.note = why;
    this.render();
  }

  /** Sends the page the drawings (fitted to its width) and the line above them. */
  private render(): void {
    if (!this.panel) return;
    const d = this.drawn;
    const status = !d ? this.note ?? 'Put the cursor on a type or value.'
      : this.note ? `${this.note} Still showing ${d.where}.`
        : `At ${d.where}${d.triple ? `; compared with ${d.triple}` : ''}.`;
    const message: ShowMessage = {
      type: 'show', own: d ? sideHtml(d.ownSide, 'own', this.width) : '',
      other: d?.other ? sideHtml(d.other, 'other', this.width) : '', status, stale: !!(d && this.note),
      targets: compareTargets(vscode.workspace.getConfiguration('mlirLayout').get('compareTargets')),
      selected: this.triple, version: ++this.version,
    };
    void this.panel.webview.postMessage(message);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.panel?.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}
