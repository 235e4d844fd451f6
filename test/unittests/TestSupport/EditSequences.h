//===- EditSequences.h - Generated files and random edits -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// For the property tests of the incremental analyses: generated files of
// functions in nested modules with specs and aliases, a seeded editor that
// applies random edits (valid and broken, inside and across functions)
// while recording them in an EditMap, and positions described as text.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_UNITTESTS_EDITSEQUENCES_H
#define MLIR_LAYOUT_UNITTESTS_EDITSEQUENCES_H

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/EditMap.h"

#include <random>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
namespace test {

/// The symbols generate() declares in the top module with `symbols`, and
/// the uses of each kind a function body makes of them (the use of the
/// functions, LLVM functions and globals, memref globals and GPU kernels).
inline const char *const kTopSymbols =
    "  func.func private @ext(i32) -> i32\n"
    "  llvm.func @lext(i32) -> i32\n"
    "  llvm.mlir.global internal @lg(7 : i32) : i32\n"
    "  memref.global \"private\" @mg : memref<4xi32> = dense<0>\n"
    "  gpu.module @kernels {\n"
    "    gpu.func @k(%x: i32) kernel {\n"
    "      gpu.return\n"
    "    }\n"
    "  }\n";

/// The body lines that use kTopSymbols (`%t` and `%b` are i32 values).
inline std::string symbolUses(const std::string &p) {
  return p + "%e = func.call @ext(%t) : (i32) -> i32\n" + p +
         "%le = llvm.call @lext(%t) : (i32) -> i32\n" + p +
         "%p = llvm.mlir.addressof @lg : !llvm.ptr\n" + p +
         "%m = memref.get_global @mg : memref<4xi32>\n" + p +
         "%one = arith.constant 1 : index\n" + p +
         "gpu.launch_func @kernels::@k blocks in (%one, %one, %one) threads "
         "in (%one, %one, %one) args(%t : i32)\n";
}

/// A function of a few ops; `call` adds a call of itself, `llvm` an op of
/// the LLVM dialect, `uses` the uses of kTopSymbols.
inline std::string function(unsigned id, const std::string &indent, bool call,
                            bool llvm = false, bool uses = false) {
  std::string p = indent + "  ";
  std::string text = indent + "func.func @f" + std::to_string(id) +
                     "(%a: !t, %b: i32, %v: vector<4xf32>) -> i32 {\n";
  text += p + "%c = arith.constant " + std::to_string(10 + id) + " : i32\n";
  text += p + "%s = arith.addi %a, %b : i32\n";
  text += p + "%t = arith.muli %s, %c : i32\n";
  text += p + "%w = arith.addf %v, %v : vector<4xf32>\n";
  if (llvm)
    text += p + "%l = llvm.mlir.constant(3 : i32) : i32\n";
  if (call)
    text += p + "%r = func.call @f" + std::to_string(id) +
            "(%t, %b, %w) : (i32, i32, vector<4xf32>) -> i32\n";
  if (uses)
    text += symbolUses(p);
  text += p + "return %t : i32\n";
  return text + indent + "}\n";
}

/// An `llvm.func` of a few LLVM ops; `uses` adds uses of kTopSymbols from
/// an LLVM body (calls of both kinds, a global's address and a load) and a
/// tagged block (`llvm.blocktag <id = 1>`).
inline std::string llvmFunction(unsigned id, const std::string &indent,
                                bool uses) {
  std::string p = indent + "  ";
  std::string text = indent + "llvm.func @lf" + std::to_string(id) +
                     "(%a: i32, %b: i32) -> i32 {\n";
  text += p + "%c = llvm.mlir.constant(" + std::to_string(10 + id) +
          " : i32) : i32\n";
  text += p + "%t = llvm.mul %a, %c : i32\n";
  if (uses) {
    text += p + "%le = llvm.call @lext(%t) : (i32) -> i32\n";
    text += p + "%p = llvm.mlir.addressof @lg : !llvm.ptr\n";
    text += p + "%v = llvm.load %p : !llvm.ptr -> i32\n";
    text += p + "%e = func.call @ext(%t) : (i32) -> i32\n";
    // A block whose address other functions may take.
    text += p + "llvm.br ^tagged\n" + indent + "^tagged:\n";
    text += p + "llvm.blocktag <id = 1>\n";
  }
  text += p + "llvm.return %t : i32\n";
  return text + indent + "}\n";
}
/// A file of functions at every level of nested modules with specs. With
/// `problems`, the nested specs have problems the checks report (a changed
/// index bitwidth, a repeated entry) and some functions hold LLVM ops. With
/// `symbols`, the top module holds kTopSymbols and its functions use them,
/// and every module also holds an `llvm.func`; with both, the top module's
/// `llvm.data_layout` disagrees with its spec.
inline std::string generate(unsigned modules, bool problems = false,
                            bool symbols = false) {
  std::string text =
      "#top = #dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>, "
      "index = 64 : i64, i32 = dense<[32, 32]> : vector<2xi64>>\n"
      "!t = i32\n// a comment\n";
  text += "module @top attributes {dlti.dl_spec = #top";
  if (symbols)
    text += ", gpu.container_module";
  // LLVM IR would lay out i32 and i64 otherwise: the checks read which
  // types ops use.
  if (symbols && problems)
    text += ", llvm.data_layout = \"e-i64:32:64\"";
  text += "} {\n";
  if (symbols)
    text += kTopSymbols;
  std::string extra =
      problems ? ", index = 32 : i64, i32 = dense<[32, 32]> : vector<2xi64>"
               : "";
  unsigned id = 0;
  text += function(id++, "  ", false, problems, symbols);
  if (symbols)
    text += llvmFunction(id++, "  ", true);
  for (unsigned m = 0; m < modules; ++m) {
    std::string name = "@m" + std::to_string(m);
    text += "  module " + name +
            " attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[32, "
            "64]> : vector<2xi64>" +
            extra + ">} {\n";
    text += function(id++, "    ", false, problems && m % 2 == 0);
    if (symbols)
      text += llvmFunction(id++, "    ", false);
    text += "    module " + name +
            "_inner attributes {dlti.dl_spec = #dlti.dl_spec<f64 = "
            "dense<[64, 64]> : vector<2xi64>>} {\n";
    text += function(id++, "      ", m % 2 == 1);
    text += "    }\n";
    text += "  }\n";
    text += function(id++, "  ", symbols && m % 2 == 0, false, symbols);
  }
  return text + "}\n";
}

/// Applies random edits to a text, recording them in an EditMap.
class Editor {
public:
  explicit Editor(unsigned seed) : rng(seed) {}

