// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DefaultLayoutInUse.cpp - MLIR's defaults against LLVM's layout -----===//
//
// A scope headed for LLVM whose spec leaves a type it uses to MLIR's
// built-in defaults, which LLVM lays out differently
// (`layout-default-in-use`, with a fix deriving the entries from the
// reference layout), and an `index` entry unlike the reference's pointer
// index width (`layout-index-width-mismatch`).
//
//===----------------------------------------------------------------------===//

#include "LLVMConsistency.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::llvmchecks;

/// The entries of `imported` for the type classes MLIR answers from its
/// defaults and, for an empty spec, its identifiers (a spec with entries has
/// them reported as mismatches, with their own fixes), then `index = W`
/// (the reference's pointer index width) when the spec has no index entry.
static std::vector<PrintedEntry>
getDerivedEntries(const CombinedSpec &spec, DataLayoutSpecInterface imported,
                  uint64_t indexBitwidth) {
  std::vector<PrintedEntry> entries;
  for (const PrintedEntry &entry : getCanonicalEntries(imported)) {
    DataLayoutEntryInterface original;
    for (DataLayoutEntryInterface e : imported.getEntries())
      if (auto type = llvm::dyn_cast_if_present<Type>(e.getKey());
          type && printToString(type) == entry.key)
        original = e;
    bool identifier = llvm::StringRef(entry.key).starts_with("\"");
    if ((original && usesBuiltinDefault(spec, cast<Type>(original.getKey()))) ||
        (identifier && spec.getEntries().empty() &&
         !spec.getIdentifierEntry(
             llvm::StringRef(entry.key).drop_front().drop_back())))
      entries.push_back(entry);
  }
  if (!spec.getEntryFor(IndexType::get(imported.getContext())))
    entries.push_back({"index", std::to_string(indexBitwidth) + " : i64"});
  return entries;
}

/// The fix adding `entries` to the scope's spec, or a new spec after the
/// attribute at `after`.
static std::optional<Fix> deriveFix(const LayoutScope &scope,
                                    llvm::ArrayRef<PrintedEntry> entries,
                                    std::optional<llvm::SMRange> after,
                                    const std::string &source) {
  if (entries.empty())
    return std::nullopt;
  std::string title = "Derive the data layout from " + source;
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const PrintedEntry &entry : entries)
    pairs.emplace_back(entry.key, entry.value);
  if (scope.spec) {
    if (!scope.specSource)
      return std::nullopt;
    return Fix{title, {SpecEditor(scope).insertEntries(pairs)}, true};
  }
  if (!after)
    return std::nullopt;
  std::string text = ", dlti.dl_spec = #dlti.dl_spec<" +
                     formatNewSpecBody(pairs, getEntryIndentation(scope)) + ">";
  return Fix{
      title, {TextEdit{llvm::SMRange(after->End, after->End), text}}, true};
}

void llvmchecks::checkDefaults(LayoutDocument &doc, const LayoutScope &scope,
                               const CombinedSpec &spec,
                               const LayoutComparison &comparison,
                               const Reference &reference,
                               std::optional<llvm::SMRange> insertAfter,
                               LazyTypeUses &uses,
                               std::vector<SpecIssue> &issues) {
  MLIRContext *context = doc.getContext();
  std::vector<std::string> items;
  std::vector<RelatedInfo> related;
  auto addItem = [&](const std::string &key, const TypeUse &use,
                     std::string mlirSide, std::string llvmSide) {
    items.push_back(key + " (line " + std::to_string(use.where.line) + ")");
    related.push_back({use.where, key + ": MLIR " + mlirSide + ", " +
                                      reference.source + " " + llvmSide +
                                      "; used here: `" + use.text + "`"});
  };
  for (const LayoutDifference &difference : comparison.differences) {
    if (!usesBuiltinDefault(spec, difference.type))
      continue;
    auto differs = [&](Type whole, UseKind kind) {
      return uses.mlirDiffers(scope, reference.dataLayout, whole, kind);
    };
    if (const TypeUse *use =
            uses.find(scope, difference.type, comparison.mlirIndexBitwidth,
                      difference.mlirNumbers, difference.llvmNumbers, differs))
      addItem(printToString(difference.type), *use,
              describeNumbers(difference.mlirNumbers, difference.llvmNumbers),
              describeNumbers(difference.llvmNumbers, difference.mlirNumbers));
  }
  const SourcedEntry *indexEntry = spec.getEntryFor(IndexType::get(context));
  if (!indexEntry &&
      comparison.mlirIndexBitwidth != comparison.llvmIndexBitwidth)
    if (const TypeUse *use =
            uses.find(scope, IndexType::get(context), 0, UseKind::Value))
      addItem("index", *use,
              std::to_string(comparison.mlirIndexBitwidth) + " bits",
              std::to_string(comparison.llvmIndexBitwidth) +
                  " bits (its pointer index width)");
  if (!items.empty()) {
    SpecIssue issue;
    issue.severity = reference.definite ? Severity::Error : Severity::Warning;
    issue.code = codes::kDefaultInUse;
    issue.scope = scope.path;
    issue.where = scope.where;
    std::string what = "MLIR's default layout is used for " +
                       describeCount(items.size(), "type") + " " +
                       reference.source + " lays out differently";
    issue.message = fitNames(what + ": ", items).value_or(what);
    issue.related = std::move(related);
    DataLayoutSpecInterface imported =
        importDataLayoutString(reference.dataLayout, context);
    if (std::optional<Fix> fix = deriveFix(
            scope,
            getDerivedEntries(spec, imported, comparison.llvmIndexBitwidth),
            insertAfter, reference.source))
      issue.fixes.push_back(std::move(*fix));
    issues.push_back(std::move(issue));
  }
  if (indexEntry &&
      comparison.mlirIndexBitwidth != comparison.llvmIndexBitwidth) {
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = codes::kIndexWidthMismatch;
    issue.scope = scope.path;
    issue.key = "index";
    issue.where = indexEntry->scope->entryPositions[indexEntry->index];
    issue.message = "index is " + std::to_string(comparison.mlirIndexBitwidth) +
                    " bits in the spec, but " + reference.source +
                    " indexes pointers of address space 0 with " +
                    std::to_string(comparison.llvmIndexBitwidth) + " bits";
    if (SpecEditor(*indexEntry->scope).valid())
      issue.fixes.push_back(
          {"Use the index width of " + reference.source + ": index = " +
               std::to_string(comparison.llvmIndexBitwidth) + " : i64",
           {SpecEditor(*indexEntry->scope)
                .replaceValue(indexEntry->index,
                              std::to_string(comparison.llvmIndexBitwidth) +
                                  " : i64")},
           true});
    issues.push_back(std::move(issue));
  }
}
