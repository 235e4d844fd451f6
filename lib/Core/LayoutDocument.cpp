// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutDocument.cpp - A parsed .mlir file and its scopes ------------===//

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/DocumentCodes.h"
#include "mlir-layout/Core/DocumentDialects.h"
#include "mlir-layout/Core/SpecsAsWritten.h"
#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Support/MessageText.h"
#include "mlir-layout/Support/Printing.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <csignal>
#include <cstdlib>

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

/// The buffer name of the ops added for verification only (VerifyOnlyOps).
static constexpr llvm::StringLiteral kVerifyOnlyBuffer =
    "<mlir-layout: declarations for verification>";

std::unique_ptr<MLIRContext> mlir::layout::createLayoutContext() {
  auto context = std::make_unique<MLIRContext>(
      getDocumentDialects(), MLIRContext::Threading::DISABLED);
  // Threading::DISABLED only keeps the context from making a thread pool;
  // the uniquers keep their locks and per-thread caches (ThreadLocalCache)
  // unless told here. A context is used by one thread at a time (the one
  // that builds it, then requests under their document's request lock),
  // so neither is needed; the per-thread caches are also what made every
  // thread that touched a snapshot's context register with it, which
  // ThreadSanitizer, not seeing libMLIR's atomics, reported as races with
  // the thread that later frees the context.
  context->disableMultithreading();
  context->allowUnregisteredDialects(true);
  context->getOrLoadDialect<DLTIDialect>();
  // Memref values are laid out as LLVM types (MemRefModel.h).
  context->getOrLoadDialect<LLVM::LLVMDialect>();
  return context;
}

LayoutDocument::~LayoutDocument() {
  // Query objects and ops refer to the context: drop them first.
  layouts.clear();
  scopes.reset();
  body.clear();
}

DocumentDiagnostic LayoutDocument::convert(Diagnostic &diag) const {
  DocumentDiagnostic result;
  switch (diag.getSeverity()) {
  case DiagnosticSeverity::Error:
    result.severity = Severity::Error;
    break;
  case DiagnosticSeverity::Warning:
    result.severity = Severity::Warning;
    break;
  case DiagnosticSeverity::Note:
    result.severity = Severity::Note;
    break;
  case DiagnosticSeverity::Remark:
    result.severity = Severity::Remark;
    break;
  }
  result.message = diag.str();
  // A place in this text: the parser gives each op its own, but an op
  // written with `loc("other.c":3:4)` (LLVM IR imports carry their source
  // file's) has that one, and ops added for the verification only
  // (VerifyOnlyOps) have theirs; neither is a place here.
  FileLineColLoc loc;
  diag.getLocation()->walk([&](Location nested) {
    auto file = dyn_cast<FileLineColLoc>(nested);
    if (!file || file.getFilename() != filename)
      return WalkResult::advance();
    loc = file;
    return WalkResult::interrupt();
  });
  if (!loc)
    if (auto elsewhere = diag.getLocation()->findInstanceOf<FileLineColLoc>();
        elsewhere && elsewhere.getFilename() != kVerifyOnlyBuffer) {
      DocumentDiagnostic note;
      note.severity = Severity::Note;
      note.message = "MLIR places it at " + elsewhere.getFilename().str() +
                     ":" + std::to_string(elsewhere.getLine()) + ":" +
                     std::to_string(elsewhere.getColumn()) +
                     " (the op's location attribute)";
      result.notes.push_back(std::move(note));
    }
  if (loc) {
    // MLIR locates a diagnostic at a point; like MLIR's language server,
    // the range covers the token there (an op name, a string, a keyword).
    SMLoc start = locator->find(loc.getLine(), loc.getColumn());
    SMLoc end = start;
    if (start.isValid())
      end = SMLoc::getFromPointer(getText().data() +
                                  tokenEnd(getText(), getOffset(start)));
    result.where = locator->locate(SMRange(start, end));
  }
  for (Diagnostic &note : diag.getNotes())
    result.notes.push_back(convert(note));
  return result;
}

