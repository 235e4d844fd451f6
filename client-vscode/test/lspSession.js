// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Test helper: a real mlir-layout-lsp over stdio, spoken to with
// vscode-languageserver-protocol. Collects publishDiagnostics per URI so
// tests can wait for "the next set that satisfies X".
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const rpc = require('vscode-languageserver-protocol/node');

/** Repository root (client-vscode/test -> ../..). */
const repoRoot = path.resolve(__dirname, '..', '..');
/** The server under test: $MLIR_LAYOUT_LSP, else the build tree's binary. */
const serverPath = process.env.MLIR_LAYOUT_LSP ||
  path.join(process.env.MLIR_LAYOUT_BUILD_DIR || path.join(repoRoot, 'build'), 'bin', 'mlir-layout-lsp');
/** The example with nested specs that every scenario uses. */
const examplePath = path.join(repoRoot, 'examples', 'nested-layouts.mlir');

/**
 * Starts the server and sends `initialize` + `initialized`.
 * @param {object} [initializationOptions] the `mlirLayout` settings object
 * @param {{args?: string[], workspaceCapabilities?: object}} [options] server
 *   arguments and the client's `capabilities.workspace`
 */
async function startSession(initializationOptions, { args = [], workspaceCapabilities } = {}) {
  const child = spawn(serverPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const connection = rpc.createProtocolConnection(
    new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
  /** @type {Map<string, object[]>} every publication, oldest first */
  const published = new Map();
  /** @type {Array<{uri: string, test: Function, resolve: Function}>} */
  const waiters = [];
  connection.onNotification(rpc.PublishDiagnosticsNotification.type, (params) => {
    if (!published.has(params.uri)) published.set(params.uri, []);
    published.get(params.uri).push(params);
    for (const w of [...waiters]) {
      if (w.uri === params.uri && w.test(params)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(params); }
    }
  });
  connection.listen();
  const init = await connection.sendRequest(rpc.InitializeRequest.type, {
    processId: process.pid, rootUri: null, workspaceFolders: null,
    capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] },
      publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true } },
    workspace: workspaceCapabilities },
    initializationOptions,
  });
  await connection.sendNotification(rpc.InitializedNotification.type, {});

  return {
    connection, init, child,
    stderr: () => stderr,
    /**
     * Resolves with the first set for `uri` (already received or future)
     * matching `test`, among the publications after the first `after`.
     */
    nextDiagnostics(uri, test = () => true, { after = 0, timeoutMs = 10000 } = {}) {
      const seen = (published.get(uri) || []).slice(after).find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const w = { uri, test, resolve };
        waiters.push(w);
        setTimeout(() => { const i = waiters.indexOf(w); if (i >= 0) { waiters.splice(i, 1); reject(new Error(`no matching diagnostics for ${uri} within ${timeoutMs} ms`)); } }, timeoutMs).unref();
      });
    },
    /** How many sets `uri` has had so far. */
    publicationCount(uri) { return (published.get(uri) || []).length; },
    /** Every publication for `uri` so far, oldest first. */
    publications(uri) { return [...(published.get(uri) || [])]; },
    /** Opens `file` (text read from disk unless given) and returns its URI. */
    async open(file, text = fs.readFileSync(file, 'utf8')) {
      const uri = pathToFileURL(file).href;
      await connection.sendNotification(rpc.DidOpenTextDocumentNotification.type,
        { textDocument: { uri, languageId: 'mlir', version: 1, text } });
      return uri;
    },
    /** shutdown + exit; resolves with the exit code (idempotent). */
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode ?? child.signalCode;
      const exited = new Promise((r) => child.once('exit', (code) => r(code)));
      try { await connection.sendRequest(rpc.ShutdownRequest.type); await connection.sendNotification(rpc.ExitNotification.type); } catch { /* already gone */ }
      let timer;
      const code = await Promise.race([exited, new Promise((r) => { timer = setTimeout(() => { child.kill('SIGKILL'); r('killed'); }, 5000); })]);
      clearTimeout(timer);
      connection.dispose();
      return code;
    },
  };
}

module.exports = { startSession, serverPath, examplePath, repoRoot, rpc };
