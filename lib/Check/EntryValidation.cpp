// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EntryValidation.cpp - Each spec entry on its own -------------------===//
//
// Checks that hold whatever the policy: the value has the kind and length
// its key needs, alignments are non-zero powers of two in whole bytes,
// preferred >= ABI, `dlti.*` keys exist, and no entry merely repeats what
// the scope inherits. MLIR's own message is in the related information
// where MLIR has one.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir-layout/Check/SpecActions.h"
#include "mlir-layout/MemRef/MemRefModel.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// The identifier keys MLIR 22's DLTI dialect knows.
static const char *const kKnownDltiKeys[] = {
    "dlti.endianness",           "dlti.mangling_mode",
    "dlti.default_memory_space", "dlti.alloca_memory_space",
    "dlti.program_memory_space", "dlti.global_memory_space",
    "dlti.stack_alignment",      "dlti.function_pointer_alignment",
    "dlti.legal_int_widths"};

/// True when `bits` is a whole number of bytes that is a power of two.
static bool isGoodAlignment(int64_t bits) {
  return bits > 0 && bits % 8 == 0 && llvm::isPowerOf2_64(bits / 8);
}

/// Rounds `bits` up to a power-of-two number of bytes, in bits.
static int64_t roundAlignment(int64_t bits) {
  return int64_t(llvm::PowerOf2Ceil(
             llvm::divideCeil(std::max<int64_t>(bits, 8), 8))) *
         8;
}

/// The alignment MLIR's builtin rule gives a scalar of `width` bits, in bits.
static int64_t naturalAlignment(unsigned width) {
  return int64_t(llvm::PowerOf2Ceil(llvm::divideCeil(std::max(width, 8u), 8))) *
         8;
}

/// Adds a fix that replaces the entry's value when its text is known.
static void addValueFix(const EntryContext &ctx, SpecIssue &issue,
                        std::string title, std::string value,
                        bool preferred = true) {
  if (!ctx.editor.valid())
    return;
  issue.fixes.push_back({std::move(title),
                         {ctx.editor.replaceValue(ctx.index, value)},
                         preferred});
}

/// `mlirMessage` with the entry's value as written where MLIR prints it
/// (MLIR prints `32.0` as `3.200000e+01`).
static std::string asWritten(const EntryContext &ctx,
                             const std::string &mlirMessage) {
  std::string text = mlirMessage;
  std::string printed = printToString(ctx.entry.getValue());
  std::string written = ctx.valueText();
  for (size_t at = text.find(printed); at != std::string::npos;
       at = text.find(printed, at + written.size()))
    text.replace(at, printed.size(), written);
  return text;
}

/// Adds MLIR's verdict to the related information of `issue` when MLIR has
/// one, with the entry's value as written where MLIR quotes it (`32.0`, not
/// `3.200000e+01`).
static void addMlirDetail(const EntryContext &ctx, SpecIssue &issue,
                          const std::string &mlir) {
  if (!mlir.empty())
    addDetail(issue, "MLIR: " + asWritten(ctx, mlir));
}

/// The integers of a `dense<...>` value whatever its element type: integer
/// elements, or floats with integral values; nullopt otherwise.
static std::optional<llvm::SmallVector<int64_t>>
getIntegralValues(DenseElementsAttr dense) {
  llvm::SmallVector<int64_t> values;
  if (isa<IntegerType>(dense.getElementType())) {
    for (const llvm::APInt &v : dense.getValues<llvm::APInt>())
      values.push_back(v.getSExtValue());
    return values;
  }
  if (!isa<FloatType>(dense.getElementType()))
    return std::nullopt;
  for (llvm::APFloat v : dense.getValues<llvm::APFloat>()) {
    if (!v.isInteger() || std::abs(v.convertToDouble()) > 1e15)
      return std::nullopt;
    values.push_back(int64_t(v.convertToDouble()));
  }
  return values;
}