/// With MLIR_LAYOUT_TEST_CRASH_HOOK set, a document containing
/// `mlir-layout-test-crash: segv|abort|fatal` crashes the analysis the way
/// dialect code can, so tests can check that the tools survive it.
static void crashForTesting(llvm::StringRef text) {
  if (!getenv("MLIR_LAYOUT_TEST_CRASH_HOOK"))
    return;
  if (text.contains("mlir-layout-test-crash: segv"))
    raise(SIGSEGV);
  if (text.contains("mlir-layout-test-crash: abort"))
    abort();
  if (text.contains("mlir-layout-test-crash: fatal"))
    llvm::report_fatal_error("mlir-layout test crash");
}

std::unique_ptr<LayoutDocument>
LayoutDocument::parse(std::unique_ptr<llvm::MemoryBuffer> buffer,
                      const DocumentOptions &options) {
  return load(std::move(buffer), options, /*useParser=*/true);
}

std::unique_ptr<LayoutDocument>
LayoutDocument::parse(std::unique_ptr<llvm::MemoryBuffer> buffer,
                      const DocumentOptions &options,
                      llvm::ArrayRef<VerifyOnlyOps> verifyOnly) {
  return load(std::move(buffer), options, /*useParser=*/true, verifyOnly);
}

std::unique_ptr<LayoutDocument>
LayoutDocument::readAsWrittenOnly(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                  const DocumentOptions &options) {
  return load(std::move(buffer), options, /*useParser=*/false);
}

std::unique_ptr<LayoutDocument>
LayoutDocument::load(std::unique_ptr<llvm::MemoryBuffer> buffer,
                     const DocumentOptions &options, bool useParser,
                     llvm::ArrayRef<VerifyOnlyOps> verifyOnly) {
  std::unique_ptr<LayoutDocument> doc(new LayoutDocument());
  doc->options = options;
  doc->filename = buffer->getBufferIdentifier().str();
  doc->context = createLayoutContext();
  doc->sourceMgr.AddNewSourceBuffer(std::move(buffer), SMLoc());
  doc->locator =
      std::make_unique<SourceLocator>(doc->sourceMgr, options.firstLineOffset);
  doc->asmState = std::make_unique<AsmParserState>();
  crashForTesting(doc->getText());
  if (std::optional<DocumentDiagnostic> refusal = doc->checkLimits()) {
    doc->diagnostics.push_back(std::move(*refusal));
    doc->noteParseFailure();
    doc->scopes = ScopeTree::build(doc->body, *doc->asmState, *doc->locator);
    return doc;
  }
  if (useParser) {
    ScopedDiagnosticHandler handler(doc->context.get(), [&](Diagnostic &diag) {
      doc->diagnostics.push_back(doc->convert(diag));
      return success();
    });
    ParserConfig config(doc->context.get(), /*verifyAfterParse=*/false);
    doc->parsed = succeeded(parseAsmSourceFile(doc->sourceMgr, &doc->body,
                                               config, doc->asmState.get()));
  }
  std::vector<UnreadMark> unread;
  if (doc->parsed) {
    doc->reading = DocumentReading::Parsed;
  } else {
    // A failed parse may leave partial IR behind; never analyse it.
    doc->body.clear();
    doc->asmState = std::make_unique<AsmParserState>();
    unread = doc->readAsWritten();
  }
  doc->scopes = ScopeTree::build(doc->body, *doc->asmState, *doc->locator);
  for (const UnreadMark &mark : unread) {
    // A spec MLIR would ignore (on an op that is no scope) changes nothing.
    const LayoutScope *marked = doc->scopes->markUnread(mark.op, mark.why);
    if (!marked)
      continue;
    const LayoutScope &scope = *marked;
    // MLIR's parse error inside the attribute already says what is wrong.
    const char *failure = doc->parseFailure->where.range.Start.getPointer();
    if (mark.where.Start.getPointer() <= failure &&
        failure <= mark.value.End.getPointer())
      continue;
    DocumentDiagnostic diag;
    diag.severity = Severity::Error;
    diag.code = codes::kSpecUnread;
    diag.where = doc->locator->locate(mark.where);
    diag.message = "cannot know the layouts in " + abbreviatePath(scope.path) +
                   ": its " + abbreviate(getRangeText(mark.where)) +
                   " does not parse";
    DocumentDiagnostic note;
    note.severity = Severity::Note;
    note.where = diag.where;
    note.message = "MLIR: " + mark.message;
    diag.notes.push_back(std::move(note));
    doc->diagnostics.push_back(std::move(diag));
  }
  if (doc->parsed) {
    std::vector<Operation *> added = doc->addVerifyOnlyOps(verifyOnly);
    doc->verifyWithoutNestedSpecs();
    for (Operation *op : llvm::reverse(added))
      op->erase();
  }
  llvm::stable_sort(doc->diagnostics, [](const DocumentDiagnostic &a,
                                         const DocumentDiagnostic &b) {
    return std::make_pair(a.where.line, a.where.column) <
           std::make_pair(b.where.line, b.where.column);
  });
  return doc;
}

