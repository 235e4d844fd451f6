// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Owns the language client: start, stop, restart, live settings and crash
// reports. The server is spawned here (not by vscode-languageclient) so that
// its stderr tail and exit status are at hand when it dies.
import { ChildProcess, spawn } from 'node:child_process';
import * as vscode from 'vscode';
import {
  CloseAction, CloseHandlerResult, CodeLensRequest, DidChangeConfigurationNotification, ErrorAction, ErrorHandlerResult,
  InlayHintRequest, LanguageClient, LanguageClientOptions, RevealOutputChannelOn,
} from 'vscode-languageclient/node';
import {
  findServer, ignoredWorkspaceSettings, reportMissing, reportMissingLibraries, restrictedSetting, restrictedSettingOrigin,
} from './executables';
import { missingLibraries } from './runtimeLibraries';
import { describeServer, needsRestart } from './serverPath';
import { ServerSettings, serverArgs, toDidChangeConfigurationParams, toServerSettings } from './settings';
import { StderrTail, describeExit, watchClose } from './stderrTail';
import { guardAction } from './versionedEdits';

/** The documents the server handles. */
export const MLIR_SELECTOR = [{ scheme: 'file', language: 'mlir' }, { scheme: 'untitled', language: 'mlir' }];

/** A LanguageClient whose own pop-ups can be muted while we report a crash ourselves. */
class LayoutLanguageClient extends LanguageClient {
  muteNotifications = false;
  override error(message: string, data?: unknown, showNotification: boolean | 'force' = true): void {
    super.error(message, data, this.muteNotifications ? false : showNotification);
  }
}

/** Reads `mlirLayout.*` into the server's settings object. */
export function currentSettings(): ServerSettings {
  const config = vscode.workspace.getConfiguration('mlirLayout');
  const editor = vscode.workspace.getConfiguration('editor', { languageId: 'mlir' });
  return toServerSettings((key) => config.get(key), editor.get('inlayHints.maximumLength'));
}

export class LayoutServerController implements vscode.Disposable {
  private client: LayoutLanguageClient | undefined;
  private child: ChildProcess | undefined;
  /** Waits until the current child has exited and its stderr is drained. */
  private childClosed: (timeoutMs: number) => Promise<void> = async () => {};
  private readonly stderr = new StderrTail(20);
  /** Set while we stop the server on purpose, so `closed` is not a crash. */
  private stopping = false;
  /** Set once the current server's death has been reported (one message per server). */
  private reported = false;
  /** The executable and arguments of the current server (see restartIfChanged). */
  private launched: string | undefined;
  /** How messages name the current server: its path and which setting chose it. */
  private serverName = 'mlir-layout-lsp';
  /** The last restartIfChanged, which the next one waits for. */
  private pendingRestart: Promise<void> = Promise.resolve();

  constructor(private readonly extensionPath: string, private readonly output: vscode.OutputChannel) {}

  /** The running client, if any (for requests such as mlirLayout/explain). */
  get running(): LanguageClient | undefined {
    return this.client?.isRunning() ? this.client : undefined;
  }

  /** Starts the server; reports (never throws) a missing binary or a failed start. */
  async start(): Promise<void> {
    if (this.client) return;
    const server = findServer(this.extensionPath);
    if (!server.found) {
      this.output.appendLine(`mlir-layout-lsp not found; tried ${server.tried.join(', ')}`);
      void reportMissing('the language server mlir-layout-lsp', server.tried);
      return;
    }
    const ignored = ignoredWorkspaceSettings();
    if (ignored.length) {
      this.output.appendLine(`Workspace not trusted: its values of ${ignored.join(', ')} are ignored until you trust it.`);
    }
    const args = this.serverArgs();
    this.output.appendLine(`Starting ${server.path} (${server.source})`);
    this.stderr.clear();
    this.stopping = false;
    this.reported = false;
    this.launched = JSON.stringify([server.path, args]);
    this.serverName = describeServer(server, restrictedSettingOrigin('serverPath'));
    const client = new LayoutLanguageClient('mlirLayout', 'MLIR Layout',
      () => this.spawnServer(server.path, args), this.clientOptions());
    this.client = client;
    // During start the library would add its own pop-ups ("couldn't create
    // connection", ...) to ours; keep them in the output channel only.
    client.muteNotifications = true;
    try {
      await client.start();
      client.muteNotifications = false;
    } catch (error) {
      this.output.appendLine(`Start failed: ${String(error)}`);
      await this.reportDeath();
    }
  }