/// Reports a `dense<...>` value whose elements are not the 64-bit integers
/// MLIR reads (`vector<2xi32>`, `vector<2xf32>`); returns true when it did.
/// This is the one problem reported for such an entry: its numbers are not
/// judged until they have the right type.
static bool checkElementType(const EntryContext &ctx, bool signlessOnly,
                             std::vector<SpecIssue> &issues) {
  auto dense = dyn_cast<DenseElementsAttr>(ctx.entry.getValue());
  if (!dense)
    return false;
  Type element = dense.getElementType();
  if (signlessOnly ? element.isSignlessInteger(64) : element.isInteger(64))
    return false;
  SpecIssue issue = ctx.makeIssue(
      Severity::Error, codes::kWrongElementType,
      "the entry for " + ctx.keyName() + " has " +
          abbreviate(printToString(element)) + " values, but MLIR reads " +
          (signlessOnly ? "only signless 64-bit integers"
                        : "only 64-bit integers") +
          " there");
  addDetail(issue, "MLIR reads the values of an entry for " + ctx.keyText() +
                       " as 'dense<...> : vector<Nxi64>'");
  if (auto values = getIntegralValues(dense);
      values && cast<ShapedType>(dense.getType()).getRank() == 1)
    addValueFix(ctx, issue, "Write the values as i64",
                formatDenseValue(*values));
  issues.push_back(std::move(issue));
  return true;
}

/// Warns about a DLTI key written without its `dlti.` prefix
/// (`"endianness"`): MLIR reads only `dlti.endianness` and ignores it.
static void checkUnprefixedKey(const EntryContext &ctx, llvm::StringRef name,
                               std::vector<SpecIssue> &issues) {
  std::string meant = "dlti." + name.str();
  if (name.contains('.') || !llvm::is_contained(kKnownDltiKeys, meant))
    return;
  SpecIssue issue = ctx.makeIssue(Severity::Warning, codes::kUnprefixedDLTIKey,
                                  "'" + name.str() +
                                      "' is not a DLTI key, so MLIR ignores "
                                      "this entry; did you mean '" +
                                      meant + "'?");
  addDetail(issue, "MLIR reads only '" + meant + "'");
  if (ctx.editor.valid())
    issue.fixes.push_back(
        {"Rename the key to \"" + meant + "\"",
         {ctx.editor.replaceKey(ctx.index, "\"" + meant + "\"")},
         true});
  issues.push_back(std::move(issue));
}

/// Where the memref value model is chosen, for entries that meant to.
static constexpr llvm::StringLiteral kMemRefModelHint =
    "the memref value model is chosen with \"mlir_layout.memref_model\" = "
    "\"bare\" or \"descriptor\" (docs/memref.md)";

/// Notes an entry keyed by `"memref"`, the data layout RFC's spelling for
/// choosing how memrefs are laid out: MLIR accepts it and ignores it.
static void checkMemRefKey(const EntryContext &ctx, llvm::StringRef name,
                           std::vector<SpecIssue> &issues) {
  if (!name.equals_insensitive("memref"))
    return;
  SpecIssue issue = ctx.makeIssue(Severity::Note, codes::kMemRefModelKey,
                                  "MLIR ignores the key '" + name.str() +
                                      "'; " + kMemRefModelHint.str());
  auto value = dyn_cast<StringAttr>(ctx.entry.getValue());
  if (value && parseMemRefModel(value.getValue()) && ctx.editor.valid())
    issue.fixes.push_back(
        {"Rename the key to \"" + kMemRefModelKey.str() + "\"",
         {ctx.editor.replaceKey(ctx.index,
                                "\"" + kMemRefModelKey.str() + "\"")},
         true});
  issues.push_back(std::move(issue));
}

/// Checks an identifier entry; returns true when it is valid.
static bool validateIdentifier(const EntryContext &ctx, StringAttr id,
                               const std::string &mlirMessage,
                               std::vector<SpecIssue> &issues) {
  llvm::StringRef name = id.getValue();
  bool known = llvm::is_contained(kKnownDltiKeys, name);
  checkUnprefixedKey(ctx, name, issues);
  checkMemRefKey(ctx, name, issues);
  if (name.starts_with("dlti.") && !known) {
    SpecIssue issue =
        ctx.makeIssue(Severity::Error, codes::kUnknownDLTIKey,
                      "unknown DLTI key '" + abbreviate(name) + "'");
    addMlirDetail(ctx, issue, mlirMessage);
    const char *best = nullptr;
    unsigned bestDistance = 4;
    for (const char *candidate : kKnownDltiKeys) {
      unsigned d = name.edit_distance(candidate);
      if (d < bestDistance)
        bestDistance = d, best = candidate;
    }
    if (best && ctx.editor.valid()) {
      issue.message += "; did you mean '" + std::string(best) + "'?";
      issue.fixes.push_back(
          {"Replace with \"" + std::string(best) + "\"",
           {ctx.editor.replaceKey(ctx.index, "\"" + std::string(best) + "\"")},
           true});
    }
    issues.push_back(std::move(issue));
    return false;
  }
  if (!mlirMessage.empty()) {
    issues.push_back(ctx.makeIssue(Severity::Error, codes::kInvalidEntry,
                                   "invalid value for '" + abbreviate(name) +
                                       "': " + asWritten(ctx, mlirMessage)));
    return false;
  }
  return true;
}

