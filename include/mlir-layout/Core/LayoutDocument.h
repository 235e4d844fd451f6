//===- LayoutDocument.h - A parsed .mlir file and its scopes ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Parses one `.mlir` buffer with MLIR 22's parser (the tool's dialects
// registered, unregistered dialects allowed, no verification during the
// parse), records where every op is written, builds the scope tree and runs
// MLIR's verifier in a way that avoids its nested-spec crash. Query objects
// per scope are created on first use and kept for the life of the document.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_LAYOUTDOCUMENT_H
#define MLIR_LAYOUT_CORE_LAYOUTDOCUMENT_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/LayoutRules.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Core/ScopedDataLayout.h"
#include "mlir-layout/MemRef/MemRefModel.h"

#include "mlir/IR/Block.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace mlir {
class AsmParserState;
class MLIRContext;

namespace layout {

/// A message from MLIR about the document: parse and verifier errors.
struct DocumentDiagnostic {
  /// How serious it is.
  Severity severity = Severity::Error;
  /// Where it points.
  SourcePos where;
  /// The message, as MLIR or the engine wrote it.
  std::string message;
  /// A stable code for MLIR diagnostics the engine classifies itself
  /// (`layout-multiple-layout-attributes`, `layout-verifier-error`); empty
  /// for ordinary parse and verifier diagnostics.
  std::string code;
  /// Attached notes (e.g. MLIR's "see current operation").
  std::vector<DocumentDiagnostic> notes;
};

/// One op result: what `mlir-layout query` reports a record for.
struct ResultSite {
  /// The op defining the result.
  Operation *op = nullptr;
  /// Result number.
  unsigned resultNumber = 0;
  /// Where the op's name is written.
  SourcePos where;
};

/// An SSA value written in the text: its definition or one of its uses.
struct ValueSite {
  /// The name's range (`%0`, `%arg1`).
  llvm::SMRange range;
  /// The value.
  Value value;
  /// The op that defines it, or that owns the block of a block argument.
  Operation *owner = nullptr;
};

/// Where and why MLIR could not parse a document.
struct ParseFailure {
  /// MLIR's first error.
  SourcePos where;
  /// Its message.
  std::string message;
  /// The dialect it says is not loaded (`Dialect `hw' not found for custom
  /// op`), or empty.
  std::string missingDialect;
};

/// Where a document's answers come from.
enum class DocumentReading {
  /// MLIR parsed it.
  Parsed,
  /// MLIR could not parse it; its data layout attributes were read as
  /// written (SpecsAsWritten.h).
  SpecsAsWritten,
  /// Nothing can be answered: it does not parse and could not be read.
  Unread,
};

/// Settings that change answers.
struct DocumentOptions {
  /// The memref value model where no spec entry selects one.
  MemRefModel memrefModel = MemRefModel::Descriptor;
  /// Declared layouts for types without one (`.mlir-layout.json`).
  std::shared_ptr<const LayoutRules> layoutRules;
  /// Lines before the buffer in its file (a `// -----` chunk): reported
  /// lines, and scope names like `builtin.module@LINE`, are file lines.
  unsigned firstLineOffset = 0;
};

/// What a reader learnt about the ops below the spec holders (function
/// bodies): the checks' answers that depend on them (an edit inside a body
/// keeps every other answer; Features/IncrementalAnalysis.h).
struct BodyReads {
  /// The types of op results (getResultSites).
  bool resultTypes = false;
  /// Whether a scope holds LLVM dialect ops (containsLLVMOps).
  bool llvmOps = false;
};

/// Ops that are part of a document's IR only while it is verified (not of
/// its text, scopes or indexes): the declarations of symbols that a partial
/// text refers to but does not hold (Features/FunctionReparse.h).
struct VerifyOnlyOps {
  /// The byte offset of the `builtin.module` op whose body receives them;
  /// std::nullopt: the top level.
  std::optional<size_t> moduleOffset;
  /// The ops, in MLIR's generic form.
  std::string text;
};

/// A parsed document with its scope tree and per-scope query objects.
class LayoutDocument {
public:
  /// Parses `buffer`. Always returns a document; parse errors are in
  /// getDiagnostics() and leave an empty body.
  static std::unique_ptr<LayoutDocument>
  parse(std::unique_ptr<llvm::MemoryBuffer> buffer,
        const DocumentOptions &options = {});
  /// Parses `buffer` and verifies it with `verifyOnly` added to its IR for
  /// the verification alone. A diagnostic located in those ops has no
  /// place in the text (`where` unknown); one of them that does not parse,
  /// or whose module is not there, sets verifyOnlyOpsFailed().
  static std::unique_ptr<LayoutDocument>
  parse(std::unique_ptr<llvm::MemoryBuffer> buffer,
        const DocumentOptions &options,
        llvm::ArrayRef<VerifyOnlyOps> verifyOnly);
  /// True when ops given to parse() for verification could not be added.
  bool verifyOnlyOpsFailed() const { return verifyOnlyFailed; }
  /// Reads `buffer` the way a document that does not parse is read (its
  /// specs as written, SpecsAsWritten.h) without asking MLIR's parser: the
  /// differential tests compare this reading with the parse.
  static std::unique_ptr<LayoutDocument>
  readAsWrittenOnly(std::unique_ptr<llvm::MemoryBuffer> buffer,
                    const DocumentOptions &options = {});
  /// The options the document was parsed with.
  const DocumentOptions &getOptions() const { return options; }
  ~LayoutDocument();

