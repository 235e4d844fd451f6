// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FunctionReparse.cpp - Parse only the function an edit changed ------===//

#include "mlir-layout/Features/FunctionReparse.h"

#include "mlir-layout/Support/TextScan.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// True when the text around and between the hunks is the same in `oldText`
/// and `newText` and the lengths add up: the edits lead from one to the
/// other.
static bool editsLeadTo(llvm::ArrayRef<EditHunk> hunks, StringRef oldText,
                        StringRef newText) {
  size_t oldAt = 0, newAt = 0;
  for (const EditHunk &hunk : hunks) {
    if (hunk.oldStart < oldAt || hunk.newStart < newAt ||
        hunk.oldEnd() > oldText.size() || hunk.newEnd() > newText.size() ||
        hunk.oldStart - oldAt != hunk.newStart - newAt ||
        oldText.slice(oldAt, hunk.oldStart) !=
            newText.slice(newAt, hunk.newStart))
      return false;
    oldAt = hunk.oldEnd();
    newAt = hunk.newEnd();
  }
  return oldText.drop_front(oldAt) == newText.drop_front(newAt);
}

/// The byte range of `op` in `doc`'s text, if it is written there.
static std::optional<std::pair<size_t, size_t>> offsetsOf(LayoutDocument &doc,
                                                          Operation *op) {
  std::optional<SMRange> range = doc.getOpRange(op);
  if (!range || !range->Start.isValid() || !range->End.isValid())
    return std::nullopt;
  return std::make_pair(doc.getOffset(range->Start), doc.getOffset(range->End));
}

/// True when `diag` and its notes point into `[begin, end)` of `doc`.
static bool pointsInto(const LayoutDocument &doc,
                       const DocumentDiagnostic &diag, size_t begin,
                       size_t end) {
  if (!diag.where.isKnown() || !diag.where.range.Start.isValid())
    return false;
  size_t at = doc.getOffset(diag.where.range.Start);
  if (at < begin || at >= end)
    return false;
  return llvm::all_of(diag.notes, [&](const DocumentDiagnostic &note) {
    return pointsInto(doc, note, begin, end);
  });
}

bool mlir::layout::isReparsedFunction(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name == "func.func" || name == "llvm.func";
}

/// True when the function's new body may depend on anything outside the
/// function that no declaration stands for, or change how the file is
/// split: DLTI attributes, resources, block addresses (whose verifier reads
/// the body of the function they name), `// -----` separators.
static bool mayReachOutside(StringRef body) {
  return body.contains("dlti") || body.contains("dense_resource") ||
         body.contains("blockaddress") || body.contains("-----");
}

/// The symbol references written in `text` (`@f`, `@"f g"`, `@a::@b`), each
/// as its names; std::nullopt when a quoted name has an escape (its name is
/// not its text). Text that only looks like one (in a string) is harmless:
/// a symbol declared but not used changes no verification.
static std::optional<std::vector<SmallVector<std::string, 2>>>
scanSymbolReferences(StringRef text) {
  std::vector<SmallVector<std::string, 2>> refs;
  for (size_t at = text.find('@'); at != StringRef::npos;
       at = text.find('@', at)) {
    SmallVector<std::string, 2> path;
    for (size_t end; (end = symbolNameEnd(text, at)) > at; at = end + 2) {
      StringRef name = text.slice(at + 1, end);
      if (name.starts_with("\"")) {
        if (name.contains('\\'))
          return std::nullopt;
        name = name.drop_front().drop_back();
      }
      path.push_back(name.str());
      if (!text.drop_front(end).starts_with("::@")) {
        at = end;
        break;
      }
    }
    if (path.empty())
      ++at;
    else
      refs.push_back(std::move(path));
  }
  return refs;
}