  /// Applies one random edit to `text`.
  void edit(std::string &text, EditMap &edits) {
    static const char *const snippets[] = {
        "\n    %n = arith.constant 7 : i32",
        " ",
        "}",
        "{",
        "%",
        "\"",
        "// c\n",
        "@f0",
        "dlti",
        "\n",
        "x",
        "\n    %q = arith.addi %a, %b : i64\n",
        "\n    %q = arith.addi %a, %a : !t\n",
        "-----",
        "\n    %l = llvm.mlir.constant(2 : i32) : i32",
        // Symbol uses, right and wrong (arity, types, kinds, unknown).
        "\n    %x = func.call @ext(%b) : (i32) -> i32",
        "\n    %x = func.call @ext(%b, %b) : (i32, i32) -> i32",
        ("\n    %x = func.call @f0(%b, %b, %w) : (i32, i32, vector<4xf32>) "
         "-> i32"),
        "\n    %x = func.call @nope(%b) : (i32) -> i32",
        "\n    %x = func.call @lg(%b) : (i32) -> i32",
        "\n    %x = llvm.call @lext(%b) : (i32) -> i64",
        "\n    %x = llvm.mlir.addressof @mg : !llvm.ptr",
        "\n    %x = memref.get_global @mg : memref<8xi32>",
        "\n    %x = memref.get_global @kernels : memref<4xi32>",
        // In LLVM bodies too: arity, address spaces, kinds, terminators, a
        // block address (whose verifier reads another function's body).
        "\n    %x = llvm.call @lext(%b, %b) : (i32, i32) -> i32",
        "\n    %x = llvm.mlir.addressof @lg : !llvm.ptr<1>",
        "\n    %x = llvm.mlir.addressof @ext : !llvm.ptr",
        "\n    %x = llvm.call @lf1(%b, %b) : (i32, i32) -> i32",
        "\n    llvm.return %b : i32",
        // Memory of a type LLVM IR lays out otherwise (with `problems`).
        "\n    %y = llvm.alloca %b x i64 : (i32) -> !llvm.ptr",
        "\n    %y = llvm.load %p : !llvm.ptr -> i64",
        ("\n    %x = llvm.blockaddress <function = @lf1, tag = <id = 1>> : "
         "!llvm.ptr"),
        // Casts and allocations whose validity depends on the layout.
        "\n    %y = llvm.alloca %b x i64 {alignment = 2 : i64} : (i32) -> "
        "!llvm.ptr",
        "\n    %y = memref.alloca() {alignment = 8 : i64} : memref<2xi64>",
        "\n    %z = llvm.bitcast %b : i32 to f32",
        "\n    %z = llvm.bitcast %b : i32 to f64",
    };
    switch (pick(0, 7)) {
    case 0: { // a constant's digits
      size_t at = nth(text, "arith.constant ");
      if (at == std::string::npos)
        return;
      at += std::string("arith.constant ").size();
      replace(text, edits, at, 1, std::to_string(pick(1, 9)));
      return;
    }
    case 1: { // a type token
      size_t at = nth(text, "i32");
      if (at != std::string::npos)
        replace(text, edits, at, 3, pick(0, 1) ? "i64" : "f32");
      return;
    }
    case 2: // one character removed
      if (!text.empty())
        replace(text, edits, pick(0, text.size() - 1), 1, "");
      return;
    case 7: { // a snippet inserted before an op of a body
      size_t at = nth(text, "\n    %");
      if (at != std::string::npos)
        replace(text, edits, at, 0, snippets[pick(0, std::size(snippets) - 1)]);
      return;
    }
    case 3: // a snippet inserted
      replace(text, edits, pick(0, text.size()), 0,
              snippets[pick(0, std::size(snippets) - 1)]);
      return;
    case 4: { // a return with the wrong operands (a verifier error)
      size_t at = nth(text, "return %t : i32");
      if (at != std::string::npos)
        replace(text, edits, at, 15, "return %t, %b : i32, i32");
      return;
    }
    case 5: { // a whole line removed
      size_t at = nth(text, "\n");
      if (at == std::string::npos)
        return;
      size_t end = text.find('\n', at + 1);
      if (end != std::string::npos)
        replace(text, edits, at, end - at, "");
      return;
    }
    default: { // a range removed, maybe across functions
      size_t at = pick(0, text.size() - 1);
      replace(text, edits, at, std::min<size_t>(text.size() - at, pick(1, 200)),
              "");
      return;
    }
    }
  }

