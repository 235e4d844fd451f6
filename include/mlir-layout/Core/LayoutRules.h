//===- LayoutRules.h - Declared layouts for types without code --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A `.mlir-layout.json` file gives layouts to types that have none and no
// plugin (opaque or unregistered dialect types, IRDL types):
//
//   {"types": [
//     {"match": "!acc.vec3",          "size": 12, "abi": 4, "preferred": 16},
//     {"match": "!acc.handle<*>",     "as": "!llvm.ptr"},
//     {"match": "!acc.pair<$T>",      "struct": ["$T", "$T"]},
//     {"match": "!acc.cplx<$T>",      "as": "complex<$T>"}]}
//
// A pattern is a type as MLIR prints it (whitespace is ignored) in which
// `$NAME` captures a balanced piece of text and `*` matches one without a
// name; captures are substituted into `as` and `struct`. `as` and `struct`
// layouts are computed by MLIR in the scope of the query, so they follow the
// scope's spec. The first matching rule wins. The file is found by walking
// up from the document's directory, or named by an option or setting.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_LAYOUTRULES_H
#define MLIR_LAYOUT_CORE_LAYOUTRULES_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// A problem in a layout file, with its 1-based line and column.
struct LayoutFileError {
  /// 1-based line.
  unsigned line = 1;
  /// 1-based column.
  unsigned column = 1;
  /// What is wrong.
  std::string message;
};

/// The parsed rules of one layout file.
class LayoutRules {
public:
  /// How a matched type is laid out.
  struct Resolution {
    /// 0-based index of the rule.
    unsigned rule = 0;
    /// The rule's `match` text.
    std::string pattern;
    /// Fixed numbers (`size`/`abi`/`preferred` rules).
    std::optional<TypeLayout> fixed;
    /// The type to lay out instead (`as` and `struct` rules), substituted.
    std::string asType;
  };

  /// Parses the text of `path`; invalid rules are skipped and reported in
  /// `errors`. Returns null only when the text is not a JSON object.
  static std::shared_ptr<const LayoutRules>
  parse(llvm::StringRef text, const std::string &path,
        std::vector<LayoutFileError> &errors);

  /// Reads and parses the file at `path`; an unreadable file is one error
  /// at 1:1 and a null result.
  static std::shared_ptr<const LayoutRules>
  load(const std::string &path, std::vector<LayoutFileError> &errors);

  /// The nearest `.mlir-layout.json` in the directory of `documentPath` or
  /// above it that is a regular file. `notFiles`, if given, gets the paths
  /// of nearer ones that are not (a directory, a FIFO, a device), which are
  /// passed over.
  static std::optional<std::string>
  findFor(llvm::StringRef documentPath,
          std::vector<std::string> *notFiles = nullptr);

  /// How `typeText` (a type as MLIR prints it) is laid out, if a rule says.
  std::optional<Resolution> resolve(llvm::StringRef typeText) const;

  /// The file the rules came from.
  const std::string &getPath() const { return path; }
  /// Number of valid rules.
  size_t size() const { return rules.size(); }

  /// The largest layout file load() reads, in bytes.
  static constexpr uint64_t kMaxLayoutFileBytes = uint64_t(4) << 20;
  /// How many answers of resolve() are kept (all are dropped when full).
  static constexpr size_t kMaxCachedAnswers = 4096;

private:
  /// resolve() without its cache.
  std::optional<Resolution> resolveUncached(llvm::StringRef typeText) const;
  /// resolve()'s answers by type text, shared by copies (same rules).
  struct ResolveCache {
    std::mutex mutex;
    llvm::StringMap<std::optional<Resolution>> answers;
  };
  std::shared_ptr<ResolveCache> cache = std::make_shared<ResolveCache>();
  struct Rule {
    std::string pattern; // whitespace removed
    std::string originalPattern;
    std::optional<TypeLayout> fixed;
    std::string asType;
    unsigned index = 0;
  };
  std::string path;
  std::vector<Rule> rules;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_LAYOUTRULES_H
