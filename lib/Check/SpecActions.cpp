//===- SpecActions.cpp - Edits an editor offers on specs ------------------===//

#include "mlir-layout/Check/SpecActions.h"
#include "CheckerSupport.h"
#include "SpecEditor.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// The value of an entry for `type` that keeps the layout it has now.
static std::optional<std::string> currentValue(const TypeLayout &l, Type type) {
  auto bits = [](uint64_t bytes) { return int64_t(bytes * 8); };
  if (isa<IntegerType, FloatType>(type))
    return formatDenseValue({bits(l.abiAlignment), bits(l.preferredAlignment)});
  if (isa<IndexType>(type))
    return std::to_string(l.indexBitwidth.value_or(64)) + " : i64";
  if (isa<LLVM::LLVMPointerType>(type))
    return formatDenseValue({int64_t(l.bitsize), bits(l.abiAlignment),
                             bits(l.preferredAlignment),
                             int64_t(l.indexBitwidth.value_or(l.bitsize))});
  return std::nullopt;
}

/// Where and what to insert to give a spec-less scope op a spec: into its
/// `attributes {...}` or as a new `attributes {...}` before its region.
static std::optional<TextEdit> addSpecAttribute(const LayoutDocument &doc,
                                                const LayoutScope &scope,
                                                StringRef entry) {
  const auto *def = doc.getAsmState().getOpDef(scope.op);
  if (!def || scope.op->getNumRegions() == 0)
    return std::nullopt;
  StringRef text(def->loc.End.getPointer(),
                 def->scopeLoc.End.getPointer() - def->loc.End.getPointer());
  std::string spec = ("dlti.dl_spec = #dlti.dl_spec<" + entry + ">").str();
  // Find the first `{` outside brackets: the attribute dictionary when the
  // keyword `attributes` precedes it, the region otherwise.
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      size_t end = text.find('"', i + 1);
      if (end == StringRef::npos)
        return std::nullopt;
      i = end;
      continue;
    }
    if (c == '<' || c == '[' || c == '(')
      ++depth;
    else if (c == '>' || c == ']' || c == ')')
      --depth;
    if (c != '{' || depth != 0)
      continue;
    SMLoc at = SMLoc::getFromPointer(text.data() + i);
    if (text.substr(0, i).rtrim().ends_with("attributes")) {
      SMLoc inside = SMLoc::getFromPointer(text.data() + i + 1);
      bool empty = text.substr(i + 1).ltrim().starts_with("}");
      return TextEdit{SMRange(inside, inside), empty ? spec : spec + ", "};
    }
    if (scope.op->getName().getStringRef() == "builtin.module" ||
        text.substr(0, i).trim().empty() ||
        text.substr(0, i).trim().starts_with("@"))
      return TextEdit{SMRange(at, at), "attributes {" + spec + "} "};
    return std::nullopt;
  }
  return std::nullopt;
}

/// True when applying `fix` to `doc` gives text that still parses.
static bool parsesAfter(const LayoutDocument &doc, const Fix &fix) {
  std::string text = applyEdits(doc.getText(), doc.getText().data(), fix.edits);
  return LayoutDocument::parse(
             llvm::MemoryBuffer::getMemBufferCopy(text, doc.getFilename()))
      ->isParsed();
}

static std::optional<Fix> buildAddEntryFix(LayoutDocument &doc,
                                           const LayoutScope &scope, Type type);

std::optional<Fix> mlir::layout::makeAddEntryFix(LayoutDocument &doc,
                                                 const LayoutScope &scope,
                                                 Type type) {
  std::optional<Fix> fix = buildAddEntryFix(doc, scope, type);
  if (fix && !parsesAfter(doc, *fix))
    return std::nullopt; // never offer an edit that breaks the file
  return fix;
}

static std::optional<Fix>
buildAddEntryFix(LayoutDocument &doc, const LayoutScope &scope, Type type) {
  if (!scope.op ||
      !isa<IntegerType, FloatType, IndexType, LLVM::LLVMPointerType>(type))
    return std::nullopt;
  if (scope.spec &&
      llvm::any_of(scope.spec.getEntries(), [&](DataLayoutEntryInterface e) {
        return llvm::dyn_cast_if_present<Type>(e.getKey()) == type;
      }))
    return std::nullopt;
  const LayoutResult &result = doc.getLayout(scope).query(type);
  if (!result.hasLayout())
    return std::nullopt;
  std::optional<std::string> value = currentValue(*result.layout, type);
  if (!value)
    return std::nullopt;
  std::string key = printToString(type);
  Fix fix;
  fix.title = "Add a data layout entry for " + key + " to " + scope.path;
  if (scope.spec) {
    if (!scope.specSource)
      return std::nullopt;
    fix.edits.push_back(SpecEditor(scope).insertEntry(key, *value));
    return fix;
  }
  std::optional<TextEdit> edit =
      addSpecAttribute(doc, scope, key + " = " + *value);
  if (!edit)
    return std::nullopt;
  fix.edits.push_back(*edit);
  return fix;
}

std::optional<Fix> mlir::layout::makeKeyValueRewrite(const LayoutScope &scope) {
  if (!scope.specSource)
    return std::nullopt;
  SpecEditor editor(scope);
  Fix fix;
  fix.title = "Rewrite the spec of " + scope.path + " as key = value";
  for (unsigned i = 0, e = scope.specSource->entries.size(); i < e; ++i)
    if (editor.isLegacySyntax(i))
      fix.edits.push_back(editor.rewriteToKeyValue(i));
  if (fix.edits.empty())
    return std::nullopt;
  return fix;
}

std::optional<Fix> mlir::layout::makeSimplestLayoutFix(LayoutDocument &doc,
                                                       const TypeSite &site) {
  auto memref = dyn_cast<MemRefType>(site.type);
  if (!memref || site.isValue)
    return std::nullopt;
  StringRef written(site.range.Start.getPointer(),
                    site.range.End.getPointer() -
                        site.range.Start.getPointer());
  if (!written.starts_with("memref<"))
    return std::nullopt; // an alias or another type around it
  const LayoutResult &result = doc.getLayout(*site.scope).query(site.type);
  std::string target = result.buffer && result.buffer->simplest
                           ? *result.buffer->simplest
                           : printToString(site.type);
  auto squeeze = [](StringRef text) {
    std::string out;
    for (char c : text)
      if (!llvm::isSpace(c))
        out += c;
    return out;
  };
  if (squeeze(written) == squeeze(target))
    return std::nullopt;
  Fix fix{"Rewrite the layout as " + target, {{site.range, target}}, false};
  if (!parsesAfter(doc, fix))
    return std::nullopt;
  return fix;
}
