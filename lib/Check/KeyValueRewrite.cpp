// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- KeyValueRewrite.cpp - A spec rewritten to `key = value` ------------===//
//
// makeKeyValueRewrite (SpecActions.h): an editor's action and the fix of the
// legacy `#dlti.dl_entry` syntax that EntryValidation.cpp reports, below
// both.
//
//===----------------------------------------------------------------------===//

#include "SpecEditor.h"
#include "mlir-layout/Check/SpecActions.h"

#include "mlir-layout/Core/ScopeTree.h"

using namespace mlir;
using namespace mlir::layout;

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