/// The `layout-zero-value` issue of an alignment `value` <= 0. A zero
/// alignment MLIR 22 accepts (`accepted`) is a warning naming the crash it
/// leads to, and an error only when an op result in the file needs it (its
/// type contains an element whose alignment the entry makes 0).
static SpecIssue reportZeroAlignment(const EntryContext &ctx, int64_t value,
                                     bool accepted) {
  std::optional<ZeroAlignmentUse> use;
  if (accepted && ctx.doc)
    use = findZeroAlignmentUse(*ctx.doc, ctx.scope, ctx.index);
  if (!accepted) {
    SpecIssue issue =
        ctx.makeIssue(Severity::Error, codes::kZeroValue,
                      "alignment " + std::to_string(value) + " for " +
                          ctx.keyName() + " must be positive");
    addDetail(issue, "a zero alignment makes MLIR 22 divide by zero when the "
                     "type is laid out inside an aggregate");
    return issue;
  }
  if (!use) {
    SpecIssue issue = ctx.makeIssue(
        Severity::Warning, codes::kZeroValue,
        "alignment 0 for " + ctx.keyName() +
            " makes MLIR 22 divide by zero (SIGFPE) laying out a struct, "
            "array or complex number that contains it");
    addDetail(issue, "MLIR 22 accepts the entry; no op result in the file "
                     "needs such a type yet");
    return issue;
  }
  SpecIssue issue = ctx.makeIssue(
      Severity::Error, codes::kZeroValue,
      "the entry gives " + abbreviate(use->element) +
          " alignment 0, so MLIR 22 divides by zero (SIGFPE) laying out " +
          abbreviate(use->type));
  issue.related.push_back({use->where, "an op in " + use->scope +
                                           " has a result of type " +
                                           use->type + " here"});
  return issue;
}

/// Checks alignment values (bits) of an int/float/pointer entry. `first` is
/// the index of the ABI alignment in `values`, preferred follows it.
static bool validateAlignments(const EntryContext &ctx,
                               llvm::SmallVector<int64_t> values,
                               unsigned first, unsigned natural,
                               const std::string &mlirMessage,
                               std::vector<SpecIssue> &issues) {
  unsigned last = std::min<unsigned>(first + 1, values.size() - 1);
  int64_t abi = values[first], preferred = values[last];
  if (abi <= 0 || preferred <= 0) {
    SpecIssue issue =
        reportZeroAlignment(ctx, abi <= 0 ? abi : preferred,
                            abi >= 0 && preferred >= 0 && mlirMessage.empty());
    for (unsigned i = first; i <= last; ++i)
      if (values[i] <= 0)
        values[i] = natural;
    values[last] = std::max(values[last], values[first]);
    addValueFix(ctx, issue, "Use the natural alignment",
                formatDenseValue(values));
    issues.push_back(std::move(issue));
    return false;
  }
  if (!isGoodAlignment(abi) || !isGoodAlignment(preferred)) {
    SpecIssue issue = ctx.makeIssue(
        Severity::Error, codes::kAlignmentNotPowerOfTwo,
        "alignment " + std::to_string(isGoodAlignment(abi) ? preferred : abi) +
            " bits for " + ctx.keyName() +
            " is not a power-of-two number of bytes");
    for (unsigned i = first; i <= last; ++i)
      values[i] = roundAlignment(values[i]);
    addValueFix(ctx, issue, "Round the alignment up to a power of two",
                formatDenseValue(values));
    issues.push_back(std::move(issue));
    return false;
  }
  if (preferred < abi) {
    SpecIssue issue =
        ctx.makeIssue(Severity::Error, codes::kPreferredBelowABI,
                      "preferred alignment " + std::to_string(preferred) +
                          " for " + ctx.keyName() +
                          " is below its ABI alignment " + std::to_string(abi));
    addMlirDetail(ctx, issue, mlirMessage);
    values[last] = abi;
    addValueFix(ctx, issue, "Set the preferred alignment to the ABI alignment",
                formatDenseValue(values));
    issues.push_back(std::move(issue));
    return false;
  }
  return true;
}

