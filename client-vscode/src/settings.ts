// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The settings the server understands, read from `mlirLayout.*`. Pure: the
// configuration getter is injected so that tests need no VS Code.

/** Cross-scope compatibility policy (`--policy` of the server). */
export type Policy = 'relax' | 'strict' | 'redefine-all' | 'off';
/** How hovers and inlay hints print sizes. */
export type NumberFormat = 'decimal' | 'hex' | 'both';

/** How memref values are laid out where no spec entry says. */
export type MemRefModel = 'descriptor' | 'bare';

/** How much a type hover shows. */
export type HoverVerbosity = 'compact' | 'full';

/** The `mlirLayout` object of initializationOptions / didChangeConfiguration. */
export interface ServerSettings {
  policy: Policy;
  inlayHints: boolean;
  /** `pad 3` hints between the fields of written `!llvm.struct` types. */
  paddingHints: boolean;
  /** `compact`: the one-line header and the deciding entry; `full`: everything. */
  hoverVerbosity: HoverVerbosity;
  /** Code lenses above specs: "decides N types in M scopes". */
  codeLens: boolean;
  numberFormat: NumberFormat;
  memrefModel: MemRefModel;
  /** A `.mlir-layout.json` for all documents; empty: the nearest one. */
  layoutFile: string;
  /** Cache line size in bytes for the cache lines of struct fields. */
  cacheLineSize: number;
  /**
   * Characters of inlay hint labels VS Code shows per line
   * (`editor.inlayHints.maximumLength` for MLIR files; 0: no limit): the
   * server fits each line's hints to it instead of letting VS Code cut them.
   */
  hintLineLength: number;
}

/** The editor setting (for MLIR files) behind `hintLineLength`, and VS Code's default for it. */
export const HINT_LINE_LENGTH_SETTING = 'editor.inlayHints.maximumLength';
export const VSCODE_HINT_LINE_LENGTH = 43;

/** The server settings that are `mlirLayout.*` settings (all but hintLineLength). */
export type LayoutSettingKey = Exclude<keyof ServerSettings, 'hintLineLength'>;

/** Keys under `mlirLayout.` that the server reads; changing one is pushed live. */
export const SERVER_SETTING_KEYS: readonly LayoutSettingKey[] = [
  'policy', 'inlayHints', 'paddingHints', 'hoverVerbosity', 'codeLens', 'numberFormat', 'memrefModel', 'layoutFile', 'cacheLineSize'];

/**
 * The settings that change what "Check all MLIR files" reports: changing one
 * runs the check again (or drops its results), and each is passed to the CLI.
 */
export const CHECK_SETTING_KEYS: readonly LayoutSettingKey[] = ['policy', 'memrefModel', 'layoutFile'];

/** The `mlir-layout check` flags that carry `settings` (as the server applies them). */
export function checkArgs(settings: Pick<ServerSettings, 'policy' | 'memrefModel' | 'layoutFile'>): string[] {
  return [`--policy=${settings.policy}`, `--memref-model=${settings.memrefModel}`,
    ...(settings.layoutFile ? [`--layout-file=${settings.layoutFile}`] : [])];
}

/** The setting under `mlirLayout.` that holds server setting `key`. */
export function configKey(key: LayoutSettingKey): string {
  return key === 'hoverVerbosity' ? 'hover.verbosity' : key;
}

/** Defaults, identical to the ones declared in package.json. */
export const DEFAULT_SETTINGS: Readonly<ServerSettings> = {
  policy: 'relax', inlayHints: false, paddingHints: false, hoverVerbosity: 'full', codeLens: false, numberFormat: 'decimal', memrefModel: 'descriptor', layoutFile: '',
  cacheLineSize: 64, hintLineLength: VSCODE_HINT_LINE_LENGTH,
};

const POLICIES: readonly string[] = ['relax', 'strict', 'redefine-all', 'off'];
const NUMBER_FORMATS: readonly string[] = ['decimal', 'hex', 'both'];
const MEMREF_MODELS: readonly string[] = ['descriptor', 'bare'];

/**
 * Builds the server's settings object from a getter such as
 * `workspace.getConfiguration('mlirLayout').get` and the value of
 * `editor.inlayHints.maximumLength` for MLIR files; invalid values (a
 * hand-edited settings.json) fall back to the defaults instead of reaching the
 * server.
 */
