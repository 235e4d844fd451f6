// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ReasonText.cpp - The words of a reason -----------------------------===//
//
// One function per type class, stating MLIR 22's rule for it with the
// numbers the engine recorded.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Render/ReasonText.h"

using namespace mlir::layout;

namespace {
/// Writes the sentence of one reason.
class ReasonWriter {
public:
  ReasonWriter(const Reason &reason, NumberFormat format)
      : reason(reason), format(format) {}

  std::string operator()(std::monostate) const { return ""; }
  std::string operator()(const IntegerFacts &facts) const;
  std::string operator()(const FloatFacts &facts) const;
  std::string operator()(const IndexFacts &facts) const;
  std::string operator()(const VectorFacts &facts) const;
  std::string operator()(const ComplexFacts &facts) const;
  std::string operator()(const PointerFacts &facts) const;
  std::string operator()(const StructFacts &facts) const;
  /// The struct rule without the note on scalable fields.
  std::string describeStruct(const StructFacts &facts) const;
  std::string operator()(const ArrayFacts &facts) const;
  std::string operator()(const InterfaceFacts &facts) const;
  std::string operator()(const MemRefFacts &facts) const;
  std::string operator()(const DeclaredFacts &facts) const;
  std::string operator()(const ScopeOpFacts &facts) const;

private:
  std::string number(uint64_t value) const {
    return formatNumber(value, format);
  }
  std::string count(uint64_t value, llvm::StringRef unit) const {
    return formatCount(value, unit, format);
  }
  /// The key of the first deciding entry (the subject when there is none).
  std::string entryKey() const {
    return reason.entries.empty() ? reason.subject : reason.entries[0].key;
  }
  /// The subject's size in bytes, 0 when unknown.
  uint64_t size() const { return reason.numbers ? reason.numbers->size : 0; }

  const Reason &reason;
  NumberFormat format;
};
} // namespace

/// What an int/float entry's value means.
static constexpr const char *kAlignmentValueMeaning =
    " (value [ABI, preferred] in bits)";

std::string ReasonWriter::operator()(const IntegerFacts &facts) const {
  std::string sizeText =
      "the size is the bit width rounded up to whole bytes (" +
      count(facts.width, "bit") + " → " + count(size(), "byte") + ")";
  std::string key = entryKey();
  switch (reason.rule) {
  case LayoutRule::ExactEntry:
    return "the entry for " + key +
           (key == reason.subject
                ? ""
                : " (same width; integer entries are matched by width only)") +
           " sets the alignments" + kAlignmentValueMeaning + "; " + sizeText;
  case LayoutRule::IntegerNearestWider:
    return "no entry for width " + number(facts.width) +
           ", so the alignments come from the nearest wider integer entry, " +
           key + kAlignmentValueMeaning + "; " + sizeText;
  case LayoutRule::IntegerWidestEntry:
    return "every integer entry is narrower than " + count(facts.width, "bit") +
           ", so the alignments come from the widest one, " + key +
           kAlignmentValueMeaning + "; " + sizeText;
  default:
    return "no integer entry in scope, so MLIR's builtin rule applies: " +
           sizeText +
           "; ABI alignment is the size rounded up to a power of two below "
           "64 bits and 4 bytes from 64 bits on, preferred alignment the "
           "size rounded up to a power of two";
  }
}

std::string ReasonWriter::operator()(const FloatFacts &facts) const {
  if (reason.rule == LayoutRule::ExactEntry)
    return "the entry for " + entryKey() + " sets the alignments" +
           kAlignmentValueMeaning + "; the size is the bit width " +
           number(facts.width) + " in bytes";
  return "no entry for " + reason.subject +
         ", so MLIR's builtin rule applies: size is the bit width in bytes, "
         "ABI and preferred alignment the size rounded up to a power of two";
}

std::string ReasonWriter::operator()(const IndexFacts &facts) const {
  std::string asInteger =
      "index is laid out as the integer i" + std::to_string(facts.bitwidth);
  if (!reason.entries.empty())
    return "the entry for index sets its bitwidth to " +
           number(facts.bitwidth) + "; " + asInteger;
  return "no entry for index, so its bitwidth is MLIR's default " +
         number(facts.bitwidth) + "; " + asInteger;
}

std::string ReasonWriter::operator()(const VectorFacts &facts) const {
  std::string text =
      "the innermost dimension " + number(facts.innermost) +
      (facts.innermost == facts.roundedInnermost
           ? " is a power of two"
           : " is rounded up to " + number(facts.roundedInnermost)) +
      "; " + count(facts.elementCount, "element") + " × " +
      count(facts.elementSize, "byte") + " of " + facts.elementType;
  if (facts.scalable)
    text += ", times vscale (scalable)";
  return text + "; ABI and preferred alignment are the size rounded up to a "
                "power of two";
}

std::string ReasonWriter::operator()(const ComplexFacts &facts) const {
  return "laid out as two " + facts.elementType +
         " values (real, imaginary) of " + count(facts.elementSize, "byte") +
         " each; the imaginary part starts at offset " +
         number(facts.imaginaryOffset) +
         " (the real part padded to the element's preferred alignment as "
         "MLIR's default rule for " +
         facts.elementType + " computes it); alignments are the element's";
}

std::string ReasonWriter::operator()(const PointerFacts &facts) const {
  if (reason.rule == LayoutRule::PointerEntry)
    return "the entry for " + entryKey() +
           " (value [size, ABI, preferred, index] in bits) sets the pointer "
           "layout";
  if (facts.addressSpace == 0)
    return "no entry for address space 0, so MLIR's default applies: 64-bit "
           "pointers, 8-byte alignment, 64-bit index";
  return "no entry for address space " + number(facts.addressSpace) +
         ", so the pointer is laid out as one of address space 0";
}

