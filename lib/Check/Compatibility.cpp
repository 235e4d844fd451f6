// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Compatibility.cpp - Nested specs against what they inherit ---------===//
//
// Compares what a scope's own entries give with what its parent scope has
// (its full combined spec, so every ancestor counts), per type class:
//   relax        alignments may only go down, to divisors; sizes, index and
//                pointer widths and DLTI scope keys never change;
//   strict       relax, and an entry for a key the parent also has must
//                equal it;
//   redefine-all relax, plus a spec that mentions a type class restates all
//                of the parent's entries of that class.
// Integers are compared width by width, because an inner `i32` entry also
// changes what `i17`..`i31` get by interpolation.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir-layout/Core/ScopedDataLayout.h"
#include "mlir-layout/MemRef/MemRefModel.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The two scopes being compared and the policy.
struct Comparison {
  LayoutDocument &doc;
  const LayoutScope &scope;
  ScopedDataLayout &inner;
  ScopedDataLayout &outer;
  CompatibilityPolicy policy;
  std::vector<SpecIssue> &issues;

  /// " (policy 'relax')".
  std::string policyText() const {
    return std::string(" (policy '") + getPolicyName(policy) + "')";
  }
  /// The inner scope's path, for a message.
  std::string innerName() const { return abbreviatePath(scope.path); }
  /// The parent scope's path, for a message.
  std::string outerName() const { return abbreviatePath(scope.parent->path); }
  /// Adds the rule `issue` breaks, and the policy, to its related
  /// information.
  void addRule(SpecIssue &issue, llvm::StringRef rule) const {
    addDetail(issue, rule.str() + policyText());
  }
  /// Related info pointing at the parent's entry for `type`, or its scope.
  RelatedInfo relatedFor(const SourcedEntry *entry, llvm::StringRef what) const;
};

/// Alignments of one type in the inner and outer scope, in bytes.
struct AlignmentPair {
  uint64_t abiIn, prefIn, abiOut, prefOut;
  /// True when the inner alignments lower the outer ones to divisors.
  bool isRelaxation() const {
    if (!abiIn || !abiOut)
      return true; // zero alignments are reported on their own
    return abiIn <= abiOut && abiOut % abiIn == 0 && prefIn <= prefOut;
  }
};
} // namespace

RelatedInfo Comparison::relatedFor(const SourcedEntry *entry,
                                   llvm::StringRef what) const {
  if (entry) {
    EntryRef ref = CombinedSpec::describe(*entry);
    return {ref.where, "enclosing spec of " + ref.scope + " defines " +
                           ref.key + " = " + ref.value + " here"};
  }
  return {scope.parent->where, scope.parent->path + " has no entry for " +
                                   what.str() + "; MLIR's default applies"};
}

/// The numbers of `type` in a scope; null when it has no layout there.
static const TypeLayout *numbersOf(ScopedDataLayout &layout, Type type) {
  const LayoutResult &result = layout.query(type);
  return result.hasLayout() ? &*result.layout : nullptr;
}

/// The rule a nested alignment breaks.
static constexpr llvm::StringLiteral kLowerAlignmentsOnly =
    "a nested scope may only lower an alignment to a divisor";

/// "ABI alignment 8, preferred 16 (bytes)".
static std::string describeAlignment(uint64_t abi, uint64_t pref) {
  return "ABI alignment " + std::to_string(abi) + ", preferred " +
         std::to_string(pref) + " (bytes)";
}

/// The integer entry of `spec` that decides width `width`, or null.
static const SourcedEntry *decidingIntegerEntry(const CombinedSpec &spec,
                                                unsigned width) {
  std::optional<IntegerEntryMatch> match = spec.findIntegerEntry(width);
  return match ? match->entry : nullptr;
}

/// Builds the value of an int/float entry from alignments in bytes.
static std::string alignmentValue(uint64_t abi, uint64_t pref) {
  if (abi == pref)
    return formatDenseValue({int64_t(abi * 8)});
  return formatDenseValue({int64_t(abi * 8), int64_t(pref * 8)});
}