void LayoutDocument::noteParseFailure() {
  ParseFailure failure;
  for (const DocumentDiagnostic &diag : diagnostics)
    if (diag.severity == Severity::Error) {
      failure.where = diag.where;
      failure.message = diag.message;
      break;
    }
  // MLIR: "Dialect `hw' not found for custom op 'hw.module'".
  StringRef message = failure.message;
  if (size_t at = message.find("Dialect `"); at != StringRef::npos)
    failure.missingDialect =
        message.drop_front(at + 9)
            .take_until([](char c) { return c == '\'' || c == '`'; })
            .str();
  parseFailure = std::move(failure);
}

std::vector<LayoutDocument::UnreadMark> LayoutDocument::readAsWritten() {
  noteParseFailure();
  WrittenReading read =
      readSpecsAsWritten(sourceMgr, filename, context.get(), body, *asmState);
  std::vector<UnreadMark> marks;
  if (!read.read) {
    body.clear();
    asmState = std::make_unique<AsmParserState>();
    return marks;
  }
  reading = DocumentReading::SpecsAsWritten;
  opsWithoutResultTypes = read.opsWithoutResultTypes;
  for (const UnreadAttribute &attr : read.unread) {
    SourcePos where = locator->locate(attr.where);
    marks.push_back({attr.op,
                     "`" + getRangeText(attr.where).str() + "` at " +
                         std::to_string(where.line) + ":" +
                         std::to_string(where.column) + " does not parse (" +
                         attr.message + ")",
                     attr.where, attr.value, attr.message});
  }
  return marks;
}

/// Orders ranges by start.
static bool startsBefore(llvm::SMRange a, llvm::SMRange b) {
  return a.Start.getPointer() < b.Start.getPointer();
}

std::optional<DocumentDiagnostic> LayoutDocument::checkLimits() const {
  llvm::StringRef text = getText();
  DocumentDiagnostic diag;
  diag.severity = Severity::Error;
  if (text.size() > kMaxDocumentBytes) {
    diag.message = "the document has " +
                   std::to_string(text.size() / kBytesPerMiB) +
                   " MiB; mlir-layout analyses documents up to " +
                   std::to_string(kMaxDocumentBytes / kBytesPerMiB) + " MiB";
    diag.where = locator->locate(SMRange(SMLoc::getFromPointer(text.data()),
                                         SMLoc::getFromPointer(text.data())));
    return diag;
  }
  // Bracket depth outside strings and comments: MLIR's recursive parser
  // overflows its stack on very deep nesting.
  size_t deep = findNestingDeeperThan(text, kMaxNestingDepth);
  if (deep != StringRef::npos) {
    diag.message = "brackets nest deeper than " +
                   std::to_string(kMaxNestingDepth) +
                   " levels here; mlir-layout does not analyse the "
                   "document (MLIR's parser would overflow its stack)";
    SMLoc at = SMLoc::getFromPointer(text.data() + deep);
    diag.where = locator->locate(SMRange(at, at));
    return diag;
  }
  return std::nullopt;
}

/// The text of the op `def` records: from its results (`%0 = ...`) when it
/// has any, to its end.
static SMRange getWrittenRange(const AsmParserState::OperationDefinition &def) {
  SMRange range = def.scopeLoc;
  for (const auto &group : def.resultGroups)
    if (group.definition.loc.Start.getPointer() < range.Start.getPointer())
      range.Start = group.definition.loc.Start;
  return range;
}

void LayoutDocument::buildPositionIndexes() const {
  std::call_once(indexed, [this] { buildIndexes(); });
}

