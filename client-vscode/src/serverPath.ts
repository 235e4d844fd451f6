// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Finding the mlir-layout executables. Pure (no `vscode` import) so that
// `node --test` can check every rule; the file system is injected.
import * as path from 'node:path';

/** Where a resolved executable came from. */
export type ExecutableSource = 'setting' | 'bundled' | 'PATH';

/** The result of a search: a path and its origin, or every path tried. */
export type Resolution =
  | { found: true; path: string; source: ExecutableSource }
  | { found: false; tried: string[] };

/** Everything the search depends on. */
export interface SearchContext {
  /** `mlirLayout.serverPath` as the user wrote it; empty or undefined = default. */
  configured?: string;
  /** `<extension>/server`, where `npm run package` puts the binaries. */
  bundledDir: string;
  /** First workspace folder, for relative or `${workspaceFolder}` settings. */
  workspaceFolder?: string;
  /** Home directory, for `~/` settings. */
  home?: string;
  /** The `PATH` environment variable. */
  envPath?: string;
  /** Whether `file` exists and may be executed. */
  isExecutable: (file: string) => boolean;
}

/** Expands `~/` and `${workspaceFolder}`, then makes the path absolute. */
export function expandConfiguredPath(configured: string, ctx: Pick<SearchContext, 'workspaceFolder' | 'home'>): string {
  let result = configured.trim();
  if (ctx.workspaceFolder) result = result.split('${workspaceFolder}').join(ctx.workspaceFolder);
  if (ctx.home && (result === '~' || result.startsWith('~/'))) result = path.join(ctx.home, result.slice(1));
  if (!path.isAbsolute(result)) result = path.resolve(ctx.workspaceFolder ?? process.cwd(), result);
  return result;
}

/** Looks for `name` in each directory of a `PATH` string. */
function searchPath(name: string, envPath: string | undefined, ctx: SearchContext, tried: string[]): string | undefined {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    tried.push(candidate);
    if (ctx.isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Resolves the language server: an explicit setting wins and never falls
 * back (a wrong setting must be reported, not papered over); otherwise the
 * binary bundled in the .vsix, then `PATH`.
 */
export function resolveServerPath(ctx: SearchContext, name = 'mlir-layout-lsp'): Resolution {
  const tried: string[] = [];
  if (ctx.configured && ctx.configured.trim() !== '') {
    const configured = expandConfiguredPath(ctx.configured, ctx);
    return ctx.isExecutable(configured)
      ? { found: true, path: configured, source: 'setting' }
      : { found: false, tried: [configured] };
  }
  const bundled = path.join(ctx.bundledDir, name);
  tried.push(bundled);
  if (ctx.isExecutable(bundled)) return { found: true, path: bundled, source: 'bundled' };
  const onPath = searchPath(name, ctx.envPath, ctx, tried);
  return onPath ? { found: true, path: onPath, source: 'PATH' } : { found: false, tried };
}

/**
 * The CLI a server's own build pairs with it: its name without the `-lsp`
 * suffix (`standalone-layout-lsp` -> `standalone-layout`), so a downstream
 * project's server and CLI, which know the same dialects, are used together.
 */
export function pairedCliName(serverPath: string): string | undefined {
  const base = path.basename(serverPath);
  return base.endsWith('-lsp') ? base.slice(0, -'-lsp'.length) : undefined;
}

/**
 * Resolves the `mlir-layout` CLI: next to the server the user chose (first
 * the CLI named after the server, then `mlir-layout`), then bundled, then
 * `PATH` — so a custom build directory serves both binaries.
 */
export function resolveCliPath(ctx: SearchContext, name = 'mlir-layout'): Resolution {
  const tried: string[] = [];
  const server = resolveServerPath(ctx);
  if (server.found) {
    const names = [pairedCliName(server.path), name].filter(
      (candidate, index, all): candidate is string => !!candidate && all.indexOf(candidate) === index);
    for (const candidate of names) {
      const sibling = path.join(path.dirname(server.path), candidate);
      tried.push(sibling);
      if (ctx.isExecutable(sibling)) return { found: true, path: sibling, source: server.source };
    }
  }
  const rest = resolveServerPath({ ...ctx, configured: undefined }, name);
  return rest.found ? rest : { found: false, tried: [...tried, ...rest.tried] };
}

/**
 * How messages name the server that ran: the bundled one by its name, any
 * other by its path and where it was chosen (`origin`: which settings set
 * mlirLayout.serverPath), so a wrong setting is easy to find.
 */
export function describeServer(resolved: { path: string; source: ExecutableSource }, origin = 'user'): string {
  if (resolved.source === 'bundled') return `The bundled server ${path.basename(resolved.path)}`;
  if (resolved.source === 'PATH') return `The server ${resolved.path} (found on PATH)`;
  return `The server ${resolved.path} (set by mlirLayout.serverPath in the ${origin} settings)`;
}

/**
 * Whether a settings change or trust being granted restarts the server:
 * only when the server that would start now (`next`: executable and
 * arguments) is not the one last started (`launched`), or none was
 * (`started` false). A server of the same launch that is still starting,
 * or that failed, is not started again: a failure was reported once, with
 * a Restart Server action. (Trust granted sends two events, the trust and
 * the restricted settings' change: restarting on both ran a failing server
 * twice.)
 */
export function needsRestart(next: string | undefined, launched: string | undefined, started: boolean): boolean {
  return !started || next !== launched;
}