/// Adds the "adopt the parent's value" fix when the parent has the same key.
static void addAdoptFix(const EntryContext &ctx, const SourcedEntry *outer,
                        SpecIssue &issue, bool preferred) {
  if (!outer || !ctx.editor.valid() ||
      !isWellFormedEntry(*outer->scope, outer->index, ctx.entry.getContext()))
    return; // never copy a broken value
  EntryRef ref = CombinedSpec::describe(*outer);
  issue.fixes.push_back(
      {"Adopt the value of " + ref.scope + " (" + ref.value + ")",
       {ctx.editor.replaceValue(ctx.index, ref.value)},
       preferred});
}

/// Integers under relax and redefine-all: every width this scope's own
/// entries decide must keep or lower (to a divisor) the parent's alignment.
static void checkIntegersRelaxed(Comparison &cmp,
                                 const std::set<unsigned> &reported) {
  MLIRContext *context = cmp.doc.getContext();
  // Only what an enclosing spec defines binds a nested one.
  if (!cmp.outer.getSpec().hasIntegerEntries())
    return;
  unsigned maxWidth = 128;
  bool decidesSome = false; // an unreported integer entry of this scope
  for (const SourcedEntry &e : cmp.inner.getSpec().getEntries())
    if (auto t = llvm::dyn_cast_if_present<IntegerType>(
            llvm::dyn_cast_if_present<Type>(e.entry.getKey()))) {
      maxWidth = std::max(maxWidth, t.getWidth());
      decidesSome |= e.scope == &cmp.scope && !reported.count(e.index);
    }
  // Every width's deciding entry is one of these: none is this scope's own.
  if (!decidesSome)
    return;
  struct Violation {
    unsigned first = 0, last = 0;
    uint64_t minAbiOut = UINT64_MAX, minPrefOut = UINT64_MAX;
    AlignmentPair sample{};
    const SourcedEntry *outerEntry = nullptr;
  };
  std::map<const SourcedEntry *, Violation> violations;
  std::vector<const SourcedEntry *> order;
  for (unsigned width = 1; width <= maxWidth + 1; ++width) {
    const SourcedEntry *decider =
        decidingIntegerEntry(cmp.inner.getSpec(), width);
    if (!decider || decider->scope != &cmp.scope ||
        reported.count(decider->index))
      continue;
    Type type = IntegerType::get(context, width);
    const TypeLayout *in = numbersOf(cmp.inner, type);
    const TypeLayout *out = numbersOf(cmp.outer, type);
    if (!in || !out)
      continue;
    AlignmentPair pair{in->abiAlignment, in->preferredAlignment,
                       out->abiAlignment, out->preferredAlignment};
    if (pair.isRelaxation())
      continue;
    auto [it, inserted] = violations.try_emplace(decider);
    Violation &v = it->second;
    if (inserted) {
      order.push_back(decider);
      v.first = width;
      v.sample = pair;
      v.outerEntry = decidingIntegerEntry(cmp.outer.getSpec(), width);
    }
    v.last = width;
    v.minAbiOut = std::min(v.minAbiOut, pair.abiOut);
    v.minPrefOut = std::min(v.minPrefOut, pair.prefOut);
  }
  for (const SourcedEntry *decider : order) {
    const Violation &v = violations[decider];
    EntryContext ctx{cmp.scope, decider->index, decider->entry,
                     SpecEditor(cmp.scope)};
    // The scan stops one past the widest entry: wider widths behave alike.
    std::string widths =
        v.last > maxWidth ? "i" + std::to_string(v.first) + " and wider"
        : v.first == v.last
            ? "i" + std::to_string(v.first)
            : "i" + std::to_string(v.first) + "..i" + std::to_string(v.last);
    SpecIssue issue =
        ctx.makeIssue(Severity::Error, codes::kIncompatibleAlignment,
                      cmp.innerName() + " gives " + widths + " " +
                          describeAlignment(v.sample.abiIn, v.sample.prefIn) +
                          ", but " + cmp.outerName() + " gives them " +
                          describeAlignment(v.sample.abiOut, v.sample.prefOut));
    issue.related.push_back(cmp.relatedFor(v.outerEntry, widths));
    cmp.addRule(issue, kLowerAlignmentsOnly);
    uint64_t abi = std::min(v.sample.abiIn, v.minAbiOut);
    uint64_t pref = std::max(abi, std::min(v.sample.prefIn, v.minPrefOut));
    if (ctx.editor.valid())
      issue.fixes.push_back(
          {"Relax to the largest compatible value (" +
               alignmentValue(abi, pref) + ")",
           {ctx.editor.replaceValue(ctx.index, alignmentValue(abi, pref))},
           true});
    const SourcedEntry *sameKey =
        cmp.outer.getSpec().getEntryFor(cast<Type>(decider->entry.getKey()));
    addAdoptFix(ctx, sameKey, issue, false);
    cmp.issues.push_back(std::move(issue));
  }
}

