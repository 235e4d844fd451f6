// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeTree.cpp - Data layout scopes of a parsed document ------------===//

#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Core/CombinedSpec.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// The spec held under `dlti.dl_spec`, whatever the op; null if none.
static DataLayoutSpecInterface getDlSpecAttr(Operation *op) {
  return op->getAttrOfType<DataLayoutSpecInterface>(
      DLTIDialect::kDataLayoutAttrName);
}

std::optional<ScopeKind> ScopeTree::classify(Operation *op) {
  if (isa<ModuleOp>(op))
    return ScopeKind::Module;
  if (isa<DataLayoutOpInterface>(op))
    return ScopeKind::Interface;
  if (!op->isRegistered() && getDlSpecAttr(op))
    return ScopeKind::Assumed;
  return std::nullopt;
}

bool ScopeTree::isScopeOp(Operation *op) { return classify(op).has_value(); }

const LayoutScope *mlir::layout::findAssumedScope(const LayoutScope &scope) {
  for (const LayoutScope *s = &scope; s; s = s->parent)
    if (s->kind == ScopeKind::Assumed)
      return s;
  return nullptr;
}

const LayoutScope *mlir::layout::findUnreadScope(const LayoutScope &scope) {
  for (const LayoutScope *s = &scope; s; s = s->parent)
    if (s->unreadSpec)
      return s;
  return nullptr;
}

std::optional<std::string>
mlir::layout::getUnknownReason(const LayoutScope &scope) {
  const LayoutScope *unread = findUnreadScope(scope);
  if (!unread)
    return std::nullopt;
  return "cannot know: in " + unread->path + ", " + *unread->unreadSpec;
}

/// Returns the data layout spec an op carries itself (not combined).
static DataLayoutSpecInterface getOwnSpec(Operation *op) {
  if (auto module = dyn_cast<ModuleOp>(op))
    return module.getDataLayoutSpec();
  if (auto iface = dyn_cast<DataLayoutOpInterface>(op))
    return iface.getDataLayoutSpec();
  return getDlSpecAttr(op);
}

/// Returns the path component naming `op`: `@sym` or `opname@line`.
static std::string getPathComponent(Operation *op, const SourcePos &where) {
  if (auto name =
          op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
    return ("@" + name.getValue()).str();
  return (op->getName().getStringRef() + "@" + llvm::Twine(where.line)).str();
}

/// Maps each attribute alias name to the text following `#name =` in
/// `text` (the parsed buffer).
static llvm::StringMap<StringRef>
collectAttributeAliases(const AsmParserState &asmState, StringRef text) {
  llvm::StringMap<StringRef> aliases;
  for (const AsmParserState::AttributeAliasDefinition &def :
       asmState.getAttributeAliasDefs()) {
    const char *end = def.definition.loc.End.getPointer();
    if (!end || end < text.begin() || end > text.end())
      continue;
    StringRef rest = text.drop_front(end - text.begin());
    rest = rest.ltrim();
    if (!rest.consume_front("="))
      continue;
    aliases[def.name] = rest.ltrim();
  }
  return aliases;
}

/// Returns the source ranges of the ops directly nested in `op`, sorted.
static std::vector<SMRange> getChildRanges(Operation *op,
                                           const AsmParserState &asmState) {
  std::vector<SMRange> ranges;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &child : block)
        if (const auto *def = asmState.getOpDef(&child))
          ranges.push_back(def->scopeLoc);
  llvm::sort(ranges, [](SMRange a, SMRange b) {
    return a.Start.getPointer() < b.Start.getPointer();
  });
  return ranges;
}

/// The text of `op` (empty when the parser recorded none).
static StringRef getOpText(Operation *op, const AsmParserState &asmState) {
  const AsmParserState::OperationDefinition *def = asmState.getOpDef(op);
  if (!def)
    return StringRef();
  const char *begin = def->scopeLoc.Start.getPointer();
  const char *end = def->scopeLoc.End.getPointer();
  return StringRef(begin, end - begin);
}