void LayoutDocument::buildIndexes() const {
  for (const AsmParserState::OperationDefinition &def : asmState->getOpDefs()) {
    for (const auto &group : def.resultGroups) {
      Value value = def.op->getResult(group.startIndex);
      valueSites.push_back({group.definition.loc, value, def.op});
      for (SMRange use : group.definition.uses)
        valueSites.push_back({use, value, def.op});
    }
    opRanges.push_back({getWrittenRange(def), def.op});
  }
  for (const AsmParserState::BlockDefinition &def : asmState->getBlockDefs())
    for (auto [index, arg] : llvm::enumerate(def.arguments)) {
      Value value = def.block->getArgument(index);
      Operation *owner = def.block->getParentOp();
      valueSites.push_back({arg.loc, value, owner});
      for (SMRange use : arg.uses)
        valueSites.push_back({use, value, owner});
    }
  llvm::sort(opRanges, [](const auto &a, const auto &b) {
    return startsBefore(a.first, b.first);
  });
  llvm::sort(valueSites, [](const ValueSite &a, const ValueSite &b) {
    return startsBefore(a.range, b.range);
  });
  for (const auto &scope : scopes->getScopes())
    if (scope->specSource)
      for (auto [index, entry] : llvm::enumerate(scope->specSource->entries))
        entrySites.push_back({entry.entry, scope.get(), unsigned(index)});
  llvm::sort(entrySites, [](const auto &a, const auto &b) {
    return startsBefore(std::get<0>(a), std::get<0>(b));
  });
}

std::vector<Operation *>
LayoutDocument::addVerifyOnlyOps(llvm::ArrayRef<VerifyOnlyOps> verifyOnly) {
  std::vector<Operation *> added;
  if (verifyOnly.empty())
    return added;
  // A diagnostic while they are parsed: they are not what was meant.
  ScopedDiagnosticHandler handler(context.get(), [&](Diagnostic &) {
    verifyOnlyFailed = true;
    return success();
  });
  for (const VerifyOnlyOps &ops : verifyOnly) {
    Block *block = &body;
    if (ops.moduleOffset) {
      block = nullptr;
      body.walk([&](ModuleOp module) {
        std::optional<SMRange> range = getOpRange(module);
        if (range && range->Start.isValid() &&
            getOffset(range->Start) == *ops.moduleOffset &&
            !module.getBodyRegion().empty())
          block = module.getBody();
      });
    }
    if (!block) {
      verifyOnlyFailed = true;
      continue;
    }
    Operation *last = block->empty() ? nullptr : &block->back();
    ParserConfig config(context.get(), /*verifyAfterParse=*/false);
    if (failed(parseSourceString(ops.text, block, config, kVerifyOnlyBuffer)))
      verifyOnlyFailed = true;
    for (auto it = last ? std::next(last->getIterator()) : block->begin();
         it != block->end(); ++it)
      added.push_back(&*it);
  }
  return added;
}

void LayoutDocument::verifyWithoutNestedSpecs() {
  // MLIR 22's verifier combines nested specs and crashes on the very specs
  // this tool exists for. Detach every spec-valued attribute, verify the
  // rest of the IR, and put the specs back; specs are checked entry by entry
  // by checkSpecs(). Whatever its name: `builtin.module` takes any attribute
  // whose value is a spec as its data layout (ModuleOp::getDataLayoutSpec),
  // so `dlti.dl_spmc = #dlti.dl_spec<...>` is combined like `dlti.dl_spec`.
  std::vector<DetachedSpec> detached;
  bool firstPassClean = false;
  for (Operation &top : body)
    top.walk([&](Operation *op) {
      for (NamedAttribute attr : llvm::to_vector(op->getAttrs()))
        if (isa<DataLayoutSpecInterface>(attr.getValue())) {
          detached.push_back({op, attr.getName(), attr.getValue()});
          op->removeAttr(attr.getName());
        }
    });
  {
    ScopedDiagnosticHandler handler(context.get(), [&](Diagnostic &diag) {
      diagnostics.push_back(convert(diag));
      return success();
    });
    // As MLIR's parser does, verify the top-level ops inside a module made
    // for the purpose (mlir-opt's implicit module): its symbol table
    // verifies top-level symbols and their uses (`func.call @f` in a
    // function at the top level).
    OwningOpRef<ModuleOp> wrapper =
        ModuleOp::create(FileLineColLoc::get(context.get(), filename, 0, 0));
    Block &inside = wrapper->getBodyRegion().front();
    inside.getOperations().splice(inside.end(), body.getOperations());
    size_t before = diagnostics.size();
    (void)mlir::verify(wrapper.get());
    firstPassClean = diagnostics.size() == before;
    body.getOperations().splice(body.end(), inside.getOperations());
  }
  verifyEachSpecHolder(detached, firstPassClean);
  for (const DetachedSpec &held : detached)
    held.op->setAttr(held.name, held.spec);
}