/// Strict: an entry whose key the parent also has must equal it.
static bool checkStrictRedefinition(Comparison &cmp, const EntryContext &ctx,
                                    const SourcedEntry *outer,
                                    llvm::StringRef code) {
  if (!outer || sameEntryValue(ctx.entry.getKey(), outer->entry.getValue(),
                               ctx.entry.getValue()))
    return false;
  EntryRef ref = CombinedSpec::describe(*outer);
  SpecIssue issue =
      ctx.makeIssue(Severity::Error, code,
                    cmp.innerName() + " redefines " + abbreviate(ref.key) +
                        " differently from " + abbreviatePath(ref.scope));
  issue.related.push_back(cmp.relatedFor(outer, ref.key));
  cmp.addRule(issue, "a redefined entry must equal the ancestor's");
  addAdoptFix(ctx, outer, issue, true);
  if (ctx.editor.valid())
    issue.fixes.push_back({"Remove the entry (inherit " + ref.value + ")",
                           {ctx.editor.removeEntry(ctx.index)},
                           false});
  cmp.issues.push_back(std::move(issue));
  return true;
}

/// A float entry under relax: its alignments only go down, to divisors.
static void checkFloatRelaxed(Comparison &cmp, const EntryContext &ctx,
                              Type key) {
  const SourcedEntry *outer = cmp.outer.getSpec().getEntryFor(key);
  if (!outer)
    return; // the first definition of this float type
  const TypeLayout *in = numbersOf(cmp.inner, key);
  const TypeLayout *out = numbersOf(cmp.outer, key);
  if (!in || !out)
    return;
  AlignmentPair pair{in->abiAlignment, in->preferredAlignment,
                     out->abiAlignment, out->preferredAlignment};
  if (pair.isRelaxation())
    return;
  SpecIssue issue =
      ctx.makeIssue(Severity::Error, codes::kIncompatibleAlignment,
                    cmp.innerName() + " gives " + ctx.keyName() + " " +
                        describeAlignment(pair.abiIn, pair.prefIn) + ", but " +
                        cmp.outerName() + " gives it " +
                        describeAlignment(pair.abiOut, pair.prefOut));
  issue.related.push_back(cmp.relatedFor(outer, ctx.keyText()));
  cmp.addRule(issue, kLowerAlignmentsOnly);
  uint64_t abi = std::min(pair.abiIn, pair.abiOut);
  uint64_t pref = std::max(abi, std::min(pair.prefIn, pair.prefOut));
  if (ctx.editor.valid())
    issue.fixes.push_back(
        {"Relax to the largest compatible value (" + alignmentValue(abi, pref) +
             ")",
         {ctx.editor.replaceValue(ctx.index, alignmentValue(abi, pref))},
         true});
  addAdoptFix(ctx, outer, issue, false);
  cmp.issues.push_back(std::move(issue));
}

/// `index`: its bitwidth never changes (all policies but off).
static void checkIndex(Comparison &cmp, const EntryContext &ctx, Type key) {
  const SourcedEntry *outer = cmp.outer.getSpec().getEntryFor(key);
  if (!outer)
    return; // the first definition of the index bitwidth
  const TypeLayout *in = numbersOf(cmp.inner, key);
  const TypeLayout *out = numbersOf(cmp.outer, key);
  if (!in || !out || in->indexBitwidth == out->indexBitwidth)
    return;
  uint64_t bitsIn = in->indexBitwidth.value_or(0);
  uint64_t bitsOut = out->indexBitwidth.value_or(0);
  SpecIssue issue =
      ctx.makeIssue(Severity::Error, codes::kIncompatibleIndexBitwidth,
                    cmp.innerName() + " makes index " + std::to_string(bitsIn) +
                        " bits wide, but " + cmp.outerName() + " has " +
                        std::to_string(bitsOut) + "-bit index");
  issue.related.push_back(cmp.relatedFor(outer, "index"));
  cmp.addRule(issue, "a nested scope must keep the index bitwidth");
  if (ctx.editor.valid()) {
    issue.fixes.push_back(
        {"Adopt the enclosing index bitwidth (" + std::to_string(bitsOut) + ")",
         {ctx.editor.replaceValue(ctx.index,
                                  std::to_string(bitsOut) + " : i64")},
         true});
    issue.fixes.push_back(
        {"Remove the entry (inherit " + std::to_string(bitsOut) + " bits)",
         {ctx.editor.removeEntry(ctx.index)},
         false});
  }
  cmp.issues.push_back(std::move(issue));
}