  unsigned pick(unsigned lo, unsigned hi) {
    return std::uniform_int_distribution<unsigned>(lo, hi)(rng);
  }

private:
  /// A random occurrence of `needle` in `text`.
  size_t nth(const std::string &text, const std::string &needle) {
    std::vector<size_t> found;
    for (size_t at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + 1))
      found.push_back(at);
    return found.empty() ? std::string::npos : found[pick(0, found.size() - 1)];
  }

  static void replace(std::string &text, EditMap &edits, size_t at,
                      size_t length, const std::string &inserted) {
    edits.replace(at, llvm::StringRef(text).substr(at, length), inserted);
    text.replace(at, length, inserted);
  }

  std::mt19937 rng;
};

/// `pos` of `doc` as text: line, column and byte range.
inline std::string describeWhere(const LayoutDocument &doc,
                                 const SourcePos &pos) {
  std::string text =
      std::to_string(pos.line) + ":" + std::to_string(pos.column);
  if (pos.range.Start.isValid())
    text += " [" + std::to_string(doc.getOffset(pos.range.Start)) + ", " +
            std::to_string(
                pos.range.End.isValid() ? doc.getOffset(pos.range.End) : 0) +
            ")";
  return text;
}

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_UNITTESTS_EDITSEQUENCES_H