/// The entries of `scope`'s own spec that MLIR accepts alone (those it
/// rejects are reported entry by entry). Entries keyed by a type of a
/// dialect that is not loaded are left out too: MLIR's verifier would take
/// the opaque type for a builtin one, and the checker notes instead that
/// they cannot be checked (layout-unchecked-entry).
static DataLayoutSpecInterface getAcceptedEntries(const LayoutScope &scope,
                                                  MLIRContext *context) {
  SmallVector<DataLayoutEntryInterface> accepted;
  for (auto [index, entry] : llvm::enumerate(scope.spec.getEntries()))
    if (verifyScopeEntry(scope, index, context).empty() &&
        !isa_and_present<OpaqueType>(
            llvm::dyn_cast_if_present<Type>(entry.getKey())))
      accepted.push_back(entry);
  return DataLayoutSpecAttr::get(context, accepted);
}

/// The spec `held` goes back on its op as for verifying the op alone: the
/// scope's own spec reduced to the entries MLIR accepts alone (a spec of
/// another class than DLTI's cannot be rebuilt reduced: as written when
/// MLIR accepts every entry alone, else nothing, its entries being reported
/// one by one); any other spec-valued attribute as written.
std::optional<Attribute>
LayoutDocument::getVerifiedSpec(const LayoutScope &scope,
                                const DetachedSpec &held) const {
  if (scope.op != held.op || !scope.spec || scope.spec != held.spec)
    return held.spec;
  DataLayoutSpecInterface accepted = getAcceptedEntries(scope, context.get());
  if (isa<DataLayoutSpecAttr>(scope.spec))
    return Attribute(accepted);
  if (accepted.getEntries().size() == scope.spec.getEntries().size())
    return held.spec;
  return std::nullopt;
}

/// True when `a` and `b` say the same thing at the same place.
static bool isSameDiagnostic(const DocumentDiagnostic &a,
                             const DocumentDiagnostic &b) {
  return a.message == b.message && a.where.line == b.where.line &&
         a.where.column == b.where.column;
}

std::vector<DocumentDiagnostic>
LayoutDocument::verifyAlone(Operation *op) const {
  std::vector<DocumentDiagnostic> found;
  ScopedDiagnosticHandler handler(context.get(), [&](Diagnostic &diag) {
    found.push_back(convert(diag));
    return success();
  });
  (void)mlir::verify(op, /*verifyRecursively=*/false);
  return found;
}

std::vector<DocumentDiagnostic>
LayoutDocument::verifyWithoutBody(Operation *op) const {
  StringRef name = op->getName().getStringRef();
  if ((name != "builtin.module" && name != "gpu.module") ||
      op->getNumRegions() != 1 || !llvm::hasSingleElement(op->getRegion(0)))
    return verifyAlone(op);
  Block &body = op->getRegion(0).front();
  Block aside;
  aside.getOperations().splice(aside.end(), body.getOperations());
  std::vector<DocumentDiagnostic> found = verifyAlone(op);
  body.getOperations().splice(body.end(), aside.getOperations());
  return found;
}

