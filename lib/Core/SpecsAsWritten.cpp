// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecsAsWritten.cpp - A file MLIR cannot parse, read tolerantly -----===//

#include "mlir-layout/Core/SpecsAsWritten.h"
#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Support/StatementScan.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

bool mlir::layout::isDataLayoutAttributeName(StringRef name) {
  return name == "dlti.dl_spec" || name == "dlti.target_system_spec" ||
         name == "llvm.data_layout" || name == "llvm.target_triple";
}

namespace {

/// How deep aliases may refer to aliases.
constexpr unsigned kMaxAliasDepth = 16;
/// The most bytes one value may grow to with its aliases written out
/// (aliases that each use others twice would double it at every level).
constexpr size_t kMaxExpandedBytes = 1 << 20;

/// Builds the ops of one outline.
class Reader {
public:
  Reader(const llvm::SourceMgr &sourceMgr, StringRef filename,
         MLIRContext *context, AsmParserState &state)
      : sourceMgr(sourceMgr),
        text(sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer()),
        filename(filename), context(context), state(state) {}

  WrittenReading read(Block &body);

private:
  StringRef slice(TextSpan span) const {
    return text.slice(span.begin, span.end);
  }
  SMLoc at(size_t offset) const {
    return SMLoc::getFromPointer(text.data() + offset);
  }
  SMRange range(TextSpan span) const {
    return SMRange(at(span.begin), at(span.end));
  }
  Location locationOf(size_t offset) const;
  /// `value` with the file's aliases written out, or std::nullopt when
  /// they refer to each other too deeply.
  std::optional<std::string> expand(StringRef value, unsigned depth = 0) const;
  /// Runs `parse(text, &numRead)` on `value` with the aliases expanded;
  /// null (and MLIR's first message in `error`) unless it reads it all.
  template <typename T, typename ParseFn>
  T parseWhole(StringRef value, std::string &error, ParseFn parse) const;
  /// Parses `value` (aliases expanded) as a whole attribute or type.
  Attribute parseAttributeText(StringRef value, std::string &error) const;
  Type parseTypeText(StringRef value, std::string &error) const;
  void readAliases();
  void build(unsigned index, Block &into);
  NamedAttrList readAttributes(const WrittenStatement &statement,
                               std::vector<UnreadAttribute> &unread) const;

  const llvm::SourceMgr &sourceMgr;
  StringRef text;
  StringRef filename;
  MLIRContext *context;
  AsmParserState &state;
  TextOutline outline;
  llvm::StringMap<TextSpan> attributeAliases, typeAliases;
  WrittenReading result;
};

} // namespace

Location Reader::locationOf(size_t offset) const {
  auto [line, column] = sourceMgr.getLineAndColumn(at(offset));
  return FileLineColLoc::get(context, filename, line, column);
}

std::optional<std::string> Reader::expand(StringRef value,
                                          unsigned depth) const {
  if (depth > kMaxAliasDepth)
    return std::nullopt;
  return rewriteAliasUses(
      value, [&](char sigil, StringRef name, std::string &out) {
        const llvm::StringMap<TextSpan> &aliases =
            sigil == '#' ? attributeAliases : typeAliases;
        auto it = aliases.find(name);
        if (name.contains('.') || it == aliases.end())
          return AliasUse::Kept;
        std::optional<std::string> inner = expand(slice(it->second), depth + 1);
        if (!inner || out.size() + inner->size() > kMaxExpandedBytes)
          return AliasUse::Failed;
        out += *inner;
        return AliasUse::Replaced;
      });
}

template <typename T, typename ParseFn>
T Reader::parseWhole(StringRef value, std::string &error, ParseFn parse) const {
  std::optional<std::string> expanded = expand(value);
  if (!expanded) {
    error = "its aliases refer to each other too deeply or grow too large";
    return {};
  }
  // Written out, aliases may nest deeper than MLIR's parser can recurse.
  if (findNestingDeeperThan(*expanded, kMaxNestingDepth) != StringRef::npos) {
    error = "its aliases nest too deeply";
    return {};
  }
  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
    if (error.empty())
      error = diag.str();
    return success();
  });
  StringRef whole = StringRef(*expanded).rtrim();
  size_t numRead = 0;
  T result = parse(whole, &numRead);
  if (result && numRead != whole.size()) {
    error = "unexpected text after the value";
    return {};
  }
  if (!result && error.empty())
    error = "not readable";
  return result;
}

Attribute Reader::parseAttributeText(StringRef value,
                                     std::string &error) const {
  return parseWhole<Attribute>(
      value, error, [&](StringRef text, size_t *numRead) {
        return mlir::parseAttribute(text, context, Type(), numRead);
      });
}

Type Reader::parseTypeText(StringRef value, std::string &error) const {
  return parseWhole<Type>(value, error, [&](StringRef text, size_t *numRead) {
    return mlir::parseType(text, context, numRead);
  });
}

void Reader::readAliases() {
  for (unsigned index : outline.topLevel) {
    const WrittenStatement &statement = outline.statements[index];
    if (statement.kind == StatementKind::AttributeAlias)
      attributeAliases[statement.name] = *statement.trailingType;
    else if (statement.kind == StatementKind::TypeAlias)
      typeAliases[statement.name] = *statement.trailingType;
  }
  // The definitions, as the parser records them: a type alias is hovered
  // as its type; an attribute alias's text is where specs are found.
  for (unsigned index : outline.topLevel) {
    const WrittenStatement &statement = outline.statements[index];
    std::string error;
    // The parser state keeps the name as given: a piece of the text.
    StringRef name = slice(statement.nameSpan).drop_front();
    if (statement.kind == StatementKind::TypeAlias) {
      if (Type type = parseTypeText(slice(*statement.trailingType), error))
        if (!state.getTypeAliasDef(name))
          state.addTypeAliasDefinition(name, range(statement.nameSpan), type);
    } else if (statement.kind == StatementKind::AttributeAlias) {
      Attribute attr =
          parseAttributeText(slice(*statement.trailingType), error);
      state.addAttrAliasDefinition(name, range(statement.nameSpan), attr);
    }
  }
}