/// `!llvm.ptr<AS>`: size and index width never change; alignments relax.
static void checkPointer(Comparison &cmp, const EntryContext &ctx, Type key) {
  // Address spaces are compared only with an enclosing entry for the same
  // address space (MLIR's rule, without its fallback to the defaults).
  const SourcedEntry *outer = cmp.outer.getSpec().getEntryFor(key);
  if (!outer)
    return;
  const TypeLayout *in = numbersOf(cmp.inner, key);
  const TypeLayout *out = numbersOf(cmp.outer, key);
  if (!in || !out)
    return;
  llvm::StringRef code, rule;
  std::string what;
  if (in->size != out->size) {
    code = codes::kIncompatiblePointerSize;
    rule = "a nested scope must keep a pointer's size";
    what = "changes the size of " + ctx.keyName() + " from " +
           std::to_string(out->size * 8) + " to " +
           std::to_string(in->size * 8) + " bits";
  } else if (in->indexBitwidth != out->indexBitwidth) {
    code = codes::kIncompatiblePointerIndex;
    rule = "a nested scope must keep a pointer's index width";
    what = "changes the index width of " + ctx.keyName() + " from " +
           std::to_string(out->indexBitwidth.value_or(0)) + " to " +
           std::to_string(in->indexBitwidth.value_or(0)) + " bits";
  } else if (!AlignmentPair{in->abiAlignment, in->preferredAlignment,
                            out->abiAlignment, out->preferredAlignment}
                  .isRelaxation()) {
    code = codes::kIncompatibleAlignment;
    rule = kLowerAlignmentsOnly;
    what = "gives " + ctx.keyName() + " " +
           describeAlignment(in->abiAlignment, in->preferredAlignment) +
           ", but " + cmp.outerName() + " gives it " +
           describeAlignment(out->abiAlignment, out->preferredAlignment);
  } else {
    return;
  }
  SpecIssue issue =
      ctx.makeIssue(Severity::Error, code, cmp.innerName() + " " + what);
  issue.related.push_back(cmp.relatedFor(outer, ctx.keyText()));
  cmp.addRule(issue, rule);
  if (ctx.editor.valid()) {
    int64_t abi = std::min(in->abiAlignment, out->abiAlignment);
    if (code == codes::kIncompatibleAlignment) {
      int64_t pref = std::max<int64_t>(
          abi, std::min(in->preferredAlignment, out->preferredAlignment));
      issue.fixes.push_back(
          {"Relax to the largest compatible value",
           {ctx.editor.replaceValue(
               ctx.index,
               formatDenseValue(
                   {int64_t(in->size * 8), abi * 8, pref * 8,
                    int64_t(in->indexBitwidth.value_or(in->size * 8))}))},
           true});
    }
    std::string adopted = formatDenseValue(
        {int64_t(out->size * 8), int64_t(out->abiAlignment * 8),
         int64_t(out->preferredAlignment * 8),
         int64_t(out->indexBitwidth.value_or(out->size * 8))});
    issue.fixes.push_back(
        {"Adopt the layout of " + cmp.scope.parent->path + " (" + adopted + ")",
         {ctx.editor.replaceValue(ctx.index, adopted)},
         issue.fixes.empty()});
  }
  cmp.issues.push_back(std::move(issue));
}

/// Reports `issue`, a nested identifier entry that changes the ancestor's
/// `outer` entry, with a note at `outer`, the `rule` it breaks and the
/// fixes: adopt its value (preferred), or remove the entry.
static void reportChangedIdentifier(Comparison &cmp, const EntryContext &ctx,
                                    StringAttr id, const SourcedEntry &outer,
                                    SpecIssue issue, llvm::StringRef rule) {
  EntryRef ref = CombinedSpec::describe(outer);
  issue.related.push_back(cmp.relatedFor(&outer, id.getValue()));
  cmp.addRule(issue, rule);
  addAdoptFix(ctx, &outer, issue, true);
  if (ctx.editor.valid())
    issue.fixes.push_back({"Remove the entry (inherit " + ref.value + ")",
                           {ctx.editor.removeEntry(ctx.index)},
                           false});
  cmp.issues.push_back(std::move(issue));
}