void LayoutDocument::verifyEachSpecHolder(llvm::ArrayRef<DetachedSpec> detached,
                                          bool firstPassClean) {
  // Verifiers that read the specs (a module's "at most one data layout
  // attribute", an op's own checks of its spec) did not see them above.
  // Verify each holder alone (not its nested ops) with its own spec back,
  // reduced to the entries MLIR accepts alone, while every other spec stays
  // detached: there is nothing to combine, so nothing can crash. The holder
  // is verified alone without its spec too: what it reports either way is
  // MLIR's own (the first pass stops at the first op it rejects, so it may
  // not have reached it), only the rest reads the spec; when the first pass
  // reported nothing, it reached every op and the holder has nothing of its
  // own to say (verifying a module alone also verifies every symbol use in
  // it: a tenth of the build of a large file). For the same reason a module
  // is then verified with its ops set aside: what reads its spec (its "at
  // most one data layout attribute", DLTI's check of the spec) reads no
  // op of its body, and the symbol table and symbol uses its body holds
  // were verified clean. The same message at the same place is reported
  // once.
  auto isReported = [&](const DocumentDiagnostic &diag) {
    return llvm::any_of(diagnostics, [&](const DocumentDiagnostic &seen) {
      return isSameDiagnostic(seen, diag);
    });
  };
  // The specs of one op are consecutive in `detached`; they go back
  // together (MLIR reports an op holding more than one).
  for (size_t first = 0; first < detached.size();) {
    Operation *op = detached[first].op;
    size_t end = first;
    while (end < detached.size() && detached[end].op == op)
      ++end;
    llvm::ArrayRef<DetachedSpec> held = detached.slice(first, end - first);
    std::vector<DocumentDiagnostic> without;
    if (!firstPassClean)
      without = verifyAlone(op);
    const LayoutScope &scope = scopes->scopeFor(op);
    for (const DetachedSpec &spec : held)
      // The scope's own spec reduced to what MLIR accepts alone; any other
      // spec-valued attribute as written.
      if (std::optional<Attribute> attached = getVerifiedSpec(scope, spec))
        op->setAttr(spec.name, *attached);
    std::vector<DocumentDiagnostic> with =
        firstPassClean ? verifyWithoutBody(op) : verifyAlone(op);
    for (const DetachedSpec &spec : held)
      op->removeAttr(spec.name);
    first = end;
    for (DocumentDiagnostic &diag : with) {
      if (isReported(diag))
        continue;
      // MLIR's own error (empty code, as in the first pass) unless it
      // needs the spec.
      bool readsSpec =
          llvm::none_of(without, [&](const DocumentDiagnostic &own) {
            return isSameDiagnostic(own, diag);
          });
      if (readsSpec)
        diag.code =
            StringRef(diag.message)
                    .contains("expects at most one data layout attribute")
                ? codes::kMultipleLayoutAttributes
                : codes::kVerifierError;
      diagnostics.push_back(std::move(diag));
    }
  }
}

bool LayoutDocument::hasErrors() const {
  return llvm::any_of(diagnostics, [](const DocumentDiagnostic &d) {
    return d.severity == Severity::Error;
  });
}

ScopedDataLayout &LayoutDocument::getLayout(const LayoutScope &scope) {
  std::unique_ptr<ScopedDataLayout> &slot = layouts[&scope];
  if (!slot)
    slot = std::make_unique<ScopedDataLayout>(
        scope, context.get(), options.memrefModel, options.layoutRules.get());
  return *slot;
}

void LayoutDocument::releaseLayoutsOutside(const LayoutScope &scope) {
  llvm::SmallPtrSet<const LayoutScope *, 8> kept;
  for (const LayoutScope *s = &scope; s; s = s->parent)
    kept.insert(s);
  llvm::SmallVector<const LayoutScope *> released;
  for (const auto &entry : layouts)
    if (!kept.count(entry.first))
      released.push_back(entry.first);
  for (const LayoutScope *s : released)
    layouts.erase(s);
}

bool LayoutDocument::containsLLVMOps(Operation *op) const {
  bodyReads.llvmOps = true;
  auto *dialect = context->getLoadedDialect<LLVM::LLVMDialect>();
  return op
      ->walk([&](Operation *nested) {
        return nested->getDialect() == dialect ? WalkResult::interrupt()
                                               : WalkResult::advance();
      })
      .wasInterrupted();
}

std::vector<ResultSite> LayoutDocument::getResultSites() const {
  bodyReads.resultTypes = true;
  buildPositionIndexes();
  std::vector<ResultSite> sites;
  for (const auto &[range, op] : opRanges) {
    const AsmParserState::OperationDefinition *def = asmState->getOpDef(op);
    SourcePos where = locator->locate(def ? def->loc : range);
    for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
      sites.push_back({op, i, where});
  }
  return sites;
}