export function toServerSettings(get: (key: string) => unknown, hintLineLength: unknown = VSCODE_HINT_LINE_LENGTH): ServerSettings {
  const policy = get('policy');
  const inlayHints = get('inlayHints');
  const codeLens = get('codeLens');
  const paddingHints = get('paddingHints');
  const hoverVerbosity = get('hover.verbosity');
  const numberFormat = get('numberFormat');
  const memrefModel = get('memrefModel');
  const layoutFile = get('layoutFile');
  const cacheLineSize = get('cacheLineSize');
  return {
    policy: typeof policy === 'string' && POLICIES.includes(policy) ? (policy as Policy) : DEFAULT_SETTINGS.policy,
    inlayHints: typeof inlayHints === 'boolean' ? inlayHints : DEFAULT_SETTINGS.inlayHints,
    paddingHints: typeof paddingHints === 'boolean' ? paddingHints : DEFAULT_SETTINGS.paddingHints,
    hoverVerbosity: hoverVerbosity === 'compact' || hoverVerbosity === 'full' ? hoverVerbosity : DEFAULT_SETTINGS.hoverVerbosity,
    codeLens: typeof codeLens === 'boolean' ? codeLens : DEFAULT_SETTINGS.codeLens,
    numberFormat: typeof numberFormat === 'string' && NUMBER_FORMATS.includes(numberFormat)
      ? (numberFormat as NumberFormat) : DEFAULT_SETTINGS.numberFormat,
    memrefModel: typeof memrefModel === 'string' && MEMREF_MODELS.includes(memrefModel)
      ? (memrefModel as MemRefModel) : DEFAULT_SETTINGS.memrefModel,
    layoutFile: typeof layoutFile === 'string' ? layoutFile : DEFAULT_SETTINGS.layoutFile,
    cacheLineSize: typeof cacheLineSize === 'number' && Number.isInteger(cacheLineSize) && cacheLineSize > 0
      ? cacheLineSize : DEFAULT_SETTINGS.cacheLineSize,
    hintLineLength: typeof hintLineLength === 'number' && Number.isInteger(hintLineLength) && hintLineLength >= 0
      ? hintLineLength : DEFAULT_SETTINGS.hintLineLength,
  };
}

/** The `workspace/didChangeConfiguration` params the server expects. */
export function toDidChangeConfigurationParams(settings: ServerSettings): { settings: { mlirLayout: ServerSettings } } {
  return { settings: { mlirLayout: { ...settings } } };
}

/** The server's default of `mlirLayout.oneVersionAboveMiB` (its `--one-version-above-mib`). */
export const DEFAULT_ONE_VERSION_ABOVE_MIB = 16;

/**
 * Server command-line flags. The server's own stderr log follows
 * `mlirLayout.trace.server`: only errors by default, so that the stderr tail
 * in a crash report shows the crash and not the request log.
 * `oneVersionAboveMiB` (a whole number of MiB, 0 or more) is passed only
 * when it is not the server's default; anything else is left out.
 */
export function serverArgs(trace: unknown, dialectPlugins: unknown = [], oneVersionAboveMiB: unknown = undefined): string[] {
  const level = trace === 'verbose' ? 'verbose' : trace === 'messages' ? 'info' : 'error';
  const plugins = Array.isArray(dialectPlugins)
    ? dialectPlugins.filter((p): p is string => typeof p === 'string' && p.length > 0) : [];
  const args = [`--log=${level}`, ...plugins.map((p) => `--load-dialect-plugin=${p}`)];
  if (typeof oneVersionAboveMiB === 'number' && Number.isInteger(oneVersionAboveMiB) && oneVersionAboveMiB >= 0
    && oneVersionAboveMiB <= 0xffffffff && oneVersionAboveMiB !== DEFAULT_ONE_VERSION_ABOVE_MIB)
    args.push(`--one-version-above-mib=${oneVersionAboveMiB}`);
  return args;
}

/** Whether a configuration change affects `section` (for MLIR files when `languageId` is given). */
export type AffectsConfiguration = (section: string, scope?: { languageId: string }) => boolean;

/** What a configuration change asks of the extension. */
export interface SettingsChangeActions {
  /** The server must start again (which server runs, or its plugins, changed). */
  restart: boolean;
  /** The server's live settings must be pushed again (didChangeConfiguration). */
  push: boolean;
  /** The workspace check's results were computed under old values. */
  recheck: boolean;
}

/** What a configuration change (`affects`, as VS Code's event tells it) asks for. */
export function settingsChangeActions(affects: AffectsConfiguration): SettingsChangeActions {
  const restart = affects('mlirLayout.serverPath') || affects('mlirLayout.dialectPlugins')
    || affects('mlirLayout.oneVersionAboveMiB');
  const push = !restart && (SERVER_SETTING_KEYS.some((k) => affects(`mlirLayout.${configKey(k)}`))
    || affects(HINT_LINE_LENGTH_SETTING, { languageId: 'mlir' }));
  const recheck = CHECK_SETTING_KEYS.some((k) => affects(`mlirLayout.${configKey(k)}`));
  return { restart, push, recheck };
}
