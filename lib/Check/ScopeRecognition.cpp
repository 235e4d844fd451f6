// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeRecognition.cpp - Specs on ops that may not be scopes ---------===//
//
// MLIR reads a `dlti.dl_spec` only on a `builtin.module` or an op
// implementing `DataLayoutOpInterface`. A spec on any other registered op is
// ignored (`layout-spec-ignored`); a spec on an unregistered op is taken as
// a scope by the engine, and every answer inside it says so
// (`layout-assumed-scope`).
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

using namespace mlir;
using namespace mlir::layout;

/// The enclosing scope's name for a message: its path, or "the top level".
static std::string describeScope(const LayoutScope &scope) {
  return scope.op ? scope.path : std::string("the top level of the file");
}

void mlir::layout::checkScopeRecognition(const LayoutDocument &doc,
                                         std::vector<SpecIssue> &issues) {
  const ScopeTree &tree = doc.getScopes();
  for (const IgnoredSpec &ignored : tree.getIgnoredSpecs()) {
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = codes::kSpecIgnored;
    std::string name = ignored.op->getName().getStringRef().str();
    issue.message =
        "ignored by MLIR: " + abbreviate(name) + " is not a data layout scope";
    issue.where = ignored.attribute;
    issue.scope = ignored.scope->path;
    if (ignored.scope->op)
      issue.related.push_back(
          {ignored.scope->where, "the enclosing data layout scope"});
    addDetail(issue, "only builtin.module and ops implementing "
                     "DataLayoutOpInterface are data layout scopes; types "
                     "inside " +
                         name + " get the data layout of " +
                         describeScope(*ignored.scope));
    issues.push_back(std::move(issue));
  }
  for (const auto &scope : tree.getScopes()) {
    if (scope->kind != ScopeKind::Assumed)
      continue;
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = codes::kAssumedScope;
    std::string name = scope->op->getName().getStringRef().str();
    issue.message = "'" + abbreviate(name) +
                    "' is not a registered op, so whether it is a data "
                    "layout scope is unknown; the answers inside it assume "
                    "it is one";
    issue.where = scope->where;
    issue.scope = scope->path;
    addDetail(issue, "the answers inside it use its dlti.dl_spec; MLIR itself "
                     "ignores the spec of an op that does not implement "
                     "DataLayoutOpInterface");
    addDetail(issue, "for exact answers load its dialect with "
                     "--load-dialect-plugin (mlirLayout.dialectPlugins in "
                     "the editor)");
    issues.push_back(std::move(issue));
  }
}