/// DLTI scope-wide keys never change in a nested scope.
static void checkScopeKey(Comparison &cmp, const EntryContext &ctx,
                          StringAttr id) {
  const SourcedEntry *outer =
      cmp.outer.getSpec().getIdentifierEntry(id.getValue());
  if (!id.getValue().starts_with("dlti.") || !outer ||
      outer->entry.getValue() == ctx.entry.getValue())
    return;
  EntryRef ref = CombinedSpec::describe(*outer);
  SpecIssue issue =
      ctx.makeIssue(Severity::Error, codes::kIncompatibleScopeKey,
                    cmp.innerName() + " changes " + abbreviate(id.getValue()) +
                        " from " + abbreviate(ref.value) + " (set in " +
                        abbreviatePath(ref.scope) + ")");
  reportChangedIdentifier(cmp, ctx, id, *outer, std::move(issue),
                          "scope-wide keys cannot change in a nested scope "
                          "(MLIR: data layout does not combine with layouts "
                          "of enclosing ops)");
}

/// Other identifier keys (`"mydialect.key"`, `"endianness"`): as in MLIR,
/// the dialect the key's prefix names combines a nested entry with the
/// enclosing one through its DataLayoutDialectInterface::combine hook; a key
/// of a dialect that is not loaded, or has no such interface, combines only
/// with an identical value.
static void checkOtherIdentifier(Comparison &cmp, const EntryContext &ctx,
                                 StringAttr id) {
  const SourcedEntry *outer =
      cmp.outer.getSpec().getIdentifierEntry(id.getValue());
  if (id.getValue().starts_with("dlti.") || !outer)
    return;
  Dialect *dialect = id.getReferencedDialect();
  const auto *hook =
      dialect ? dialect->getRegisteredInterface<DataLayoutDialectInterface>()
              : nullptr;
  DataLayoutEntryInterface combined =
      hook
          ? hook->combine(outer->entry, ctx.entry)
          : DataLayoutDialectInterface::defaultCombine(outer->entry, ctx.entry);
  if (combined)
    return;
  EntryRef ref = CombinedSpec::describe(*outer);
  std::string prefix = id.getValue().split('.').first.str();
  // A loaded dialect without the interface rejects its identifier entries
  // on their own (reported as invalid entries, never compared).
  std::string why =
      hook ? "the '" + prefix + "' dialect's combine hook rejects it"
      : id.getValue().contains('.')
          ? "the '" + prefix +
                "' dialect is not loaded, so only an identical value "
                "combines"
          : "a key without a dialect prefix combines only with an identical "
            "value";
  // The memref model is per scope for mlir-layout (innermost wins), but
  // MLIR 22 rejects the file: say how to switch it in a way MLIR accepts.
  if (id.getValue() == kMemRefModelKey)
    why += "; mlir-layout uses the innermost model, but for MLIR leave the "
           "model out of the enclosing scope (the default applies there) and "
           "set it in each nested scope that needs another";
  SpecIssue issue = ctx.makeIssue(
      Severity::Error, codes::kIdentifierDoesNotCombine,
      cmp.innerName() + " changes " + abbreviate(ref.key) + " from " +
          abbreviate(ref.value) + ", and the two values do not combine");
  reportChangedIdentifier(cmp, ctx, id, *outer, std::move(issue),
                          why + " (MLIR: data layout does not combine with "
                                "layouts of enclosing ops)");
}