  /// True when the text parsed (verifier errors do not change this).
  bool isParsed() const { return parsed; }
  /// Where answers come from: the parse, the specs as written, or nowhere.
  DocumentReading getReading() const { return reading; }
  /// True when the document answers: it parsed, or its specs were read as
  /// written (every answer then says so).
  bool canAnswer() const { return reading != DocumentReading::Unread; }
  /// Why the text does not parse (set exactly when isParsed() is false).
  const std::optional<ParseFailure> &getParseFailure() const {
    return parseFailure;
  }
  /// With the specs read as written: how many ops with results got none
  /// (their result types are written in their dialect's own syntax).
  unsigned getOpsWithoutResultTypes() const { return opsWithoutResultTypes; }
  /// Parse and verifier diagnostics in source order (spec entries are
  /// checked by checkSpecs, see SpecChecker.h).
  llvm::ArrayRef<DocumentDiagnostic> getDiagnostics() const {
    return diagnostics;
  }
  /// True when some diagnostic is an error.
  bool hasErrors() const;

  /// The top-level ops of the document (empty when it did not parse).
  Block &getBody() { return body; }

  /// The scopes of the document.
  const ScopeTree &getScopes() const { return *scopes; }
  /// The query object of `scope` (created on first use).
  ScopedDataLayout &getLayout(const LayoutScope &scope);
  /// Forgets every scope's query object and its cached results (the next
  /// getLayout creates it again); no reference from getLayout may be held.
  void releaseLayouts() { layouts.clear(); }
  /// Forgets the query objects of every scope but `scope` and its
  /// ancestors (what a walk over the scopes in tree order needs again); no
  /// reference from getLayout to another scope's object may be held.
  void releaseLayoutsOutside(const LayoutScope &scope);
  /// Every op result in source order (noted in getBodyReads()).
  std::vector<ResultSite> getResultSites() const;
  /// Every op written in the document with its text range, sorted by
  /// start (noted in getBodyReads() as a read of result types: a reader
  /// may look at any op's types).
  llvm::ArrayRef<std::pair<llvm::SMRange, Operation *>> getWrittenOps() const {
    bodyReads.resultTypes = true;
    buildPositionIndexes();
    return opRanges;
  }
  /// True when `op` holds an op of the LLVM dialect (noted in
  /// getBodyReads()).
  bool containsLLVMOps(Operation *op) const;
  /// What was read of the ops' bodies since clearBodyReads().
  const BodyReads &getBodyReads() const { return bodyReads; }
  /// Starts noting reads of the ops' bodies afresh.
  void clearBodyReads() { bodyReads = {}; }
  /// The innermost op whose text contains `loc`, or null.
  Operation *findOpAt(llvm::SMLoc loc) const;
  /// The text of `op` (from its results, `%0 = `, when it has any, to its
  /// end), or std::nullopt for an op not written in the document.
  std::optional<llvm::SMRange> getOpRange(Operation *op) const;
  /// Where `op` is written (its name, as MLIR locates an op), or
  /// std::nullopt for an op the parser did not read (one made later).
  std::optional<SourcePos> locateOp(Operation *op) const;
  /// The innermost scope enclosing `loc`.
  const LayoutScope &findScopeAt(llvm::SMLoc loc) const;
  /// The SSA value named at `loc` (its end included). O(log n): value
  /// sites are indexed once per parse.
  std::optional<ValueSite> findValueAt(llvm::SMLoc loc) const;
  /// The spec entry whose text contains `loc` (end included): its scope and
  /// index. O(log n).
  std::optional<std::pair<const LayoutScope *, unsigned>>
  findEntryIndexAt(llvm::SMLoc loc) const;
  /// Builds the indexes of positions (ops, SSA names and spec entries by
  /// text position) unless built: the lookups above build them on first
  /// use, so that a parse's diagnostics need not wait for them; a caller
  /// that answers positions later (a language server, after publishing
  /// diagnostics) builds them ahead. Safe to call from any thread.
  void buildPositionIndexes() const;