/// Reports a value of the wrong attribute kind.
static void reportWrongKind(const EntryContext &ctx, llvm::StringRef expected,
                            const std::string &mlirMessage,
                            std::optional<std::string> fixedValue,
                            std::vector<SpecIssue> &issues) {
  SpecIssue issue = ctx.makeIssue(Severity::Error, codes::kWrongValueKind,
                                  "the entry for " + ctx.keyName() + " needs " +
                                      expected.str() + ", not '" +
                                      abbreviate(ctx.valueText()) + "'");
  addMlirDetail(ctx, issue, mlirMessage);
  if (fixedValue)
    addValueFix(ctx, issue, "Write the value as " + *fixedValue, *fixedValue);
  issues.push_back(std::move(issue));
}

/// Checks an entry keyed by a builtin integer or float type.
static bool validateScalar(const EntryContext &ctx, Type key,
                           const std::string &mlirMessage,
                           std::vector<SpecIssue> &issues) {
  Attribute value = ctx.entry.getValue();
  if (checkElementType(ctx, /*signlessOnly=*/true, issues))
    return false;
  std::optional<llvm::SmallVector<int64_t>> values = getDenseValues(value);
  if (!values) {
    std::optional<std::string> fixed;
    if (auto integer = dyn_cast<IntegerAttr>(value))
      fixed = formatDenseValue({integer.getInt()});
    reportWrongKind(ctx, "'dense<[ABI, preferred]> : vector<2xi64>' (bits)",
                    mlirMessage, fixed, issues);
    return false;
  }
  if (values->size() < 1 || values->size() > 2) {
    SpecIssue issue =
        ctx.makeIssue(Severity::Error, codes::kWrongVectorLength,
                      "the entry for " + ctx.keyName() +
                          " takes 1 or 2 values [ABI, preferred], not " +
                          std::to_string(values->size()));
    addMlirDetail(ctx, issue, mlirMessage);
    if (values->size() > 2)
      addValueFix(ctx, issue, "Keep the first two values",
                  formatDenseValue(llvm::ArrayRef(*values).take_front(2)));
    issues.push_back(std::move(issue));
    return false;
  }
  if (!validateAlignments(ctx, *values, 0,
                          naturalAlignment(key.getIntOrFloatBitWidth()),
                          mlirMessage, issues))
    return false;
  if (!mlirMessage.empty()) {
    issues.push_back(ctx.makeIssue(Severity::Error, codes::kInvalidEntry,
                                   asWritten(ctx, mlirMessage)));
    return false;
  }
  return true;
}

/// Checks the `index` entry.
static bool validateIndex(const EntryContext &ctx,
                          const std::string &mlirMessage,
                          std::vector<SpecIssue> &issues) {
  Attribute value = ctx.entry.getValue();
  auto integer = dyn_cast<IntegerAttr>(value);
  if (!integer) {
    std::optional<std::string> fixed;
    if (auto values = getDenseValues(value); values && values->size() == 1)
      fixed = std::to_string((*values)[0]) + " : i64";
    reportWrongKind(ctx, "an integer bitwidth such as '32 : i64'", mlirMessage,
                    fixed, issues);
    return false;
  }
  if (integer.getValue().getSExtValue() <= 0) {
    SpecIssue issue = ctx.makeIssue(
        Severity::Error, codes::kZeroValue,
        "index bitwidth " + std::to_string(integer.getValue().getSExtValue()) +
            " must be positive; index would have size 0 and alignment 0");
    addValueFix(ctx, issue, "Use MLIR's default index bitwidth 64", "64 : i64");
    issues.push_back(std::move(issue));
    return false;
  }
  if (!mlirMessage.empty()) {
    issues.push_back(ctx.makeIssue(Severity::Error, codes::kInvalidEntry,
                                   asWritten(ctx, mlirMessage)));
    return false;
  }
  return true;
}