std::optional<SMRange> LayoutDocument::getOpRange(Operation *op) const {
  if (const AsmParserState::OperationDefinition *def = asmState->getOpDef(op))
    return getWrittenRange(*def);
  return std::nullopt;
}

std::optional<SourcePos> LayoutDocument::locateOp(Operation *op) const {
  if (const AsmParserState::OperationDefinition *def = asmState->getOpDef(op))
    return locator->locate(def->loc);
  return std::nullopt;
}

Operation *LayoutDocument::findOpAt(SMLoc loc) const {
  buildPositionIndexes();
  const char *p = loc.getPointer();
  // Ranges are sorted by start and properly nested: the last range starting
  // at or before `p` is the innermost candidate; if it ended before `p`,
  // one of its ancestors may still contain `p`.
  auto it = llvm::upper_bound(opRanges, p, [](const char *p, const auto &r) {
    return p < r.first.Start.getPointer();
  });
  if (it == opRanges.begin())
    return nullptr;
  for (Operation *op = std::prev(it)->second; op; op = op->getParentOp()) {
    std::optional<SMRange> range = getOpRange(op);
    if (range && range->Start.getPointer() <= p && p < range->End.getPointer())
      return op;
  }
  return nullptr;
}

/// The last element of `sites` (sorted by start) whose range, end included,
/// contains `p`; ranges do not nest.
template <typename T, typename RangeOf>
static const T *findSite(const std::vector<T> &sites, const char *p,
                         RangeOf rangeOf) {
  auto it = llvm::upper_bound(sites, p, [&](const char *p, const T &site) {
    return p < rangeOf(site).Start.getPointer();
  });
  if (it == sites.begin())
    return nullptr;
  const T &site = *std::prev(it);
  return p <= rangeOf(site).End.getPointer() ? &site : nullptr;
}

std::optional<ValueSite> LayoutDocument::findValueAt(SMLoc loc) const {
  buildPositionIndexes();
  if (const ValueSite *site =
          findSite(valueSites, loc.getPointer(),
                   [](const ValueSite &s) { return s.range; }))
    return *site;
  return std::nullopt;
}

std::optional<std::pair<const LayoutScope *, unsigned>>
LayoutDocument::findEntryIndexAt(SMLoc loc) const {
  buildPositionIndexes();
  using Entry = std::tuple<SMRange, const LayoutScope *, unsigned>;
  if (const Entry *site =
          findSite(entrySites, loc.getPointer(),
                   [](const Entry &e) { return std::get<0>(e); }))
    return std::make_pair(std::get<1>(*site), std::get<2>(*site));
  return std::nullopt;
}

const LayoutScope &LayoutDocument::findScopeAt(SMLoc loc) const {
  Operation *op = findOpAt(loc);
  return op ? scopes->scopeFor(op) : scopes->getRoot();
}

/// `text` with each alias `state` knows (`!name` for a type, `#name` for an
/// attribute) written out as what it stands for, outside string literals.
/// MLIR prints the values without aliases, so nested ones are written out
/// too.
static std::string expandAliases(StringRef text, const AsmParserState &state) {
  return *rewriteAliasUses(
      text, [&](char sigil, StringRef name, std::string &out) {
        if (sigil == '!') {
          if (const auto *alias = state.getTypeAliasDef(name)) {
            out += printToString(alias->value);
            return AliasUse::Replaced;
          }
        } else if (const auto *alias = state.getAttributeAliasDef(name)) {
          out += printToString(alias->value);
          return AliasUse::Replaced;
        }
        return AliasUse::Kept;
      });
}

Type LayoutDocument::parseType(StringRef written, std::string &error) {
  std::string expanded = expandAliases(written.trim(), *asmState);
  StringRef text = expanded;
  ScopedDiagnosticHandler handler(context.get(), [&](Diagnostic &diag) {
    if (error.empty())
      error = diag.str();
    return success();
  });
  size_t numRead = 0;
  Type type = mlir::parseType(text, context.get(), &numRead);
  if (type && numRead != text.size()) {
    error =
        "unexpected text after the type: '" + text.substr(numRead).str() + "'";
    return Type();
  }
  if (!type && error.empty())
    error = "not a type: '" + text.str() + "'";
  return type;
}
