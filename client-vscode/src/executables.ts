// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The VS Code side of serverPath.ts and trust.ts: fills a SearchContext from
// settings (workspace values of restricted settings only in a trusted
// workspace), the workspace and the file system, and reports a missing
// executable or missing runtime libraries.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { missingLibrariesMessage } from './runtimeLibraries';
import { Resolution, SearchContext, resolveCliPath, resolveServerPath } from './serverPath';
import { RESTRICTED_SETTINGS, RestrictedSetting, SettingOrigin, settingOrigin, trustedValue } from './trust';

/** A restricted setting's value, without workspace values while the workspace is untrusted. */
export function restrictedSetting<T>(key: RestrictedSetting): T | undefined {
  const config = vscode.workspace.getConfiguration('mlirLayout');
  return trustedValue(config.inspect<T>(key), vscode.workspace.isTrusted, config.get<T>(key)).value;
}

/** Which settings set the value of a restricted (machine-overridable) setting in use. */
export function restrictedSettingOrigin(key: RestrictedSetting): SettingOrigin {
  return settingOrigin(vscode.workspace.getConfiguration('mlirLayout').inspect(key), vscode.workspace.isTrusted,
    vscode.env.remoteName !== undefined);
}

/** The restricted settings whose workspace values are being ignored now (`mlirLayout.` keys). */
export function ignoredWorkspaceSettings(): string[] {
  const config = vscode.workspace.getConfiguration('mlirLayout');
  return RESTRICTED_SETTINGS.filter((key) =>
    trustedValue(config.inspect(key), vscode.workspace.isTrusted, undefined).ignoredWorkspaceValue)
    .map((key) => `mlirLayout.${key}`);
}

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
    configured: restrictedSetting<string>('serverPath'),
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

/** Opens the Settings editor on mlirLayout.serverPath. */
async function openServerPathSetting(): Promise<void> {
  // The setting is machine-overridable: in a remote window (SSH, code-server)
  // the Settings editor lists it under the Remote tab, not under User.
  const command = vscode.env.remoteName ? 'workbench.action.openRemoteSettings' : 'workbench.action.openSettings';
  await vscode.commands.executeCommand(command, { query: 'mlirLayout.serverPath' });
}

/** Error message with an "Open Settings" action; never a silent failure. */
export async function reportMissing(what: string, tried: string[]): Promise<void> {
  const list = tried.length ? ` Tried: ${tried.slice(0, 4).join(', ')}${tried.length > 4 ? ', …' : ''}.` : '';
  const choice = await vscode.window.showErrorMessage(
    `MLIR Layout: ${what} was not found.${list} Set "mlirLayout.serverPath" to a built mlir-layout-lsp (the mlir-layout CLI is looked up next to it).`,
    'Open Settings');
  if (choice === 'Open Settings') await openServerPathSetting();
}

/**
 * The one message for a binary the dynamic loader could not start (the
 * LLVM/MLIR 22 runtime is not installed): the packages to install, or
 * "Open Settings" for mlirLayout.serverPath.
 */
export async function reportMissingLibraries(program: string, libraries: string[], output: vscode.OutputChannel): Promise<void> {
  const message = missingLibrariesMessage(program, libraries);
  output.appendLine(message);
  const choice = await vscode.window.showErrorMessage(message, 'Open Settings', 'Show Output');
  if (choice === 'Open Settings') await openServerPathSetting();
  else if (choice === 'Show Output') output.show(true);
}
