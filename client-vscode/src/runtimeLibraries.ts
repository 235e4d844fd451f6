// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The shared libraries the mlir-layout binaries need at run time, and the
// message when the dynamic loader cannot find them. Pure (no `vscode`
// import) so that `node --test` checks it against a real loader failure.

/** The Debian packages of the LLVM/MLIR 22 runtime the binaries link against. */
export const LLVM_MLIR_RUNTIME_PACKAGES: readonly string[] = ['libmlir-22', 'libllvm22'];

/** Which Debian package provides a library, by its file name (soname). */
const PACKAGE_OF_LIBRARY: readonly { library: RegExp; pkg: string }[] = [
  { library: /^libMLIR\.so/, pkg: 'libmlir-22' },
  { library: /^libLLVM(-22)?\.so/, pkg: 'libllvm22' },
  { library: /^libstdc\+\+\.so/, pkg: 'libstdc++6' },
  { library: /^libgcc_s\.so/, pkg: 'libgcc-s1' },
];

/**
 * The libraries named by glibc's dynamic loader in `lines` (a process's
 * stderr), in order, without repeats. The loader writes, and the process
 * exits with status 127:
 *   PROG: error while loading shared libraries: LIB: cannot open shared object file: No such file or directory
 */
export function missingLibraries(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const match = /error while loading shared libraries: ([^:\s]+): cannot open shared object file/.exec(line);
    if (match && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

/** The Debian package providing `library`, if it is one of ours. */
export function packageOfLibrary(library: string): string | undefined {
  return PACKAGE_OF_LIBRARY.find((entry) => entry.library.test(library))?.pkg;
}

/**
 * One message for a binary that the loader could not start: which libraries
 * are missing, the packages to install (all of the LLVM/MLIR 22 runtime when
 * one of it is missing, since the loader stops at the first), and
 * `mlirLayout.serverPath` as the alternative.
 */
export function missingLibrariesMessage(program: string, libraries: readonly string[]): string {
  const packages: string[] = [];
  const unknown: string[] = [];
  for (const library of libraries) {
    const pkg = packageOfLibrary(library);
    if (!pkg) unknown.push(library);
    else if (LLVM_MLIR_RUNTIME_PACKAGES.includes(pkg)) packages.push(...LLVM_MLIR_RUNTIME_PACKAGES);
    else packages.push(pkg);
  }
  const unique = packages.filter((pkg, index) => packages.indexOf(pkg) === index);
  const what = libraries.length === 1 ? `the shared library ${libraries[0]} is` : `the shared libraries ${libraries.join(', ')} are`;
  const install = unique.length
    ? ` Install the LLVM/MLIR 22 runtime: \`sudo apt-get install ${unique.join(' ')}\` (Debian/Ubuntu; from apt.llvm.org where the distribution has no LLVM 22)`
    : '';
  const others = unknown.length ? `${unique.length ? ' and' : ' Install'} the package that provides ${unknown.join(', ')}` : '';
  return `MLIR Layout: ${program} cannot start: ${what} missing.${install}${others}.` +
    ' Or set "mlirLayout.serverPath" to an mlir-layout-lsp built for this machine (the mlir-layout CLI is looked up next to it).';
}