/// Checks an `!llvm.ptr` entry: [size, ABI, preferred(, index)] in bits.
static bool validatePointer(const EntryContext &ctx,
                            const std::string &mlirMessage,
                            std::vector<SpecIssue> &issues) {
  if (checkElementType(ctx, /*signlessOnly=*/false, issues))
    return false;
  std::optional<llvm::SmallVector<int64_t>> values =
      getDenseValues(ctx.entry.getValue());
  if (!values) {
    reportWrongKind(ctx,
                    "'dense<[size, ABI, preferred, index]> : vector<4xi64>' "
                    "(bits)",
                    mlirMessage, std::nullopt, issues);
    return false;
  }
  if (values->size() < 3 || values->size() > 4) {
    SpecIssue issue = ctx.makeIssue(
        Severity::Error, codes::kWrongVectorLength,
        "the entry for " + ctx.keyName() +
            " takes 3 or 4 values [size, ABI, preferred, index], not " +
            std::to_string(values->size()));
    addMlirDetail(ctx, issue, mlirMessage);
    llvm::SmallVector<int64_t> fixed(*values);
    if (fixed.size() == 2) {
      fixed.push_back(fixed[1]);
      addValueFix(ctx, issue, "Use the ABI alignment as preferred alignment",
                  formatDenseValue(fixed));
    } else if (fixed.size() > 4) {
      addValueFix(ctx, issue, "Keep the first four values",
                  formatDenseValue(llvm::ArrayRef(fixed).take_front(4)));
    }
    issues.push_back(std::move(issue));
    return false;
  }
  if ((*values)[0] <= 0 || (values->size() == 4 && (*values)[3] <= 0)) {
    SpecIssue issue = ctx.makeIssue(Severity::Error, codes::kZeroValue,
                                    "the size and index bitwidth of " +
                                        ctx.keyName() + " must be positive");
    issues.push_back(std::move(issue));
    return false;
  }
  if (!validateAlignments(ctx, *values, 1, 64, mlirMessage, issues))
    return false;
  if (!mlirMessage.empty()) {
    issues.push_back(ctx.makeIssue(Severity::Error, codes::kInvalidEntry,
                                   asWritten(ctx, mlirMessage)));
    return false;
  }
  return true;
}

/// Warns about an entry equal to the one the scope inherits.
static void checkRedundant(LayoutDocument &doc, const EntryContext &ctx,
                           std::vector<SpecIssue> &issues) {
  if (!ctx.scope.parent)
    return;
  const CombinedSpec &inherited = doc.getLayout(*ctx.scope.parent).getSpec();
  DataLayoutEntryKey key = ctx.entry.getKey();
  const SourcedEntry *outer =
      isa<Type>(key)
          ? inherited.getEntryFor(cast<Type>(key))
          : inherited.getIdentifierEntry(cast<StringAttr>(key).getValue());
  if (!outer ||
      !sameEntryValue(key, outer->entry.getValue(), ctx.entry.getValue()))
    return;
  EntryRef ref = CombinedSpec::describe(*outer);
  SpecIssue issue =
      ctx.makeIssue(Severity::Warning, codes::kRedundantEntry,
                    "the entry for " + ctx.keyName() + " repeats what " +
                        abbreviatePath(ctx.scope.path) +
                        " already inherits from " + abbreviatePath(ref.scope));
  issue.related.push_back(
      {ref.where, "the inherited entry " + ref.key + " = " + ref.value});
  if (ctx.editor.valid())
    issue.fixes.push_back({"Remove the redundant entry",
                           {ctx.editor.removeEntry(ctx.index)},
                           true});
  issues.push_back(std::move(issue));
}

/// The most bytes of the entry a legacy-syntax note shows as written anew.
static constexpr size_t kLegacySuggestionLength = 100;

