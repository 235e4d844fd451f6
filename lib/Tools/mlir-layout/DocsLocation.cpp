// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocsLocation.cpp - Where the documentation of this build is --------===//
//
// SARIF rules link to the section documenting each code. The link must
// lead somewhere real: a configured URL (MLIR_LAYOUT_DOCS_URL, e.g. a
// published copy of docs/), else the documentation installed beside the
// executable (<prefix>/share/doc/mlir-layout), else the source tree this
// binary was built from; else no link at all.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "JsonDocuments/SarifRender.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace mlir::layout;

/// A file URI of directory `dir`, ending in `/`.
static std::string fileUriOf(llvm::StringRef dir) {
  std::string uri = "file://" + percentEncodePath(dir);
  if (uri.back() != '/')
    uri += '/';
  return uri;
}

/// True when `dir` holds the documentation (its compatibility.md).
static bool hasDocs(llvm::StringRef dir) {
  llvm::SmallString<256> file(dir);
  llvm::sys::path::append(file, "compatibility.md");
  return llvm::sys::fs::is_regular_file(file);
}

std::string mlir::layout::locateDocsUri() {
  llvm::StringRef configured = MLIR_LAYOUT_DOCS_URL;
  if (!configured.empty())
    return configured.ends_with("/") ? configured.str()
                                     : configured.str() + "/";
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable("mlir-layout", &anchor);
  if (!exe.empty()) {
    llvm::SmallString<256> installed(llvm::sys::path::parent_path(exe));
    llvm::sys::path::append(installed, "..", "share", "doc", "mlir-layout");
    llvm::sys::path::remove_dots(installed, /*remove_dot_dot=*/true);
    if (hasDocs(installed))
      return fileUriOf(installed);
  }
  llvm::StringRef source = MLIR_LAYOUT_SOURCE_DOCS_DIR;
  if (!source.empty() && hasDocs(source))
    return fileUriOf(source);
  return "";
}