NamedAttrList
Reader::readAttributes(const WrittenStatement &statement,
                       std::vector<UnreadAttribute> &unread) const {
  NamedAttrList attrs;
  if (statement.symbol) {
    StringRef symbol = slice(*statement.symbol).drop_front();
    std::string name = symbol.str();
    if (symbol.starts_with("\"")) {
      std::string error;
      if (auto attr = dyn_cast_if_present<StringAttr>(
              parseAttributeText(symbol, error)))
        name = attr.getValue().str();
    }
    attrs.set(SymbolTable::getSymbolAttrName(), StringAttr::get(context, name));
  }
  for (const WrittenAttribute &written : statement.attributes) {
    if (written.value.begin == written.value.end)
      continue;
    StringRef value = slice(written.value);
    std::optional<std::string> expanded = expand(value);
    // A value whose aliases cannot be written out might be a spec.
    bool spec = !expanded || StringRef(*expanded).starts_with("#dlti.");
    bool symbol =
        written.name == SymbolTable::getSymbolAttrName() && !statement.symbol;
    if (!symbol && !spec && !isDataLayoutAttributeName(written.name))
      continue;
    std::string error;
    Attribute attr = parseAttributeText(value, error);
    if (attr && isa<OpaqueAttr>(attr))
      error = "its dialect `" +
              cast<OpaqueAttr>(attr).getDialectNamespace().str() +
              "` is not loaded";
    if (!attr || !error.empty()) {
      if (!symbol)
        unread.push_back(
            {nullptr, range(written.nameSpan), range(written.value), error});
      continue;
    }
    attrs.set(written.name, attr);
  }
  return attrs;
}

void Reader::build(unsigned index, Block &into) {
  const WrittenStatement &statement = outline.statements[index];
  if (statement.kind != StatementKind::Op)
    return;
  StringRef written = statement.name;
  std::string name =
      written == "module" ? std::string("builtin.module") : written.str();
  if (!StringRef(name).contains('.')) {
    // An op of a region's default dialect (`return`): nothing is known of
    // it but its place; what it holds stays where it is.
    for (unsigned child : statement.children)
      build(child, into);
    return;
  }
  // Registered ops stay themselves (a `gpu.module` is a scope); others are
  // unregistered ops, as the parser makes of generic ones.
  (void)context->getOrLoadDialect(StringRef(name).split('.').first);
  OperationName opName(name, context);
  std::vector<UnreadAttribute> unread;
  NamedAttrList attrs = readAttributes(statement, unread);

  SmallVector<Type> resultTypes;
  if (statement.resultCount && name != "builtin.module") {
    std::string error;
    if (statement.trailingType)
      if (auto function = dyn_cast_if_present<FunctionType>(
              parseTypeText(slice(*statement.trailingType), error)))
        if (function.getNumResults() == statement.resultCount)
          llvm::append_range(resultTypes, function.getResults());
    if (resultTypes.empty())
      ++result.opsWithoutResultTypes;
  }

  state.startOperationDefinition(opName);
  Location loc = locationOf(statement.nameSpan.begin);
  Operation *op;
  if (name == "builtin.module") {
    std::optional<StringRef> symbol;
    if (auto sym = attrs.get(SymbolTable::getSymbolAttrName()))
      symbol = cast<StringAttr>(sym).getValue();
    ModuleOp module = ModuleOp::create(loc, symbol);
    for (NamedAttribute attr : attrs)
      if (attr.getName() != SymbolTable::getSymbolAttrName())
        module->setAttr(attr.getName(), attr.getValue());
    op = module;
  } else {
    OperationState opState(loc, opName);
    opState.addAttributes(attrs);
    opState.addTypes(resultTypes);
    if (!statement.regions.empty())
      opState.addRegion();
    op = Operation::create(opState);
    if (!statement.regions.empty())
      op->getRegion(0).push_back(new Block());
  }
  into.push_back(op);
  for (UnreadAttribute &attr : unread) {
    attr.op = op;
    result.unread.push_back(std::move(attr));
  }
  if (op->getNumRegions())
    for (unsigned child : statement.children)
      build(child, op->getRegion(0).front());

  SmallVector<std::pair<unsigned, SMLoc>> groups;
  if (!resultTypes.empty()) {
    unsigned start = 0;
    for (TextSpan group : statement.results) {
      groups.push_back({start, at(group.begin)});
      StringRef count = slice(group).rsplit(':').second;
      unsigned n = 1;
      if (!count.empty())
        (void)count.getAsInteger(10, n);
      start += n;
    }
  }
  state.finalizeOperationDefinition(op, range(statement.nameSpan),
                                    at(statement.span.end), groups);
}

WrittenReading Reader::read(Block &body) {
  outline = outlineStatements(text);
  if (outline.unbalancedAt) {
    result.unbalancedAt = at(*outline.unbalancedAt);
    return result;
  }
  result.read = true;
  readAliases();
  for (unsigned index : outline.topLevel)
    build(index, body);
  return result;
}

WrittenReading
mlir::layout::readSpecsAsWritten(const llvm::SourceMgr &sourceMgr,
                                 StringRef filename, MLIRContext *context,
                                 Block &body, AsmParserState &state) {
  return Reader(sourceMgr, filename, context, state).read(body);
}
