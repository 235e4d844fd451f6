//===- DiagnosticCodes.h - Every diagnostic code, named ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every stable code a diagnostic carries (`SpecIssue::code`, the server's
// own `layout-file-error` and `analysis-crashed`), each defined once as a
// named constant (`codes::kDefaultInUse`; the three the document writes
// are in mlir-layout/Core/DocumentCodes.h), and the catalog of them: for
// each, the severity it usually has, one sentence of help, and the
// documentation file and section that describe it. SARIF output lists the
// catalog as its rules.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_DIAGNOSTICCODES_H
#define MLIR_LAYOUT_CHECK_DIAGNOSTICCODES_H

#include "mlir-layout/Core/DocumentCodes.h"
#include "mlir-layout/Core/LayoutInfo.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace layout {
namespace codes {

/// A spec entry's value is not of the kind its key needs.
inline constexpr llvm::StringLiteral kWrongValueKind =
    "layout-wrong-value-kind";
/// A dense value whose elements are not 64-bit integers.
inline constexpr llvm::StringLiteral kWrongElementType =
    "layout-wrong-element-type";
/// A type entry with the wrong number of values.
inline constexpr llvm::StringLiteral kWrongVectorLength =
    "layout-wrong-vector-length";
/// A zero or negative alignment, size or bitwidth.
inline constexpr llvm::StringLiteral kZeroValue = "layout-zero-value";
/// An alignment that is not a power-of-two number of bytes.
inline constexpr llvm::StringLiteral kAlignmentNotPowerOfTwo =
    "layout-alignment-not-power-of-two";
/// A preferred alignment below the ABI alignment.
inline constexpr llvm::StringLiteral kPreferredBelowABI =
    "layout-preferred-below-abi";
/// A `dlti.*` key MLIR 22 does not know.
inline constexpr llvm::StringLiteral kUnknownDLTIKey =
    "layout-unknown-dlti-key";
/// A DLTI key written without `dlti.`.
inline constexpr llvm::StringLiteral kUnprefixedDLTIKey =
    "layout-unprefixed-dlti-key";
/// An entry for a type of a dialect that is not loaded.
inline constexpr llvm::StringLiteral kUncheckedEntry = "layout-unchecked-entry";
/// An entry MLIR's DLTI verifier rejects.
inline constexpr llvm::StringLiteral kInvalidEntry = "layout-invalid-entry";
/// One spec names a key twice.
inline constexpr llvm::StringLiteral kDuplicateKey = "layout-duplicate-key";
/// An entry with the value its scope already inherits.
inline constexpr llvm::StringLiteral kRedundantEntry = "layout-redundant-entry";
/// Entries written as `#dlti.dl_entry<k, v>`.
inline constexpr llvm::StringLiteral kLegacyEntrySyntax =
    "layout-legacy-entry-syntax";
/// An entry keyed by `"memref"` (the RFC's spelling), which MLIR ignores;
/// the memref value model is `"mlir_layout.memref_model"`.
inline constexpr llvm::StringLiteral kMemRefModelKey =
    "layout-memref-model-key";
/// A nested entry raises an alignment or does not divide the enclosing one.
inline constexpr llvm::StringLiteral kIncompatibleAlignment =
    "layout-incompatible-alignment";
/// A nested scope changes the index bitwidth.
inline constexpr llvm::StringLiteral kIncompatibleIndexBitwidth =
    "layout-incompatible-index-bitwidth";
/// A nested scope changes a pointer's size.
inline constexpr llvm::StringLiteral kIncompatiblePointerSize =
    "layout-incompatible-pointer-size";
/// A nested scope changes a pointer's index width.
inline constexpr llvm::StringLiteral kIncompatiblePointerIndex =
    "layout-incompatible-pointer-index";
/// A nested scope redefines a pointer layout (strict policy).
inline constexpr llvm::StringLiteral kIncompatiblePointerLayout =
    "layout-incompatible-pointer-layout";
/// A nested scope changes a DLTI scope key.
inline constexpr llvm::StringLiteral kIncompatibleScopeKey =
    "layout-incompatible-scope-key";
/// A nested identifier entry its dialect does not combine.
inline constexpr llvm::StringLiteral kIdentifierDoesNotCombine =
    "layout-identifier-does-not-combine";
/// MLIR cannot combine specs of different classes (or a dialect's own spec
/// class refuses the enclosing specs).
inline constexpr llvm::StringLiteral kSpecDoesNotCombine =
    "layout-spec-does-not-combine";
/// A dialect type's hook rejects the nested entries of its class.
inline constexpr llvm::StringLiteral kIncompatibleTypeEntries =
    "layout-incompatible-type-entries";
/// A spec omits some of its type class's inherited entries (redefine-all).
inline constexpr llvm::StringLiteral kIncompleteRedefinition =
    "layout-incomplete-redefinition";
/// A `dlti.dl_spec` on an op that is not a data layout scope.
inline constexpr llvm::StringLiteral kSpecIgnored = "layout-spec-ignored";
/// A `dlti.dl_spec` on an unregistered op, assumed to be a scope.
inline constexpr llvm::StringLiteral kAssumedScope = "layout-assumed-scope";
/// MLIR cannot parse the file.
inline constexpr llvm::StringLiteral kMLIRParseError = "mlir-parse-error";
/// MLIR's verifier rejects an op.
inline constexpr llvm::StringLiteral kMLIRVerifierError = "mlir-verifier-error";
/// Two devices of a target system spec with the same ID.
inline constexpr llvm::StringLiteral kDeviceRepeatedID =
    "layout-device-repeated-id";
/// A target device spec names a property twice.
inline constexpr llvm::StringLiteral kDeviceDuplicateKey =
    "layout-device-duplicate-key";
/// An empty `#dlti.target_device_spec`.
inline constexpr llvm::StringLiteral kEmptyDeviceSpec =
    "layout-empty-device-spec";
/// An empty `#dlti.target_system_spec`.
inline constexpr llvm::StringLiteral kEmptySystemSpec =
    "layout-empty-system-spec";
/// A device whose value is not a `#dlti.target_device_spec`.
inline constexpr llvm::StringLiteral kDeviceNotADeviceSpec =
    "layout-device-not-a-device-spec";
/// A type used as a device ID or device property key.
inline constexpr llvm::StringLiteral kDeviceTypeKey = "layout-device-type-key";
/// A `dlti.target_system_spec` that is not a target system spec.
inline constexpr llvm::StringLiteral kSystemSpecWrongKind =
    "layout-system-spec-wrong-kind";
/// Another DLTI attribute hides the target system spec from dlti::query.
inline constexpr llvm::StringLiteral kDeviceSpecShadowed =
    "layout-device-spec-shadowed";
/// `llvm.data_layout` and the `dlti.dl_spec` disagree.
inline constexpr llvm::StringLiteral kLLVMDataLayoutMismatch =
    "layout-llvm-data-layout-mismatch";
/// `llvm.data_layout` disagrees with its target's layout.
inline constexpr llvm::StringLiteral kLLVMDataLayoutTargetMismatch =
    "layout-llvm-data-layout-target-mismatch";
/// An `llvm.target_triple` that is not a string.
inline constexpr llvm::StringLiteral kTargetTripleNotAString =
    "layout-target-triple-not-a-string";
/// An `llvm.data_layout` string LLVM rejects.
inline constexpr llvm::StringLiteral kLLVMDataLayoutMalformed =
    "layout-llvm-data-layout-malformed";
/// The spec disagrees with the layout of the module's LLVM target.
inline constexpr llvm::StringLiteral kTargetMismatch = "layout-target-mismatch";
/// MLIR's default layout for a used type LLVM lays out differently.
inline constexpr llvm::StringLiteral kDefaultInUse = "layout-default-in-use";
/// An index entry unlike the target's pointer index width.
inline constexpr llvm::StringLiteral kIndexWidthMismatch =
    "layout-index-width-mismatch";
/// A target triple this LLVM does not know.
inline constexpr llvm::StringLiteral kUnknownTarget = "layout-unknown-target";
/// With --compare-llvm: LLVM IR lays out a used type differently.
inline constexpr llvm::StringLiteral kLLVMDisagrees = "layout-llvm-disagrees";
/// A cast between types whose sizes differ under the scope's layout.
inline constexpr llvm::StringLiteral kCastSizeMismatch =
    "layout-cast-size-mismatch";
/// An allocation aligned below its contents' ABI alignment.
inline constexpr llvm::StringLiteral kAllocationUnderaligned =
    "layout-allocation-underaligned";
/// An alloca outside the address space an AMDGPU target requires (5).
inline constexpr llvm::StringLiteral kAllocaAddressSpace =
    "layout-alloca-address-space";
/// A problem in a `.mlir-layout.json` layout file.
inline constexpr llvm::StringLiteral kLayoutFileError = "layout-file-error";
/// MLIR crashed while analysing the file.
inline constexpr llvm::StringLiteral kAnalysisCrashed = "analysis-crashed";
/// With --report-padding: another field order makes a used struct smaller.
inline constexpr llvm::StringLiteral kSmallerFieldOrder =
    "layout-smaller-field-order";

} // namespace codes

/// One diagnostic code.
struct DiagnosticCodeInfo {
  /// The code, e.g. `layout-incompatible-alignment`.
  llvm::StringRef code;
  /// The severity the code has by default (some codes are raised or lowered
  /// per occurrence, e.g. `layout-zero-value`).
  Severity severity;
  /// One sentence saying what the code reports.
  const char *help;
  /// The file under `docs/` that documents the code (`compatibility.md`).
  const char *docFile;
  /// The GitHub-style anchor of the section documenting it there.
  const char *docAnchor;
};

/// Every code a diagnostic of mlir-layout or mlir-layout-lsp can carry, in
/// a stable order.
llvm::ArrayRef<DiagnosticCodeInfo> getDiagnosticCodes();

/// The catalog index of `code`, or -1 when it is not a known code.
int findDiagnosticCode(llvm::StringRef code);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_DIAGNOSTICCODES_H