  /// Parses a type written by the user in the document's context. The
  /// aliases the document defines are understood anywhere in the text
  /// (`!name`, `memref<4x!name>`, `memref<4xf32, #map>`). Returns null and
  /// sets `error` when the text is not a type.
  Type parseType(llvm::StringRef text, std::string &error);

  /// What the parser recorded about where things are written.
  const AsmParserState &getAsmState() const { return *asmState; }
  /// Converts ranges and line/column pairs of this document.
  const SourceLocator &getLocator() const { return *locator; }
  /// The document's text.
  llvm::StringRef getText() const {
    return sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
  }
  /// The byte offset of `loc` in getText().
  size_t getOffset(llvm::SMLoc loc) const {
    return loc.getPointer() - getText().data();
  }
  /// The buffer's name (the file path given to the tool).
  llvm::StringRef getFilename() const { return filename; }
  /// The document's MLIR context.
  MLIRContext *getContext() const { return context.get(); }

private:
  LayoutDocument() = default;
  static std::unique_ptr<LayoutDocument>
  load(std::unique_ptr<llvm::MemoryBuffer> buffer,
       const DocumentOptions &options, bool useParser,
       llvm::ArrayRef<VerifyOnlyOps> verifyOnly = {});
  /// Parses `verifyOnly` into the IR; returns the ops added.
  std::vector<Operation *>
  addVerifyOnlyOps(llvm::ArrayRef<VerifyOnlyOps> verifyOnly);
  void verifyWithoutNestedSpecs();
  /// A spec-valued attribute taken off its op while the IR is verified.
  struct DetachedSpec {
    Operation *op;
    StringAttr name;
    Attribute spec;
  };
  /// Verifies each op of `detached` alone with its specs back; reports
  /// what MLIR says then and the first pass (which reported nothing when
  /// `firstPassClean`) did not.
  void verifyEachSpecHolder(llvm::ArrayRef<DetachedSpec> detached,
                            bool firstPassClean);
  /// The attribute `held` goes back as while its op is verified alone, or
  /// std::nullopt when it stays detached.
  std::optional<Attribute> getVerifiedSpec(const LayoutScope &scope,
                                           const DetachedSpec &held) const;
  /// MLIR's diagnostics for `op` verified alone (not its nested ops).
  std::vector<DocumentDiagnostic> verifyAlone(Operation *op) const;
  /// verifyAlone() of a module (builtin or GPU) with the ops of its body
  /// set aside meanwhile (its symbol table and symbol uses unverified);
  /// verifyAlone() of any other op.
  std::vector<DocumentDiagnostic> verifyWithoutBody(Operation *op) const;
  DocumentDiagnostic convert(Diagnostic &diag) const;

  std::unique_ptr<MLIRContext> context;
  DocumentOptions options;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<SourceLocator> locator;
  std::unique_ptr<AsmParserState> asmState;
  Block body;
  bool parsed = false;
  /// Set when ops to verify with could not be added (addVerifyOnlyOps).
  bool verifyOnlyFailed = false;
  DocumentReading reading = DocumentReading::Unread;
  std::optional<ParseFailure> parseFailure;
  unsigned opsWithoutResultTypes = 0;
  /// Reads the specs as written after a failed parse; marks the scopes
  /// whose spec could not be read once the tree is built.
  struct UnreadMark {
    Operation *op;
    std::string why;
    /// The attribute's name and value, and MLIR's message.
    llvm::SMRange where;
    llvm::SMRange value;
    std::string message;
  };
  std::vector<UnreadMark> readAsWritten();
  void noteParseFailure();
  std::string filename;
  std::vector<DocumentDiagnostic> diagnostics;
  std::unique_ptr<ScopeTree> scopes;
  mutable BodyReads bodyReads;
  /// Fills the indexes of positions (buildPositionIndexes()).
  void buildIndexes() const;
  mutable std::once_flag indexed;
  /// A diagnostic when the text is too large or nests too deeply to parse.
  std::optional<DocumentDiagnostic> checkLimits() const;

  /// Op source ranges sorted by start, for position lookups.
  mutable std::vector<std::pair<llvm::SMRange, Operation *>> opRanges;
  /// SSA names (definitions and uses) sorted by start.
  mutable std::vector<ValueSite> valueSites;
  /// Spec entries sorted by start: range, scope, index.
  mutable std::vector<std::tuple<llvm::SMRange, const LayoutScope *, unsigned>>
      entrySites;
  llvm::DenseMap<const LayoutScope *, std::unique_ptr<ScopedDataLayout>>
      layouts;
};

/// Creates an MLIR context with the document dialects registered (see
/// DocumentDialects.h), unregistered dialects allowed and multithreading off.
std::unique_ptr<MLIRContext> createLayoutContext();

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_LAYOUTDOCUMENT_H
