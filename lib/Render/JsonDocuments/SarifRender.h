//===- SarifRender.h - SARIF 2.1.0 logs of spec issues ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-layout check --format=sarif`: one SARIF 2.1.0 run whose rules are
// every diagnostic code (DiagnosticCodes.h) and whose results are the
// issues, with 1-based regions (UTF-16 columns), related locations and the
// verified fixes as SARIF fixes. Files under the working directory are named
// relative to it through the `SRCROOT` base id, as code-scanning services
// expect. A private header of the Render library, seen by the CLI and
// the Render tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_SARIFRENDER_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_SARIFRENDER_H

#include "mlir-layout/Check/SpecIssue.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// The base id relative artifact URIs are resolved against.
inline constexpr const char *kSarifRootBaseId = "SRCROOT";

/// `path` with every byte outside RFC 3986's unreserved set and `/`
/// percent-encoded.
std::string percentEncodePath(llvm::StringRef path);

/// The SARIF artifactLocation of `path` as given on the command line:
/// `{"uri": "a/b.mlir", "uriBaseId": "SRCROOT"}` for a file under
/// `workingDir` (absolute), `{"uri": "file:///..."}` for one elsewhere, and a
/// description only for stdin (`-`).
nlohmann::json toSarifArtifactLocation(llvm::StringRef path,
                                       llvm::StringRef workingDir);

/// The SARIF result of `issue`. `text` is the buffer the issue's ranges
/// point into, whose first line is line `firstLine` (0-based) of the file
/// (a chunk of --split-input-file); `artifact` is the file's location.
nlohmann::json issueToSarifResult(const SpecIssue &issue, llvm::StringRef text,
                                  const nlohmann::json &artifact,
                                  unsigned firstLine = 0);

/// A result for a file whose analysis crashed (code `analysis-crashed`).
nlohmann::json crashToSarifResult(const nlohmann::json &artifact,
                                  llvm::StringRef message);

/// A result for a problem of a layout file (code `layout-file-error`) at
/// 1-based `line` and `column`.
nlohmann::json layoutFileErrorToSarifResult(const nlohmann::json &artifact,
                                            unsigned line, unsigned column,
                                            llvm::StringRef message);

/// What the log says about the run besides its results.
struct SarifRunInfo {
  /// mlir-layout's version.
  std::string version;
  /// The absolute working directory; relative artifact URIs resolve
  /// against it.
  std::string workingDir;
  /// The URI of the `docs/` directory (ending in `/`) for the rules'
  /// helpUri, or empty when the documentation cannot be located.
  std::string docsUri;
  /// Problems of the run itself (unreadable files), as notifications; any
  /// makes the invocation unsuccessful.
  std::vector<std::string> executionErrors;
};

/// The whole SARIF 2.1.0 log: one run with the rules and `results`.
nlohmann::json makeSarifLog(const SarifRunInfo &info,
                            std::vector<nlohmann::json> results);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_SARIFRENDER_H
