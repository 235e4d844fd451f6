// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Workspace trust for the settings that name native code. Pure (no `vscode`
// import): the configuration is passed in as VS Code's `inspect()` gives it.

/**
 * The `mlirLayout.*` settings that name a binary the extension runs or a
 * plugin the server loads. package.json lists them (with the prefix) in
 * `capabilities.untrustedWorkspaces.restrictedConfigurations`; in an
 * untrusted workspace their workspace values are never used.
 */
export const RESTRICTED_SETTINGS = ['serverPath', 'dialectPlugins'] as const;

/** One of RESTRICTED_SETTINGS. */
export type RestrictedSetting = (typeof RESTRICTED_SETTINGS)[number];

/** The parts of `WorkspaceConfiguration.inspect()` that matter here. */
export interface InspectedValue<T> {
  defaultValue?: T;
  globalValue?: T;
  workspaceValue?: T;
  workspaceFolderValue?: T;
}

/** A restricted setting's value and whether a workspace value was set aside. */
export interface TrustedValue<T> {
  value: T | undefined;
  /** True when the workspace (or a folder) sets the key and was ignored. */
  ignoredWorkspaceValue: boolean;
}

/**
 * The value of a restricted setting: in a trusted workspace `effective`
 * (what `get()` returns, every scope considered); in an untrusted one only
 * the user's (global) value or the default, whatever the workspace says.
 */
export function trustedValue<T>(inspected: InspectedValue<T> | undefined, trusted: boolean, effective: T | undefined): TrustedValue<T> {
  if (trusted) return { value: effective, ignoredWorkspaceValue: false };
  const fromWorkspace = inspected?.workspaceValue !== undefined || inspected?.workspaceFolderValue !== undefined;
  return { value: inspected?.globalValue ?? inspected?.defaultValue, ignoredWorkspaceValue: fromWorkspace };
}

/** Where a setting's value comes from: the settings file a person would edit. */
export type SettingOrigin = 'workspace folder' | 'workspace' | 'user' | 'remote';

/**
 * Which settings set the value in use: the most specific scope that sets
 * it, counting the workspace's scopes only in a trusted workspace. In a
 * remote window a machine-overridable setting's own value is the Remote
 * settings' (`remote`).
 */
export function settingOrigin<T>(inspected: InspectedValue<T> | undefined, trusted: boolean, remote = false): SettingOrigin {
  if (trusted && inspected?.workspaceFolderValue !== undefined) return 'workspace folder';
  if (trusted && inspected?.workspaceValue !== undefined) return 'workspace';
  return remote ? 'remote' : 'user';
}