/// redefine-all: a spec that mentions a type class restates all of the
/// parent's entries of that class.
static void checkRedefineAll(Comparison &cmp) {
  llvm::DenseSet<TypeID> seen;
  for (const SourcedEntry &own : cmp.inner.getSpec().getEntries()) {
    auto type = llvm::dyn_cast_if_present<Type>(own.entry.getKey());
    if (own.scope != &cmp.scope || !type ||
        !seen.insert(type.getTypeID()).second)
      continue;
    std::vector<const SourcedEntry *> missing;
    for (const SourcedEntry *outer :
         cmp.outer.getSpec().getTypeEntries(type.getTypeID())) {
      Type key = cast<Type>(outer->entry.getKey());
      bool restated = llvm::any_of(
          cmp.scope.spec.getEntries(), [&](DataLayoutEntryInterface e) {
            return llvm::dyn_cast_if_present<Type>(e.getKey()) == key;
          });
      // A broken ancestor entry is reported where it is written.
      if (!restated &&
          isWellFormedEntry(*outer->scope, outer->index, cmp.doc.getContext()))
        missing.push_back(outer);
    }
    if (missing.empty())
      continue;
    EntryContext ctx{cmp.scope, own.index, own.entry, SpecEditor(cmp.scope)};
    std::vector<std::string> missingKeys;
    for (const SourcedEntry *m : missing)
      missingKeys.push_back(CombinedSpec::describe(*m).key);
    std::string head = cmp.innerName() +
                       " redefines entries of the type class of " +
                       ctx.keyName() + " but does not restate ";
    std::string tail = " from its enclosing scopes";
    SpecIssue issue =
        ctx.makeIssue(Severity::Error, codes::kIncompleteRedefinition,
                      fitNames(head, missingKeys, tail)
                          .value_or(head + std::to_string(missingKeys.size()) +
                                    " of its entries" + tail));
    Fix fix{"Restate " + llvm::join(missingKeys, ", "), {}, true};
    for (const SourcedEntry *m : missing) {
      EntryRef ref = CombinedSpec::describe(*m);
      issue.related.push_back(cmp.relatedFor(m, ref.key));
      if (ctx.editor.valid())
        fix.edits.push_back(ctx.editor.insertEntry(ref.key, ref.value));
    }
    cmp.addRule(issue, "a spec that mentions a type class restates every "
                       "entry of that class it inherits");
    if (ctx.editor.valid()) {
      // Several insertions at one place become one edit.
      TextEdit merged = fix.edits.front();
      for (size_t i = 1; i < fix.edits.size(); ++i)
        merged.newText += fix.edits[i].newText;
      fix.edits = {merged};
      issue.fixes.push_back(std::move(fix));
    }
    cmp.issues.push_back(std::move(issue));
  }
}

/// Specs of a dialect's own class (not `#dlti.dl_spec`) around the scope
/// that MLIR cannot combine with its spec: reported at the spec that fails
/// (the scopes inside it inherit the failure and know nothing either).
/// Returns true when reported: the entries are then not compared one by one
/// (MLIR combines none of them).
static bool checkSpecClasses(Comparison &cmp) {
  const CombinedSpec &spec = cmp.inner.getSpec();
  if (!spec.getCombineFailure() || spec.getCombineFailureScope() != &cmp.scope)
    return false;
  // Entries MLIR rejects are reported one by one; a spec of another class
  // than DLTI's holding one is not combined at all.
  for (unsigned i = 0, e = cmp.scope.spec.getEntries().size(); i < e; ++i)
    if (!verifyScopeEntry(cmp.scope, i, cmp.doc.getContext()).empty())
      return false;
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = codes::kSpecDoesNotCombine;
  issue.message = "MLIR cannot combine the " +
                  getSpecClassName(cmp.scope.spec) + " of " + cmp.innerName() +
                  " with the enclosing specs";
  issue.scope = cmp.scope.path;
  issue.where =
      cmp.scope.specSource
          ? cmp.doc.getLocator().locate(cmp.scope.specSource->attribute)
          : cmp.scope.where;
  for (const LayoutScope *s = cmp.scope.parent; s; s = s->parent)
    if (s->spec)
      issue.related.push_back(
          {s->specSource ? cmp.doc.getLocator().locate(s->specSource->attribute)
                         : s->where,
           "enclosing " + getSpecClassName(s->spec) + " of " + s->path});
  addDetail(issue, *spec.getCombineFailure() +
                       " (MLIR: data layout does not combine with layouts of "
                       "enclosing ops); nothing is known inside this scope");
  cmp.issues.push_back(std::move(issue));
  return true;
}