/// The generic form of `symbol` as the declaration verifiers of its users
/// need: a function without its body (a `func.func` private, an `llvm.func`
/// external, as declarations must be), a global without its initializer
/// region (external), anything else whole.
static std::string printDeclaration(Operation *symbol) {
  OpPrintingFlags flags;
  flags.printGenericOpForm().useLocalScope();
  std::string text;
  llvm::raw_string_ostream os(text);
  bool hasBody = llvm::any_of(symbol->getRegions(),
                              [](Region &region) { return !region.empty(); });
  bool strip = hasBody && (isa<FunctionOpInterface>(symbol) ||
                           isa<LLVM::GlobalOp>(symbol));
  if (!strip) {
    symbol->print(os, flags);
    return text + "\n";
  }
  Operation *declaration = symbol->cloneWithoutRegions();
  if (isa<LLVM::LLVMFuncOp, LLVM::GlobalOp>(declaration))
    declaration->setAttr(
        "linkage",
        LLVM::LinkageAttr::get(symbol->getContext(), LLVM::Linkage::External));
  else
    SymbolTable::setSymbolVisibility(declaration,
                                     SymbolTable::Visibility::Private);
  declaration->print(os, flags);
  declaration->destroy();
  return text + "\n";
}

namespace {
/// The declarations of the symbols edited functions refer to, by the
/// module that holds each.
class DeclarationSet {
public:
  /// Declares symbols of the document whose top-level ops are `top`,
  /// except those of `present` (in the text parsed).
  DeclarationSet(Block &top, const llvm::SetVector<Operation *> &present)
      : present(present) {
    for (Operation &op : top)
      if (auto name =
              op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
        topLevel.try_emplace(name.getValue(), &op);
  }
  /// Declares what `refs` (written in `function`'s new body) name, as
  /// seen from `function`; false when no declaration can stand for one.
  bool declare(Operation *function,
               llvm::ArrayRef<SmallVector<std::string, 2>> refs);
  /// The symbols declared, grouped by the module that receives them (null:
  /// the top level, which MLIR verifies as a module of its own).
  llvm::MapVector<Operation *, std::string> byModule;

private:
  /// Declares the op of `path` in symbol table `table` (null: the top
  /// level); false when it cannot.
  bool declareIn(Operation *table, llvm::ArrayRef<std::string> path);
  /// The symbol `name` of `table` (null: the top level).
  Operation *lookup(Operation *table, StringRef name) {
    if (!table)
      return topLevel.lookup(name);
    return tables.lookupSymbolIn(table,
                                 StringAttr::get(table->getContext(), name));
  }
  SymbolTableCollection tables;
  llvm::StringMap<Operation *> topLevel;
  const llvm::SetVector<Operation *> &present;
  llvm::SmallPtrSet<Operation *, 8> declared;
};
} // namespace

bool DeclarationSet::declare(Operation *function,
                             llvm::ArrayRef<SmallVector<std::string, 2>> refs) {
  Operation *parent = function->getParentOp();
  // At the top level, the module MLIR makes around the file's ops.
  Operation *table =
      parent ? SymbolTable::getNearestSymbolTable(parent) : nullptr;
  for (const SmallVector<std::string, 2> &path : refs)
    if (!declareIn(table, path))
      return false;
  return true;
}

bool DeclarationSet::declareIn(Operation *table,
                               llvm::ArrayRef<std::string> path) {
  Operation *symbol = lookup(table, path.front());
  if (!symbol) {
    // Not in the nearest table: a verifier that looked further out would
    // find what no declaration stands for.
    if (!table)
      return true;
    for (Operation *outer = table->getParentOp(); outer;
         outer = outer->getParentOp())
      if (outer->hasTrait<OpTrait::SymbolTable>() &&
          lookup(outer, path.front()))
        return false;
    return !lookup(nullptr, path.front());
  }
  if (present.contains(symbol)) {
    // A module or function in the text parsed: look further in a module.
    if (path.size() > 1 && symbol->hasTrait<OpTrait::SymbolTable>())
      return declareIn(symbol, path.drop_front());
    return true;
  }
  // A builtin module would be declared whole, everything in it.
  if (isa<ModuleOp>(symbol))
    return false;
  if (declared.insert(symbol).second)
    byModule[table] += printDeclaration(symbol);
  return true;
}

std::optional<FunctionReparse>
mlir::layout::prepareFunctionReparse(LayoutDocument &base, const EditMap &edits,
                                     StringRef newText) {
  llvm::ArrayRef<EditHunk> hunks = edits.getHunks();
  StringRef oldText = base.getText();
  if (hunks.empty() || !base.isParsed() || !base.getDiagnostics().empty() ||
      base.getOptions().firstLineOffset != 0 ||
      !editsLeadTo(hunks, oldText, newText) || newText.contains("{-#"))
    return std::nullopt;

  // The functions the edits lie in, each written in its custom form and
  // nested only in modules written in theirs, with every edit in a body,
  // after the signature and before the closing brace.
  llvm::SetVector<Operation *> functions;
  llvm::SetVector<Operation *> modules;
  for (const EditHunk &hunk : hunks) {
    Operation *function =
        base.findOpAt(SMLoc::getFromPointer(oldText.data() + hunk.oldStart));
    while (function && !isReparsedFunction(function))
      function = function->getParentOp();
    if (!function || function->getNumRegions() != 1 ||
        function->getRegion(0).empty() ||
        function->getRegion(0).front().empty())
      return std::nullopt;
    auto fnRange = offsetsOf(base, function);
    auto firstRange = offsetsOf(base, &function->getRegion(0).front().front());
    if (!fnRange || !firstRange || hunk.oldStart < firstRange->first ||
        hunk.oldEnd() + 1 >= fnRange->second)
      return std::nullopt;
    if (!functions.insert(function))
      continue;
    for (Operation *parent = function->getParentOp(); parent;
         parent = parent->getParentOp())
      modules.insert(parent);
  }

  // Every byte range kept, in the old text: the top-level text between
  // ops (aliases, comments), each module's header (from its start to its
  // first op: its name, attributes and spec) and closing brace, and the
  // edited functions.
  std::vector<std::pair<size_t, size_t>> kept;
  FunctionReparse reparse;
  size_t at = 0;
  for (Operation &op : base.getBody()) {
    auto range = offsetsOf(base, &op);
    if (!range || range->first < at)
      return std::nullopt;
    kept.push_back({at, range->first});
    at = range->second;
  }
  kept.push_back({at, oldText.size()});
  for (Operation *module : modules) {
    auto range = offsetsOf(base, module);
    if (module->getName().getStringRef() != "builtin.module" || !range ||
        !oldText.drop_front(range->first).starts_with("module") ||
        oldText[range->second - 1] != '}' || module->getRegion(0).empty() ||
        module->getRegion(0).front().empty())
      return std::nullopt;
    auto first = offsetsOf(base, &module->getRegion(0).front().front());
    if (!first)
      return std::nullopt;
    kept.push_back({range->first, first->first});
    kept.push_back({range->second - 1, range->second});
    reparse.modules.push_back(*edits.toNew(range->first));
  }
  for (Operation *function : functions) {
    auto [begin, end] = *offsetsOf(base, function);
    auto bodyStart =
        offsetsOf(base, &function->getRegion(0).front().front())->first;
    std::optional<size_t> newBegin = edits.toNew(begin);
    std::optional<size_t> newEnd = edits.toNew(end);
    if (!newBegin || !newEnd || mayReachOutside(oldText.slice(bodyStart, end)))
      return std::nullopt;
    // The signature is unchanged: the body starts as far into the function.
    if (mayReachOutside(
            newText.slice(*newBegin + (bodyStart - begin), *newEnd)))
      return std::nullopt;
    reparse.functions.push_back({*newBegin, *newEnd});
  }
  llvm::sort(reparse.modules);
  llvm::sort(reparse.functions);

  // The symbols the new bodies refer to, declared in their modules.
  llvm::SetVector<Operation *> present = modules;
  present.insert(functions.begin(), functions.end());
  DeclarationSet declarations(base.getBody(), present);
  for (Operation *function : functions) {
    auto [begin, end] = *offsetsOf(base, function);
    size_t newBegin = *edits.toNew(begin), newEnd = *edits.toNew(end);
    auto refs = scanSymbolReferences(newText.slice(newBegin, newEnd));
    if (!refs || !declarations.declare(function, *refs))
      return std::nullopt;
  }
  size_t declared = 0;
  for (auto &[table, text] : declarations.byModule) {
    declared += text.size();
    if (!table) {
      reparse.declarations.push_back({std::nullopt, text});
      continue;
    }
    // A table that is no module around an edited function has no place.
    auto range = offsetsOf(base, table);
    if (!modules.contains(table) || !range)
      return std::nullopt;
    reparse.declarations.push_back({*edits.toNew(range->first), text});
  }
  // Declaring more than half of a large text is no faster than parsing it.
  if (declared > std::max<size_t>(newText.size() / 2, 64 * 1024))
    return std::nullopt;

  for (auto [begin, end] : kept) {
    // Outside every function edited: the edits do not move its ends apart.
    std::optional<size_t> newBegin = edits.toNew(begin);
    std::optional<size_t> newEnd = edits.toNew(end);
    if (!newBegin || !newEnd || *newEnd - *newBegin != end - begin)
      return std::nullopt;
    reparse.kept.push_back({*newBegin, *newEnd});
  }
  llvm::append_range(reparse.kept, reparse.functions);
  reparse.size = newText.size();

  reparse.filename = base.getFilename().str();
  reparse.options = base.getOptions();
  return reparse;
}

/// True when the ops of `block` are, in order, the kept modules starting
/// at `modules` (each holding what is kept inside it) and the functions at
/// `functions`, consuming both from the front.
static bool holdsExactly(LayoutDocument &doc, Block &block,
                         llvm::ArrayRef<size_t> &modules,
                         llvm::ArrayRef<std::pair<size_t, size_t>> &functions) {
  for (Operation &op : block) {
    auto range = offsetsOf(doc, &op);
    if (!range)
      return false;
    StringRef name = op.getName().getStringRef();
    if (name == "builtin.module" && !modules.empty() &&
        modules.front() == range->first && op.getNumRegions() == 1 &&
        !op.getRegion(0).empty()) {
      modules = modules.drop_front();
      if (!holdsExactly(doc, op.getRegion(0).front(), modules, functions))
        return false;
    } else if (isReparsedFunction(&op) && !functions.empty() &&
               functions.front() == *range) {
      functions = functions.drop_front();
    } else {
      return false;
    }
  }
  return true;
}

/// True when `diag` and its notes point into one of `functions`.
static bool pointsIntoOne(const LayoutDocument &doc,
                          const DocumentDiagnostic &diag,
                          llvm::ArrayRef<std::pair<size_t, size_t>> functions) {
  return llvm::any_of(functions, [&](std::pair<size_t, size_t> function) {
    return pointsInto(doc, diag, function.first, function.second);
  });
}

/// Writes `newText` blank but for its newlines and the ranges `kept` into
/// `out` (of the same size).
static void writeKept(llvm::StringRef newText,
                      llvm::ArrayRef<std::pair<size_t, size_t>> kept,
                      char *out) {
  for (size_t i = 0, e = newText.size(); i < e; ++i)
    out[i] = newText[i] == '\n' ? '\n' : ' ';
  for (auto [begin, end] : kept)
    std::copy(newText.begin() + begin, newText.begin() + end, out + begin);
}

std::string FunctionReparse::buildText(llvm::StringRef newText) const {
  std::string text(newText.size(), ' ');
  writeKept(newText, kept, text.data());
  return text;
}

std::unique_ptr<LayoutDocument>
FunctionReparse::parse(llvm::StringRef newText) const {
  if (newText.size() != size)
    return nullptr;
  std::unique_ptr<llvm::WritableMemoryBuffer> buffer =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(size, filename);
  writeKept(newText, kept, buffer->getBufferStart());
  std::unique_ptr<LayoutDocument> doc =
      LayoutDocument::parse(std::move(buffer), options, declarations);
  if (doc->verifyOnlyOpsFailed())
    return nullptr;
  // Exactly the function, in the same nest, and nothing said elsewhere.
  if (doc->isParsed()) {
    llvm::ArrayRef<size_t> expectModules = modules;
    llvm::ArrayRef<std::pair<size_t, size_t>> expectFunctions = functions;
    if (!holdsExactly(*doc, doc->getBody(), expectModules, expectFunctions) ||
        !expectModules.empty() || !expectFunctions.empty())
      return nullptr;
  } else if (doc->getDiagnostics().empty() ||
             llvm::any_of(doc->getDiagnostics(),
                          [](const DocumentDiagnostic &diag) {
                            // MLIR resolves a name the function does not
                            // define with a later definition, even in other
                            // functions: the text after it decides.
                            return llvm::StringRef(diag.message)
                                .starts_with("use of undeclared SSA value");
                          })) {
    return nullptr;
  } else if (!pointsInto(*doc, doc->getDiagnostics().front(),
                         functions.front().first, functions.front().second)) {
    // The parse stopped at an error after the first edited function, which
    // may have left a name undefined: the whole parse resolves it with a
    // later definition in any function, maybe one blanked here, and stops
    // there first.
    return nullptr;
  }
  for (const DocumentDiagnostic &diag : doc->getDiagnostics())
    if (!pointsIntoOne(*doc, diag, functions))
      return nullptr;
  return doc;
}
