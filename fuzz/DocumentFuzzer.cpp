// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentFuzzer.cpp - Document text into every engine path ----------===//
//
// Parses the input as a document, queries every op result, checks it under
// every policy, verifies the fixes and applies each one, asks for the type
// and completions at a few positions, and renders everything. Any crash,
// abort or sanitizer report is a bug.
//
//===----------------------------------------------------------------------===//

#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Check/SpecActions.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Features/Completion.h"
#include "mlir-layout/Render/HoverRender.h"
#include "mlir-layout/Render/TextRender.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::layout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 16384)
    return 0; // keep iterations fast; size limits are tested elsewhere
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"));
  std::string sink;
  llvm::raw_string_ostream os(sink);
  for (const ResultSite &site : doc->getResultSites()) {
    const LayoutResult &result =
        doc->getLayout(doc->getScopes().scopeFor(site.op))
            .query(site.op->getResult(site.resultNumber).getType());
    printExplanation(os, result, "fuzz.mlir");
    (void)dumpJson(toExplanation(result));
    (void)renderTypeHover(result, {}, [](const SourcePos &) { return ""; });
  }
  for (const auto &scope : doc->getScopes().getScopes())
    (void)doc->getLayout(*scope).getProperties();
  llvm::StringRef buffer = doc->getText();
  for (size_t i = 0; i < 8 && !buffer.empty(); ++i) {
    size_t offset = (i * 7919) % buffer.size();
    llvm::SMLoc loc = llvm::SMLoc::getFromPointer(buffer.data() + offset);
    if (std::optional<TypeSite> site = findTypeAt(*doc, loc)) {
      for (const LayoutScope *s = site->scope; s && s->op; s = s->parent)
        (void)makeAddEntryFix(*doc, *s, site->type);
      (void)makeSimplestLayoutFix(*doc, *site);
    }
    if (std::optional<EntrySite> entry = findEntryAt(*doc, loc))
      (void)describeEntry(*doc, *entry);
    (void)getCompletions(buffer, offset);
  }
  for (CompatibilityPolicy policy :
       {CompatibilityPolicy::Relax, CompatibilityPolicy::Strict,
        CompatibilityPolicy::RedefineAll, CompatibilityPolicy::Off}) {
    std::vector<SpecIssue> issues = checkDocument(*doc, policy);
    if (size <= 2048)
      verifyFixes(*doc, policy, issues);
    for (const SpecIssue &issue : issues)
      for (const Fix &fix : issue.fixes) {
        std::string fixed = applyEdits(buffer, buffer.data(), fix.edits);
        auto after = LayoutDocument::parse(
            llvm::MemoryBuffer::getMemBufferCopy(fixed, "fixed.mlir"));
        (void)checkDocument(*after, policy);
      }
  }
  return 0;
}
