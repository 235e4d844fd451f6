// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DiagnosticCodes.cpp - Every diagnostic code and its summary --------===//
//
// Keep in step with the codes the checks emit: the SARIF test compares this
// list with the codes written in lib/ and with the documentation anchors.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Check/DiagnosticCodes.h"

using namespace mlir::layout;

namespace {
constexpr const char *kCompat = "compatibility.md";
constexpr const char *kLLVM = "llvm.md";
constexpr const char *kOwn = "checks-of-each-spec-on-its-own";
constexpr const char *kCross = "cross-scope-codes";
constexpr const char *kScopes = "scopes";
constexpr const char *kOther = "other-codes";
constexpr Severity kError = Severity::Error;
constexpr Severity kWarning = Severity::Warning;
constexpr Severity kNote = Severity::Note;

const DiagnosticCodeInfo kCodes[] = {
    // Each spec on its own.
    {codes::kWrongValueKind, kError,
     "A spec entry's value is not of the kind its key needs.", kCompat, kOwn},
    {codes::kWrongElementType, kError,
     "A dense value whose elements are not the 64-bit integers MLIR reads.",
     kCompat, kOwn},
    {codes::kWrongVectorLength, kError,
     "A type entry with the wrong number of values.", kCompat, kOwn},
    {codes::kZeroValue, kWarning,
     "A zero or negative alignment, size or bitwidth (an error where the "
     "file needs it or MLIR rejects it).",
     kCompat, kOwn},
    {codes::kAlignmentNotPowerOfTwo, kError,
     "An alignment that is not a power-of-two number of bytes.", kCompat, kOwn},
    {codes::kPreferredBelowABI, kError,
     "A preferred alignment below the ABI alignment.", kCompat, kOwn},
    {codes::kUnknownDLTIKey, kError, "A dlti.* key MLIR 22 does not know.",
     kCompat, kOwn},
    {codes::kUnprefixedDLTIKey, kWarning,
     "A DLTI key written without 'dlti.', which MLIR does not read.", kCompat,
     kOwn},
    {codes::kUncheckedEntry, kNote,
     "An entry for a type of a dialect that is not loaded, which only that "
     "dialect can check.",
     kCompat, kOwn},
    {codes::kInvalidEntry, kError, "An entry MLIR's DLTI verifier rejects.",
     kCompat, kOwn},
    {codes::kDuplicateKey, kError, "One spec names a key twice.", kCompat,
     kOwn},
    {codes::kRedundantEntry, kWarning,
     "An entry with the value the scope already inherits.", kCompat, kOwn},
    {codes::kLegacyEntrySyntax, kNote,
     "An entry written as #dlti.dl_entry<k, v> instead of k = v.", kCompat,
     kOwn},
    // Nested specs against their ancestors.
    {codes::kIncompatibleAlignment, kError,
     "A nested entry raises an alignment or does not divide the enclosing "
     "one.",
     kCompat, kCross},
    {codes::kIncompatibleIndexBitwidth, kError,
     "A nested scope changes the index bitwidth.", kCompat, kCross},
    {codes::kIncompatiblePointerSize, kError,
     "A nested scope changes a pointer's size.", kCompat, kCross},
    {codes::kIncompatiblePointerIndex, kError,
     "A nested scope changes a pointer's index width.", kCompat, kCross},
    {codes::kIncompatiblePointerLayout, kError,
     "A nested scope redefines a pointer layout with another value (strict "
     "policy).",
     kCompat, kCross},
    {codes::kIncompatibleScopeKey, kError,
     "A nested scope changes the value of a DLTI scope key.", kCompat, kCross},
    {codes::kIdentifierDoesNotCombine, kError,
     "A nested scope changes an identifier key its dialect does not combine.",
     kCompat, kCross},
    {codes::kSpecDoesNotCombine, kError,
     "MLIR cannot combine a nested spec with the enclosing ones: a "
     "#dlti.dl_spec inside a spec of a dialect's own class, or that class's "
     "combineWith refuses them.",
     kCompat, kCross},
    {codes::kIncompatibleTypeEntries, kError,
     "A dialect type's compatibility hook rejects the nested entries of its "
     "type class.",
     kCompat, kCross},
    {codes::kIncompleteRedefinition, kError,
     "A spec mentions a type class but omits some of the parent's entries "
     "of that class (redefine-all policy).",
     kCompat, kCross},
    // Scopes and MLIR's verifier.
    {codes::kSpecIgnored, kWarning,
     "A dlti.dl_spec on an op that is not a data layout scope.", kCompat,
     kScopes},
    {codes::kAssumedScope, kWarning,
     "A dlti.dl_spec on an op of an unloaded dialect, assumed to be a scope.",
     kCompat, kScopes},
    {codes::kMultipleLayoutAttributes, kError,
     "A module with two data layout attributes.", kCompat, kScopes},
    {codes::kVerifierError, kError,
     "An error of an op's verifier that reads its spec.", kCompat, kScopes},
    {codes::kMLIRParseError, kError, "MLIR cannot parse the file.", kCompat,
     kOther},
    {codes::kSpecUnread, kError,
     "In a file MLIR cannot parse, a data layout attribute that does not "
     "parse either: its scope cannot be known.",
     kCompat, kOther},
    {codes::kMLIRVerifierError, kError, "MLIR's verifier rejects an op.",
     kCompat, kOther},
    // Target system specs.
    {codes::kDeviceRepeatedID, kError,
     "Two devices of a target system spec with the same ID.", kCompat,
     "target-system-specs"},
    {codes::kDeviceDuplicateKey, kError,
     "A target device spec names a property twice.", kCompat,
     "target-system-specs"},
    {codes::kEmptyDeviceSpec, kError, "An empty #dlti.target_device_spec.",
     kCompat, "target-system-specs"},
    {codes::kEmptySystemSpec, kError, "An empty #dlti.target_system_spec.",
     kCompat, "target-system-specs"},
    {codes::kDeviceNotADeviceSpec, kError,
     "A device whose value is not a #dlti.target_device_spec.", kCompat,
     "target-system-specs"},
    {codes::kDeviceTypeKey, kError,
     "A type used as a device ID or device property key.", kCompat,
     "target-system-specs"},
    {codes::kSystemSpecWrongKind, kError,
     "A dlti.target_system_spec attribute that is not a target system spec.",
     kCompat, "target-system-specs"},
    {codes::kDeviceSpecShadowed, kWarning,
     "Another DLTI attribute of the op hides the target system spec from "
     "dlti::query.",
     kCompat, "target-system-specs"},
    // LLVM's layout.
    {codes::kLLVMDataLayoutMismatch, kError,
     "llvm.data_layout and the dlti.dl_spec disagree on a type the scope "
     "uses (a warning for types nothing uses and for DLTI keys).",
     kLLVM, "diagnostics"},
    {codes::kLLVMDataLayoutTargetMismatch, kError,
     "llvm.data_layout disagrees with its target's layout on a type the "
     "scope uses or on byte order (a warning for types nothing uses).",
     kLLVM, "targets-and-mlirs-defaults"},
    {codes::kTargetTripleNotAString, kError,
     "An llvm.target_triple that is not a string: MLIR 22's translation "
     "crashes on it.",
     kLLVM, "targets-and-mlirs-defaults"},
    {codes::kLLVMDataLayoutMalformed, kError,
     "An llvm.data_layout string LLVM rejects.", kLLVM, "diagnostics"},
    {codes::kTargetMismatch, kError,
     "The spec disagrees with the layout of the module's LLVM target on a "
     "type the scope uses (a warning for types nothing uses).",
     kLLVM, "targets-and-mlirs-defaults"},
    {codes::kDefaultInUse, kError,
     "A module headed for LLVM leaves MLIR's default layout for a type it "
     "uses that LLVM lays out differently (a warning against LLVM's default "
     "layout).",
     kLLVM, "targets-and-mlirs-defaults"},
    {codes::kIndexWidthMismatch, kWarning,
     "An index entry unlike the target's pointer index width.", kLLVM,
     "targets-and-mlirs-defaults"},
    {codes::kUnknownTarget, kNote,
     "A target triple this LLVM does not know; nothing is compared with it.",
     kLLVM, "targets-and-mlirs-defaults"},
    {codes::kLLVMDisagrees, kWarning,
     "With --compare-llvm: LLVM IR lays out a type used in the scope "
     "differently from MLIR.",
     kCompat, "mlirs-answers-against-llvm-irs-check---compare-llvm"},
    // Ops whose validity depends on the layout.
    {codes::kCastSizeMismatch, kError,
     "A cast between types whose sizes differ under the scope's layout "
     "(a warning for a memref.view past its source).",
     kCompat, kOther},
    {codes::kAllocationUnderaligned, kWarning,
     "An allocation whose alignment is below its contents' ABI alignment "
     "under the scope's layout.",
     kCompat, kOther},
    {codes::kAllocaAddressSpace, kError,
     "An llvm.alloca outside address space 5 on an AMDGPU target, which "
     "LLVM rejects (a warning for the allocas the OpenMP translation "
     "creates in the data layout's alloca address space).",
     kCompat, kOther},
    // The tools themselves.
    {codes::kLayoutFileError, kError,
     "A problem in a .mlir-layout.json layout file.", kCompat, kOther},
    {codes::kAnalysisCrashed, kError,
     "MLIR crashed while analysing the file; nothing was checked.", kCompat,
     kOther},
    // Added after the table's order became SARIF rule indices.
    {codes::kMemRefModelKey, kNote,
     "An entry keyed by \"memref\", which MLIR ignores; the memref value "
     "model is chosen with \"mlir_layout.memref_model\".",
     kCompat, kOwn},
    {codes::kSmallerFieldOrder, kNote,
     "With --report-padding: another order of a used struct's fields would "
     "make it smaller.",
     kCompat, kOther},
};
} // namespace

llvm::ArrayRef<DiagnosticCodeInfo> mlir::layout::getDiagnosticCodes() {
  return kCodes;
}

int mlir::layout::findDiagnosticCode(llvm::StringRef code) {
  for (size_t i = 0; i < std::size(kCodes); ++i)
    if (code == kCodes[i].code)
      return int(i);
  return -1;
}
