//===- InlayHints.cpp - Layouts written beside values ---------------------===//

#include "mlir-layout/Features/InlayHints.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"

using namespace mlir;
using namespace mlir::layout;

std::vector<InlayHintInfo> mlir::layout::getInlayHints(LayoutDocument &doc,
                                                       llvm::SMRange range) {
  std::vector<InlayHintInfo> hints;
  for (const InlayHintSite &site : findInlayHintSites(doc, range)) {
    const LayoutResult &result = doc.getLayout(*site.scope).query(site.type);
    if (result.hasLayout())
      hints.push_back({site.position, &result});
  }
  return hints;
}