/// Where `op`'s own spec attribute and its entries are written: its
/// `dlti.dl_spec`, or the attribute holding a spec of a dialect's own class
/// (`layoutex.spec = #layoutex.spec<...>`, which a module takes as its spec).
static std::optional<SpecSource>
findOwnSpecSource(Operation *op, const AsmParserState &asmState,
                  const llvm::StringMap<StringRef> &aliases) {
  if (!asmState.getOpDef(op))
    return std::nullopt;
  DataLayoutSpecInterface spec = getOwnSpec(op);
  if (spec && !isa<DataLayoutSpecAttr>(spec))
    for (NamedAttribute attr : op->getAttrs())
      if (attr.getValue() == spec)
        return findEntryListAttribute(
            getOpText(op, asmState), getChildRanges(op, asmState), aliases,
            attr.getName().getValue(), getSpecClassName(spec) + "<");
  return findSpecSource(getOpText(op, asmState), getChildRanges(op, asmState),
                        aliases);
}

std::unique_ptr<ScopeTree> ScopeTree::build(Block &topBlock,
                                            const AsmParserState &asmState,
                                            const SourceLocator &locator) {
  auto tree = std::make_unique<ScopeTree>();
  llvm::StringMap<StringRef> aliases =
      collectAttributeAliases(asmState, locator.getText());

  auto root = std::make_unique<LayoutScope>();
  root->path = "<top>";
  tree->scopes.push_back(std::move(root));

  // Pre-order walk so that parents are created before their children.
  std::function<void(Block &, LayoutScope *)> visitBlock;
  visitBlock = [&](Block &block, LayoutScope *current) {
    for (Operation &op : block) {
      LayoutScope *inner = current;
      std::optional<ScopeKind> kind = classify(&op);
      if (!kind && getDlSpecAttr(&op)) {
        // MLIR ignores a spec on a registered op that is not a scope.
        IgnoredSpec ignored;
        ignored.op = &op;
        ignored.scope = current;
        if (const auto *def = asmState.getOpDef(&op))
          ignored.where = locator.locate(def->loc);
        ignored.attribute = ignored.where;
        if (std::optional<SpecSource> source =
                findOwnSpecSource(&op, asmState, aliases))
          ignored.attribute = locator.locate(source->attribute);
        tree->ignoredSpecs.push_back(ignored);
      }
      if (kind) {
        auto scope = std::make_unique<LayoutScope>();
        scope->kind = *kind;
        scope->op = &op;
        scope->parent = current;
        scope->depth = current->depth + 1;
        scope->spec = getOwnSpec(&op);
        const AsmParserState::OperationDefinition *def = asmState.getOpDef(&op);
        if (def)
          scope->where = locator.locate(def->loc);
        std::string component = getPathComponent(&op, scope->where);
        scope->path = current->namedPath.empty()
                          ? component
                          : current->namedPath + "::" + component;
        scope->namedPath =
            component.front() == '@' ? scope->path : current->namedPath;
        if (scope->spec && def) {
          scope->specSource = findOwnSpecSource(&op, asmState, aliases);
          if (scope->specSource && scope->specSource->entries.size() !=
                                       scope->spec.getEntries().size())
            scope->specSource.reset(); // text and IR disagree: do not guess
        }
        if (scope->spec) {
          size_t count = scope->spec.getEntries().size();
          for (size_t i = 0; i < count; ++i)
            scope->entryPositions.push_back(
                scope->specSource
                    ? locator.locate(scope->specSource->entries[i].entry)
                    : scope->where);
        }
        scope->targetSystem = readTargetSystem(&op, getOpText(&op, asmState),
                                               getChildRanges(&op, asmState),
                                               aliases, locator, scope->where);
        inner = scope.get();
        current->children.push_back(inner);
        tree->scopeOfOp[&op] = inner;
        tree->scopes.push_back(std::move(scope));
      }
      for (Region &region : op.getRegions())
        for (Block &nested : region)
          visitBlock(nested, inner);
    }
  };
  visitBlock(topBlock, tree->scopes.front().get());
  return tree;
}

const LayoutScope &ScopeTree::scopeFor(Operation *op) const {
  for (; op; op = op->getParentOp()) {
    auto it = scopeOfOp.find(op);
    if (it != scopeOfOp.end())
      return *it->second;
  }
  return getRoot();
}

const LayoutScope *ScopeTree::markUnread(Operation *op, std::string why) {
  auto it = scopeOfOp.find(op);
  if (it == scopeOfOp.end() || it->second->unreadSpec)
    return nullptr;
  it->second->unreadSpec = std::move(why);
  return it->second;
}

const LayoutScope *ScopeTree::findByPath(StringRef path) const {
  for (const auto &scope : scopes)
    if (scope->path == path)
      return scope.get();
  return nullptr;
}
