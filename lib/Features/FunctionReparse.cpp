//===- FunctionReparse.cpp - Parse only the function an edit changed ------===//

#include "mlir-layout/Features/FunctionReparse.h"

#include "mlir/IR/Operation.h"
#include "llvm/Support/MemoryBuffer.h"

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

/// True when the function's new body may depend on anything outside the
/// function or change how the file is split: symbols, DLTI attributes,
/// resources, `// -----` separators.
static bool mayReachOutside(StringRef body) {
  return body.contains('@') || body.contains("dlti") ||
         body.contains("dense_resource") || body.contains("-----");
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

  // The function around the first edit, written in its custom form and
  // nested only in modules written in theirs.
  Operation *function = base.findOpAt(
      SMLoc::getFromPointer(oldText.data() + hunks.front().oldStart));
  while (function && function->getName().getStringRef() != "func.func")
    function = function->getParentOp();
  if (!function || function->getNumRegions() != 1 ||
      function->getRegion(0).empty() || function->getRegion(0).front().empty())
    return std::nullopt;
  auto fnRange = offsetsOf(base, function);
  auto firstRange = offsetsOf(base, &function->getRegion(0).front().front());
  if (!fnRange || !firstRange)
    return std::nullopt;
  auto [fnStart, fnEnd] = *fnRange;
  size_t bodyStart = firstRange->first;
  // Every edit lies in the body, after the signature and before the
  // closing brace.
  for (const EditHunk &hunk : hunks)
    if (hunk.oldStart < bodyStart || hunk.oldEnd() + 1 >= fnEnd)
      return std::nullopt;
  long long delta = 0;
  for (const EditHunk &hunk : hunks)
    delta += (long long)hunk.newLength - (long long)hunk.oldLength;
  size_t newEnd = size_t((long long)fnEnd + delta);
  if (mayReachOutside(oldText.slice(bodyStart, fnEnd)) ||
      mayReachOutside(newText.slice(bodyStart, newEnd)))
    return std::nullopt;

  // The modules around the function, innermost first: each is kept from
  // its start to its first op (its name, attributes and spec).
  std::vector<std::pair<size_t, size_t>> headers;
  for (Operation *parent = function->getParentOp(); parent;
       parent = parent->getParentOp()) {
    auto range = offsetsOf(base, parent);
    if (parent->getName().getStringRef() != "builtin.module" || !range ||
        !oldText.drop_front(range->first).starts_with("module") ||
        parent->getRegion(0).empty() || parent->getRegion(0).front().empty())
      return std::nullopt;
    auto first = offsetsOf(base, &parent->getRegion(0).front().front());
    if (!first)
      return std::nullopt;
    headers.push_back({range->first, first->first});
  }

  // The new text up to the function's end, blank but for its newlines, the
  // top-level text before the function (aliases, comments), the module
  // headers and the function; then the modules' closing braces.
  std::string text(newEnd, ' ');
  for (size_t i = 0; i < newEnd; ++i)
    if (newText[i] == '\n')
      text[i] = '\n';
  auto keep = [&](size_t begin, size_t end) {
    std::copy(newText.begin() + begin, newText.begin() + end,
              text.begin() + begin);
  };
  size_t at = 0;
  for (Operation &op : base.getBody()) {
    auto range = offsetsOf(base, &op);
    if (!range)
      return std::nullopt;
    if (range->first >= fnStart)
      break;
    keep(at, range->first);
    at = range->second;
  }
  if (at < fnStart && headers.empty())
    keep(at, fnStart);
  for (auto [begin, end] : headers)
    keep(begin, end);
  keep(fnStart, newEnd);
  for (size_t i = 0; i < headers.size(); ++i)
    text += "\n}";
  text += "\n";

  FunctionReparse reparse;
  reparse.text = std::move(text);
  reparse.filename = base.getFilename().str();
  reparse.options = base.getOptions();
  reparse.begin = fnStart;
  reparse.end = newEnd;
  reparse.depth = headers.size();
  return reparse;
}

std::unique_ptr<LayoutDocument> FunctionReparse::parse() const {
  std::unique_ptr<LayoutDocument> doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(text, filename), options);
  // Exactly the function, in the same nest, and nothing said elsewhere.
  if (doc->isParsed()) {
    Block *block = &doc->getBody();
    for (size_t i = 0; i < depth; ++i) {
      if (!llvm::hasSingleElement(*block) ||
          block->front().getName().getStringRef() != "builtin.module" ||
          block->front().getRegion(0).empty())
        return nullptr;
      block = &block->front().getRegion(0).front();
    }
    if (!llvm::hasSingleElement(*block) ||
        block->front().getName().getStringRef() != "func.func" ||
        offsetsOf(*doc, &block->front()) != std::make_pair(begin, end))
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
  }
  for (const DocumentDiagnostic &diag : doc->getDiagnostics())
    if (!pointsInto(*doc, diag, begin, end))
      return nullptr;
  return doc;
}
