// The VS Code side of serverPath.ts: fills a SearchContext from settings,
// the workspace and the file system, and reports a missing executable.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { Resolution, SearchContext, resolveCliPath, resolveServerPath } from './serverPath';

/** True for an existing regular file with an execute bit we may use. */
export function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The search context for this window. */
export function searchContext(extensionPath: string): SearchContext {
  return {
    configured: vscode.workspace.getConfiguration('mlirLayout').get<string>('serverPath'),
    bundledDir: path.join(extensionPath, 'server'),
    workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
    home: os.homedir(),
    envPath: process.env.PATH,
    isExecutable: isExecutableFile,
  };
}

/** Resolves mlir-layout-lsp. */
export function findServer(extensionPath: string): Resolution {
  return resolveServerPath(searchContext(extensionPath));
}

/** Resolves the mlir-layout CLI. */
export function findCli(extensionPath: string): Resolution {
  return resolveCliPath(searchContext(extensionPath));
}

/** Error message with an "Open Settings" action; never a silent failure. */
export async function reportMissing(what: string, tried: string[]): Promise<void> {
  const list = tried.length ? ` Tried: ${tried.slice(0, 4).join(', ')}${tried.length > 4 ? ', …' : ''}.` : '';
  const choice = await vscode.window.showErrorMessage(
    `MLIR Layout: ${what} was not found.${list} Set "mlirLayout.serverPath" to a built mlir-layout-lsp (the mlir-layout CLI is looked up next to it).`,
    'Open Settings');
  if (choice === 'Open Settings') {
    // The setting is machine-overridable: in a remote window (SSH, code-server)
    // the Settings editor lists it under the Remote tab, not under User.
    const command = vscode.env.remoteName ? 'workbench.action.openRemoteSettings' : 'workbench.action.openSettings';
    await vscode.commands.executeCommand(command, { query: 'mlirLayout.serverPath' });
  }
}