std::string ReasonWriter::operator()(const StructFacts &facts) const {
  std::string scalable =
      facts.scalableFields
          ? "; a field of scalable size counts with its minimum size "
            "(vscale = 1), as in MLIR 22, so later offsets are minimums and "
            "the struct's size is scalable only when its last field of "
            "non-zero size is"
          : "";
  return describeStruct(facts) + scalable;
}

std::string ReasonWriter::describeStruct(const StructFacts &facts) const {
  switch (facts.kind) {
  case StructFacts::Kind::Opaque:
    return "opaque struct (no body): MLIR lays it out as an empty struct";
  case StructFacts::Kind::Packed:
    return "packed struct: fields follow each other without padding";
  case StructFacts::Kind::Aligned:
    break;
  }
  return std::string("fields are placed in order, each at the next multiple "
                     "of its ABI alignment; the size is rounded up to the "
                     "struct's alignment, the largest field alignment") +
         (reason.entries.empty()
              ? ""
              : " or the struct entry's, whichever is larger");
}

std::string ReasonWriter::operator()(const ArrayFacts &facts) const {
  return count(facts.elementCount, "element") + " of " + facts.elementType +
         ", each " + count(facts.elementSize, "byte") +
         " padded to its ABI alignment " +
         count(facts.elementAlignment, "byte") +
         "; the array has the element's alignments";
}

std::string ReasonWriter::operator()(const InterfaceFacts &facts) const {
  size_t entries = reason.entries.size();
  std::string from =
      entries == 0 ? std::string("no entries")
                   : number(entries) + (entries == 1 ? " entry" : " entries");
  std::string text =
      "computed by the '" + facts.dialect + "' dialect's type from " + from +
      " of its class: MLIR called its getTypeSizeInBits, getABIAlignment and "
      "getPreferredAlignment hooks, and rounds the bits up to bytes";
  if (facts.ignoredTypeSize)
    text += "; its own getTypeSize hook says " +
            count(*facts.ignoredTypeSize, "byte") +
            ", but MLIR 22 never calls it";
  return text;
}

std::string ReasonWriter::operator()(const MemRefFacts &facts) const {
  std::string text =
      std::string("MLIR 22 has no memref layout; a memref value is laid out "
                  "as its ") +
      (reason.rule == LayoutRule::MemRefBare
           ? "bare-pointer lowering"
           : "LLVM descriptor (allocated and aligned pointers, offset, sizes "
             "and strides)") +
      ", " + facts.lowered + ", with " + number(facts.indexBitwidth) +
      "-bit index fields; model '" +
      (reason.rule == LayoutRule::MemRefBare ? "bare" : "descriptor") + "' " +
      (reason.entries.empty() ? "by default" : "from the spec entry") + ".";
  for (const std::string &type : facts.nonIntegerSpaces)
    text += " The memory space of " + type +
            " is not an integer; its pointers are laid out as address space "
            "0.";
  return text;
}

std::string ReasonWriter::operator()(const DeclaredFacts &facts) const {
  std::string origin = "rule " + std::to_string(facts.ruleNumber) + " of " +
                       facts.file + " (`" + facts.pattern + "`)";
  if (facts.asType)
    return "laid out as " + *facts.asType + " by " + origin;
  return "declared by " + origin;
}

std::string ReasonWriter::operator()(const ScopeOpFacts &facts) const {
  return "computed by the query hooks of the scope op '" + facts.op +
         "' (its DataLayoutOpInterface overrides MLIR's rules for this type)";
}

std::string mlir::layout::describeScopeAssumption(const LayoutResult &result) {
  if (!result.assumedScopeOp)
    return "";
  return "assumes unregistered op `" + *result.assumedScopeOp +
         "` is a data layout scope";
}

std::string mlir::layout::describeNumbers(const TypeLayout &numbers,
                                          NumberFormat format) {
  std::string text = "size " + formatCount(numbers.size, "byte", format);
  if (numbers.scalable)
    text += " × vscale";
  text += ", ABI alignment " +
          formatCount(numbers.abiAlignment, "byte", format) +
          ", preferred alignment " +
          formatCount(numbers.preferredAlignment, "byte", format);
  if (numbers.indexBitwidth)
    text += ", index " + formatCount(*numbers.indexBitwidth, "bit", format);
  return text;
}

std::string mlir::layout::describeReason(const Reason &reason,
                                         NumberFormat format,
                                         bool withNumbers) {
  std::string text = std::visit(ReasonWriter(reason, format), reason.facts);
  if (withNumbers && reason.numbers)
    text += " (" + describeNumbers(*reason.numbers, format) + ")";
  return text;
}

std::string mlir::layout::describeReasonOf(const LayoutResult &result,
                                           const Reason &reason,
                                           NumberFormat format) {
  return describeReason(reason, format, reason.subject != result.type);
}

std::string mlir::layout::describeNoLayout(const LayoutResult &result) {
  if (!result.noLayoutCause ||
      result.noLayoutCause->kind != NoLayoutCause::Kind::DialectNotLoaded)
    return result.noLayoutReason;
  const NoLayoutCause &cause = *result.noLayoutCause;
  std::string hint = "; load the '" + cause.dialect +
                     "' dialect with --load-dialect-plugin (VS Code: "
                     "mlirLayout.dialectPlugins), or declare the layout of " +
                     cause.type + " in a .mlir-layout.json";
  if (cause.type == result.type)
    return "dialect not loaded: " + cause.type + " belongs to the '" +
           cause.dialect + "' dialect, which is not loaded, so nothing " +
           "defines its layout" + hint;
  return result.noLayoutReason + hint;
}