  /** Stops the server on purpose (no crash report). */
  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    this.stopping = true;
    try {
      if (client.isRunning()) await client.stop(2000);
    } catch (error) {
      this.output.appendLine(`Stop: ${String(error)}`);
    }
    await client.dispose().catch(() => undefined);
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
    this.child = undefined;
    this.launched = undefined;
  }

  /** Stop, then start with the current settings and server path. */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /**
   * Restarts unless the server that would start now (executable and
   * arguments) is the one started last, running or not: a settings change
   * or trust being granted may or may not change it, and both events can
   * come for one change (see needsRestart).
   */
  restartIfChanged(): Promise<void> {
    // One after the other, so that the second of two events sees the first's server.
    this.pendingRestart = this.pendingRestart.catch(() => undefined).then(async () => {
      const server = findServer(this.extensionPath);
      const next = server.found ? JSON.stringify([server.path, this.serverArgs()]) : undefined;
      if (!needsRestart(next, this.launched, this.client !== undefined)) return;
      await this.restart();
    });
    return this.pendingRestart;
  }

  /** Sends the current settings to the running server (no restart needed). */
  async pushSettings(): Promise<void> {
    const client = this.running;
    if (!client) return;
    const settings = currentSettings();
    this.output.appendLine(`Settings: ${JSON.stringify(settings)}`);
    await client.sendNotification(DidChangeConfigurationNotification.type, toDidChangeConfigurationParams(settings));
    // Inlay hints and code lenses are pulled; ask VS Code to pull them again for the new settings.
    for (const editor of vscode.window.visibleTextEditors) {
      client.getFeature(InlayHintRequest.method).getProvider(editor.document)?.onDidChangeInlayHints.fire();
      client.getFeature(CodeLensRequest.method).getProvider(editor.document)?.onDidChangeCodeLensEmitter.fire();
    }
  }

  dispose(): void {
    void this.stop();
  }

  private clientOptions(): LanguageClientOptions {
    return {
      documentSelector: MLIR_SELECTOR,
      initializationOptions: currentSettings(),
      // Layout files are read by the server; tell it when one changes.
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/.mlir-layout.json') },
      outputChannel: this.output,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      middleware: {
        // Each edit may only apply to the version it was computed for
        // (versionedEdits.ts): the server computes it on the version the
        // document has now, sent before this request.
        provideCodeActions: async (document, range, context, token, next) => {
          const uri = document.uri.toString();
          const version = document.version;
          const actions = await next(document, range, context, token);
          return actions?.map((action) =>
            action instanceof vscode.CodeAction ? guardAction<vscode.WorkspaceEdit, vscode.CodeAction>(action, uri, version) : action);
        },
      },
      errorHandler: {
        // Transport errors: keep going; a dead server is handled by `closed`.
        error: (_error, _message, count): ErrorHandlerResult =>
          ({ action: (count ?? 0) <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown, handled: true }),
        closed: () => this.onClosed(),
      },
      // Never retry initialize in a loop.
      initializationFailedHandler: () => false,
    };
  }

  /** The server's arguments; dialect plugins named by an untrusted workspace are left out. */
  private serverArgs(): string[] {
    const config = vscode.workspace.getConfiguration('mlirLayout');
    return serverArgs(config.get('trace.server'), restrictedSetting('dialectPlugins'), config.get('oneVersionAboveMiB'));
  }

  /** Spawns the server, mirroring stderr into the output channel and the tail. */
  private spawnServer(serverPath: string, args: string[]): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const child = spawn(serverPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      child.once('error', reject); // ENOENT, EACCES: start() rejects
      child.once('spawn', () => resolve(child));
      child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk));
      this.child = child;
      this.childClosed = watchClose(child);
    });
  }

  /** The connection closed: a crash unless we asked for it. Never restarts by itself. */
  private async onClosed(): Promise<CloseHandlerResult> {
    if (!this.stopping && this.client) await this.reportDeath();
    return { action: CloseAction.DoNotRestart, handled: true };
  }

  /** Says once per server that it died, with its exit status and stderr tail, and offers a restart. */
  private async reportDeath(): Promise<void> {
    if (this.reported || this.stopping) return;
    this.reported = true;
    if (this.client) this.client.muteNotifications = true;
    const child = this.child;
    // The LSP pipe closes before the exit status is known and before the
    // last stderr chunk may have been read: wait for both.
    await this.childClosed(1000);
    // The loader could not start it: say which packages are missing instead.
    const libraries = missingLibraries(this.stderr.last(20));
    if (libraries.length) {
      void reportMissingLibraries('mlir-layout-lsp', libraries, this.output);
      return;
    }
    const message = describeExit(this.serverName, child?.exitCode ?? null, child?.signalCode ?? null, this.stderr.last(8));
    this.output.appendLine(message);
    // The dead client stays in `this.client` until restart() disposes it.
    void vscode.window.showErrorMessage(message, 'Restart Server', 'Show Output').then((choice) => {
      if (choice === 'Restart Server') void vscode.commands.executeCommand('mlirLayout.restartServer');
      else if (choice === 'Show Output') this.output.show(true);
    });
  }
}