/// Types of other dialects (plugins) and LLVM structs: their own
/// `DataLayoutTypeInterface::areCompatible` hook decides, as in MLIR.
static void checkInterfaceTypes(Comparison &cmp) {
  llvm::DenseSet<TypeID> seen;
  for (const SourcedEntry &own : cmp.inner.getSpec().getEntries()) {
    auto type = llvm::dyn_cast_if_present<Type>(own.entry.getKey());
    if (own.scope != &cmp.scope || !type ||
        isa<IntegerType, FloatType, IndexType, LLVM::LLVMPointerType>(type) ||
        !isa<DataLayoutTypeInterface>(type) ||
        !seen.insert(type.getTypeID()).second)
      continue;
    std::vector<const SourcedEntry *> outer =
        cmp.outer.getSpec().getTypeEntries(type.getTypeID());
    if (outer.empty())
      continue;
    SmallVector<DataLayoutEntryInterface> oldLayout, newLayout;
    for (const SourcedEntry *e : outer)
      oldLayout.push_back(e->entry);
    for (DataLayoutEntryInterface e : cmp.scope.spec.getEntries())
      if (auto key = llvm::dyn_cast_if_present<Type>(e.getKey());
          key && key.getTypeID() == type.getTypeID())
        newLayout.push_back(e);
    DataLayoutIdentifiedEntryMap identified;
    for (const SourcedEntry &e : cmp.outer.getSpec().getEntries())
      if (auto id = llvm::dyn_cast_if_present<StringAttr>(e.entry.getKey()))
        identified[id] = e.entry;
    if (cast<DataLayoutTypeInterface>(type).areCompatible(
            oldLayout, newLayout, cmp.scope.spec, identified))
      continue;
    EntryContext ctx{cmp.scope, own.index, own.entry, SpecEditor(cmp.scope)};
    std::string dialect = type.getDialect().getNamespace().str();
    SpecIssue issue = ctx.makeIssue(
        Severity::Error, codes::kIncompatibleTypeEntries,
        "the '" + abbreviate(dialect) + "' dialect rejects the entries of " +
            cmp.innerName() + " for the type class of " + ctx.keyName());
    for (const SourcedEntry *e : outer)
      issue.related.push_back(
          cmp.relatedFor(e, CombinedSpec::describe(*e).key));
    cmp.addRule(issue, "its DataLayoutTypeInterface::areCompatible hook "
                       "compares them with those of " +
                           cmp.scope.parent->path);
    cmp.issues.push_back(std::move(issue));
  }
}

void mlir::layout::checkCompatibility(LayoutDocument &doc,
                                      const LayoutScope &scope,
                                      CompatibilityPolicy policy,
                                      std::vector<SpecIssue> &issues) {
  Comparison cmp{
      doc,    scope, doc.getLayout(scope), doc.getLayout(*scope.parent),
      policy, issues};
  if (checkSpecClasses(cmp))
    return;
  bool strict = policy == CompatibilityPolicy::Strict;
  std::set<unsigned> reported; // entries strict already reported
  std::set<unsigned> malformed;
  for (unsigned i = 0, e = scope.spec.getEntries().size(); i < e; ++i)
    if (!isWellFormedEntry(scope, i, doc.getContext()))
      malformed.insert(i);
  for (const SourcedEntry &own : cmp.inner.getSpec().getEntries()) {
    // Broken entries are reported on their own first.
    if (own.scope != &scope || malformed.count(own.index))
      continue;
    EntryContext ctx{scope, own.index, own.entry, SpecEditor(scope)};
    DataLayoutEntryKey key = own.entry.getKey();
    if (auto id = llvm::dyn_cast_if_present<StringAttr>(key)) {
      checkScopeKey(cmp, ctx, id);
      checkOtherIdentifier(cmp, ctx, id);
      continue;
    }
    Type type = cast<Type>(key);
    if (isa<IndexType>(type)) {
      checkIndex(cmp, ctx, type);
      continue;
    }
    if (strict &&
        checkStrictRedefinition(cmp, ctx, cmp.outer.getSpec().getEntryFor(type),
                                isa<LLVM::LLVMPointerType>(type)
                                    ? codes::kIncompatiblePointerLayout
                                    : codes::kIncompatibleAlignment)) {
      reported.insert(own.index);
      continue;
    }
    if (isa<FloatType>(type))
      checkFloatRelaxed(cmp, ctx, type);
    else if (isa<LLVM::LLVMPointerType>(type))
      checkPointer(cmp, ctx, type);
  }
  reported.insert(malformed.begin(), malformed.end());
  checkIntegersRelaxed(cmp, reported);
  checkInterfaceTypes(cmp);
  if (policy == CompatibilityPolicy::RedefineAll)
    checkRedefineAll(cmp);
}
