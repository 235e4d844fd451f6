// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CHeaderRender.cpp - A C11 header that asserts a layout -------------===//

#include "mlir-layout/Render/CHeaderRender.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

std::string mlir::layout::makeIncludeGuard(llvm::StringRef path) {
  std::string guard;
  for (char c : llvm::sys::path::filename(path))
    guard += llvm::isAlnum(c) ? llvm::toUpper(c) : '_';
  if (guard.empty() || llvm::isDigit(guard.front()))
    guard = "MLIR_LAYOUT_" + guard;
  return guard;
}

/// `text` safe inside a C comment and a string literal: no `*/`, quotes or
/// backslashes.
static std::string quoted(llvm::StringRef text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"' || c == '\\')
      out += '\'';
    else if (c == '*' && i + 1 < text.size() && text[i + 1] == '/')
      out += "* ";
    else
      out += c;
  }
  return out;
}

/// `int32_t f0;`, `_Alignas(4) unsigned char f1[3]; /* i24 */`.
static void writeMember(llvm::raw_ostream &os, const CMember &member) {
  os << "  ";
  if (member.alignAs)
    os << "_Alignas(" << member.alignAs << ") ";
  os << member.cType;
  if (!llvm::StringRef(member.cType).ends_with("*"))
    os << " ";
  os << member.name;
  if (member.arrayLength)
    os << "[" << *member.arrayLength << "]";
  os << ";";
  if (member.padding)
    os << " /* padding */";
  else if (member.alignAs || member.cType == "unsigned char")
    os << " /* " << quoted(member.mlirType) << " */";
  os << "\n";
}

/// `_Static_assert(sizeof(T) == 24, "T: size 24 in @m");` and the others.
static void writeAsserts(llvm::raw_ostream &os, llvm::StringRef name,
                         uint64_t size, uint64_t alignment,
                         llvm::StringRef scope) {
  std::string in = " in " + quoted(scope);
  os << "_Static_assert(sizeof(" << name << ") == " << size << ", \"" << name
     << ": size " << size << in << "\");\n";
  os << "_Static_assert(_Alignof(" << name << ") == " << alignment << ", \""
     << name << ": alignment " << alignment << in << "\");\n";
}

std::string mlir::layout::renderCHeader(const CHeader &header,
                                        llvm::StringRef source,
                                        llvm::StringRef guard) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "/* Written by mlir-layout header from " << quoted(source) << ", scope "
     << quoted(header.scope) << ".\n"
     << "   The numbers are that scope's data layout: a C compiler that lays "
        "these\n"
     << "   types out otherwise stops at the _Static_asserts. */\n"
     << "#ifndef " << guard << "\n#define " << guard << "\n\n"
     << "#include <stddef.h>\n#include <stdint.h>\n";
  for (const CHeader::Declaration &declaration : header.declarations) {
    os << "\n";
    if (const std::optional<CTypedef> &alias = declaration.alias) {
      os << "/* " << quoted(alias->mlirType) << " */\n"
         << "typedef " << alias->cType
         << (llvm::StringRef(alias->cType).ends_with("*") ? "" : " ")
         << alias->name << ";\n";
      writeAsserts(os, alias->name, alias->size, alias->alignment,
                   header.scope);
      continue;
    }
    const CStruct &record = *declaration.record;
    os << "/* " << quoted(record.mlirType) << " */\n";
    if (record.packed)
      os << "#pragma pack(push, 1)\n";
    os << "typedef struct " << record.name << " {\n";
    for (const CMember &member : record.members)
      writeMember(os, member);
    os << "} " << record.name << ";\n";
    if (record.packed)
      os << "#pragma pack(pop)\n";
    writeAsserts(os, record.name, record.size, record.alignment, header.scope);
    for (const CMember &member : record.members)
      if (!member.padding)
        os << "_Static_assert(offsetof(" << record.name << ", " << member.name
           << ") == " << member.offset << ", \"" << record.name << "."
           << member.name << ": offset " << member.offset << " in "
           << quoted(header.scope) << "\");\n";
  }
  os << "\n#endif /* " << guard << " */\n";
  return text;
}