/// One note per spec for its legacy `#dlti.dl_entry<k, v>` entries (MLIR
/// accepts both syntaxes silently), at the first of them, with one fix that
/// rewrites them all as `k = v`.
static void suggestKeyValueSyntax(const LayoutScope &scope,
                                  std::vector<SpecIssue> &issues) {
  std::optional<Fix> rewrite = makeKeyValueRewrite(scope);
  if (!rewrite)
    return;
  SpecEditor editor(scope);
  unsigned first = 0;
  while (!editor.isLegacySyntax(first))
    ++first;
  EntryContext ctx{scope, first, scope.spec.getEntries()[first], editor};
  size_t count = rewrite->edits.size();
  std::string message =
      count == 1
          ? "'#dlti.dl_entry<...>' can be written as '" +
                abbreviate(ctx.entryText(), kLegacySuggestionLength) + "'"
          : std::to_string(count) +
                " entries of this spec use the legacy "
                "'#dlti.dl_entry<key, value>' syntax; each can be "
                "written as 'key = value'";
  SpecIssue issue =
      ctx.makeIssue(Severity::Note, codes::kLegacyEntrySyntax, message);
  rewrite->title = count == 1 ? "Rewrite the entry as key = value"
                              : "Rewrite all " + std::to_string(count) +
                                    " entries as key = value";
  rewrite->isPreferred = true;
  issue.fixes.push_back(std::move(*rewrite));
  issues.push_back(std::move(issue));
}

/// Runs the checks of one entry on its own; returns true when it is valid.
static bool validateEntry(const EntryContext &ctx, MLIRContext *context,
                          std::vector<SpecIssue> &issues) {
  const std::string &mlirMessage =
      verifyScopeEntry(ctx.scope, ctx.index, context);
  DataLayoutEntryKey key = ctx.entry.getKey();
  if (auto id = llvm::dyn_cast_if_present<StringAttr>(key))
    return validateIdentifier(ctx, id, mlirMessage, issues);
  Type type = cast<Type>(key);
  if (auto opaque = dyn_cast<OpaqueType>(type)) {
    std::string dialect = opaque.getDialectNamespace().str();
    SpecIssue issue = ctx.makeIssue(
        Severity::Note, codes::kUncheckedEntry,
        "cannot check the entry for " + ctx.keyName() + ": the '" +
            abbreviate(dialect) + "' dialect is not loaded");
    addDetail(issue, "to check it, load the '" + dialect +
                         "' dialect with --load-dialect-plugin (VS Code: "
                         "mlirLayout.dialectPlugins)");
    issues.push_back(std::move(issue));
    return true;
  }
  if (isa<IntegerType, FloatType>(type))
    return validateScalar(ctx, type, mlirMessage, issues);
  if (isa<IndexType>(type))
    return validateIndex(ctx, mlirMessage, issues);
  if (isa<LLVM::LLVMPointerType>(type))
    return validatePointer(ctx, mlirMessage, issues);
  if (mlirMessage.empty())
    return true;
  SpecIssue issue = ctx.makeIssue(Severity::Error, codes::kInvalidEntry,
                                  asWritten(ctx, mlirMessage));
  // The data layout RFC keys the memref layout by the memref type.
  if (isa<BaseMemRefType>(type))
    addDetail(issue, kMemRefModelHint.str());
  issues.push_back(std::move(issue));
  return false;
}

bool mlir::layout::isWellFormedEntry(const LayoutScope &scope, unsigned index,
                                     MLIRContext *context) {
  std::vector<SpecIssue> scratch;
  EntryContext ctx{scope, index, scope.spec.getEntries()[index],
                   SpecEditor(scope)};
  return validateEntry(ctx, context, scratch);
}

void mlir::layout::validateEntries(LayoutDocument &doc,
                                   const LayoutScope &scope,
                                   CompatibilityPolicy policy,
                                   std::vector<SpecIssue> &issues) {
  unsigned index = 0;
  for (DataLayoutEntryInterface entry : scope.spec.getEntries()) {
    EntryContext ctx{scope, index++, entry, SpecEditor(scope), &doc};
    bool valid = validateEntry(ctx, doc.getContext(), issues);
    if (valid && policy != CompatibilityPolicy::RedefineAll)
      checkRedundant(doc, ctx, issues);
  }
  suggestKeyValueSyntax(scope, issues);
}
