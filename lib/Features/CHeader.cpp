// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CHeader.cpp - C declarations that assert a layout ------------------===//
//
// Each MLIR type is declared from the engine's answer for it in the scope:
// its fields' offsets and the padding before each come from the answer, and
// only the C spelling of each field is chosen here. A field gets a C type
// only where C's size for that type is the field's size in the scope
// (`int32_t` for a 4-byte i32, `double` for an 8-byte f64); otherwise it is
// bytes with the field's alignment, which C places exactly as the scope does.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/CHeader.h"
#include "mlir-layout/Features/LayoutTable.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <set>

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::isCIdentifier(llvm::StringRef name) {
  static const std::set<std::string> keywords = {
      "auto",       "break",     "case",           "char",
      "const",      "continue",  "default",        "do",
      "double",     "else",      "enum",           "extern",
      "float",      "for",       "goto",           "if",
      "inline",     "int",       "long",           "register",
      "restrict",   "return",    "short",          "signed",
      "sizeof",     "static",    "struct",         "switch",
      "typedef",    "union",     "unsigned",       "void",
      "volatile",   "while",     "_Alignas",       "_Alignof",
      "_Atomic",    "_Bool",     "_Complex",       "_Generic",
      "_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local"};
  if (name.empty() || llvm::isDigit(name.front()))
    return false;
  for (char c : name)
    if (!llvm::isAlnum(c) && c != '_')
      return false;
  return !keywords.count(name.str());
}

/// `name` with every character C does not allow in an identifier as `_`.
static std::string toCIdentifier(llvm::StringRef name) {
  std::string id;
  for (char c : name)
    id += llvm::isAlnum(c) || c == '_' ? c : '_';
  if (id.empty() || llvm::isDigit(id.front()))
    id = "_" + id;
  return isCIdentifier(id) ? id : id + "_";
}

namespace {
/// Builds the declarations of one header.
class HeaderBuilder {
public:
  HeaderBuilder(ScopedDataLayout &layout, CHeader &header, std::string &error)
      : layout(layout), header(header), error(error) {}

  /// Declares `type` (after what it holds) as `name`, or as a name made from
  /// `hint`; returns the declared name, or "" after setting `error`.
  std::string declare(Type type, std::string name, llvm::StringRef hint,
                      llvm::StringRef written);
  /// Keeps `name` (asked for on the command line) from the made names.
  void reserve(const std::string &name) { reserved.insert(name); }

private:
  /// The C type of a scalar whose size in the scope is `size`; "" when C
  /// has none of that size.
  std::string scalarCType(Type type, uint64_t size) const;
  /// The member holding a field of `type` (`field` bytes at `offset`,
  /// aligned to `alignment`), named `name`; nested structs are declared
  /// first as `owner_name`.
  std::optional<CMember> memberFor(Type type, const FieldLayout &field,
                                   std::string name, llvm::StringRef owner);
  /// The C type of a pointer to `memref`'s elements: `float *`, or
  /// `void *` where the element has no C type.
  std::string elementPointer(BaseMemRefType memref);
  /// The field's bytes: `_Alignas(alignment) unsigned char name[size]`.
  static CMember bytes(const FieldLayout &field, std::string name);
  /// A name not used yet: `base`, else `base_2`, `base_3`, ...
  std::string freshName(const std::string &base) const;

  ScopedDataLayout &layout;
  CHeader &header;
  std::string &error;
  llvm::DenseMap<Type, std::string> declared;
  std::set<std::string> used, reserved;
};
} // namespace

std::string HeaderBuilder::freshName(const std::string &base) const {
  std::string name = base;
  for (unsigned n = 2; used.count(name) || reserved.count(name); ++n)
    name = base + "_" + std::to_string(n);
  return name;
}

std::string HeaderBuilder::scalarCType(Type type, uint64_t size) const {
  unsigned bits = 0;
  if (auto integer = dyn_cast<IntegerType>(type)) {
    if (integer.getWidth() == 1 && size == 1)
      return "_Bool";
    bits = integer.getWidth();
  } else if (isa<IndexType>(type)) {
    bits = unsigned(size * 8);
  } else if (type.isF32() && size == 4) {
    return "float";
  } else if (type.isF64() && size == 8) {
    return "double";
  } else if (isa<LLVM::LLVMPointerType>(type)) {
    return "void *";
  }
  if ((bits == 8 || bits == 16 || bits == 32 || bits == 64) && size * 8 == bits)
    return "int" + std::to_string(bits) + "_t";
  return "";
}

std::string HeaderBuilder::elementPointer(BaseMemRefType memref) {
  const LayoutResult &element = layout.explain(memref.getElementType());
  std::string pointee =
      element.hasLayout()
          ? scalarCType(memref.getElementType(), element.layout->size)
          : "";
  return pointee.empty() || pointee == "void *" ? "void *" : pointee + " *";
}

CMember HeaderBuilder::bytes(const FieldLayout &field, std::string name) {
  CMember member;
  member.name = std::move(name);
  member.cType = "unsigned char";
  member.arrayLength = field.size;
  member.alignAs = field.alignment > 1 ? field.alignment : 0;
  member.mlirType = field.type;
  member.offset = field.offset;
  return member;
}

std::optional<CMember> HeaderBuilder::memberFor(Type type,
                                                const FieldLayout &field,
                                                std::string name,
                                                llvm::StringRef owner) {
  CMember member;
  member.name = name;
  member.mlirType = field.type;
  member.offset = field.offset;
  if (std::string scalar = scalarCType(type, field.size); !scalar.empty()) {
    member.cType = scalar;
    return member;
  }
  if (isa<LLVM::LLVMStructType>(type)) {
    std::string nested =
        declare(type, "", (owner + "_" + name).str(), field.type);
    if (nested.empty())
      return std::nullopt;
    member.cType = "struct " + nested;
    return member;
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    Type element = array.getElementType();
    const LayoutResult &numbers = layout.explain(element);
    // A C array's elements are its element type's size apart; MLIR's are
    // the size rounded up to the alignment.
    if (numbers.hasLayout() && array.getNumElements() &&
        llvm::alignTo(numbers.layout->size, numbers.layout->abiAlignment) ==
            numbers.layout->size) {
      FieldLayout one = field;
      one.type = numbers.type;
      one.size = numbers.layout->size;
      std::string scalar = scalarCType(element, one.size);
      if (!scalar.empty() || isa<LLVM::LLVMStructType>(element)) {
        std::optional<CMember> first = memberFor(element, one, name, owner);
        if (!first)
          return std::nullopt;
        member.cType = first->cType;
        member.arrayLength = array.getNumElements();
        return member;
      }
    }
  }
  if (field.size == 0) {
    error = "no C member for " + field.type + ": it has no bytes";
    return std::nullopt;
  }
  return bytes(field, std::move(name));
}

/// The C name of a memref descriptor's or a complex number's field.
static std::string memberName(const std::string &rowName) {
  if (rowName == "allocated pointer")
    return "allocated";
  if (rowName == "aligned pointer")
    return "aligned";
  if (rowName == "descriptor pointer")
    return "descriptor";
  if (rowName == "imaginary")
    return "imag";
  return rowName;
}

std::string HeaderBuilder::declare(Type type, std::string name,
                                   llvm::StringRef hint,
                                   llvm::StringRef written) {
  if (auto found = declared.find(type); found != declared.end())
    return found->second;
  const LayoutResult &result = layout.explain(type);
  if (header.scope.empty())
    header.scope = result.scope;
  if (!result.hasLayout()) {
    error = written.str() + " has no layout in " + result.scope + ": " +
            result.noLayoutReason;
    return "";
  }
  if (result.layout->scalable) {
    error =
        written.str() + " has a scalable size: C has no fixed layout for it";
    return "";
  }
  if (name.empty()) {
    std::string base = hint.str();
    if (auto identified = dyn_cast<LLVM::LLVMStructType>(type))
      if (identified.isIdentified())
        base = identified.getName().str();
    name = freshName(toCIdentifier(base));
  } else if (used.count(name)) {
    error = "the name " + name + " is given twice";
    return "";
  }
  std::optional<LayoutTable> table = describeLayoutTable(result, 64);
  const TypeLayout &numbers = *result.layout;
  LayoutTableKind kind = table->kind;

  if (kind == LayoutTableKind::Scalar ||
      kind == LayoutTableKind::MemRefPointer) {
    std::string cType;
    if (auto memref = dyn_cast<BaseMemRefType>(type)) {
      cType = elementPointer(memref);
    } else {
      cType = scalarCType(type, numbers.size);
    }
    if (cType.empty()) {
      error = "C has no type of " + std::to_string(numbers.size) +
              " bytes for " + result.type +
              "; header declares structs, memrefs and scalars C has";
      return "";
    }
    used.insert(name);
    declared[type] = name;
    header.declarations.push_back(
        {std::nullopt, CTypedef{name, cType, result.type, numbers.size,
                                numbers.abiAlignment}});
    return name;
  }
  if (kind == LayoutTableKind::Vector || kind == LayoutTableKind::Array) {
    error = "header declares structs, memrefs and scalars, not " + result.type +
            " on its own (put it in an !llvm.struct)";
    return "";
  }
  // Reserve the name before the fields' structs take theirs.
  used.insert(name);
  declared[type] = name;
  CStruct record;
  record.name = name;
  record.mlirType = result.type;
  record.size = numbers.size;
  record.alignment = numbers.abiAlignment;
  record.packed = kind == LayoutTableKind::PackedStruct;

  auto structType = dyn_cast<LLVM::LLVMStructType>(type);
  Type complexElement;
  if (auto complex = dyn_cast<ComplexType>(type))
    complexElement = complex.getElementType();
  unsigned padCount = 0;
  auto addPadding = [&](uint64_t offset, uint64_t size) {
    CMember pad;
    pad.name = "_pad" + std::to_string(padCount++);
    pad.cType = "unsigned char";
    pad.arrayLength = size;
    pad.offset = offset;
    pad.padding = true;
    record.members.push_back(std::move(pad));
  };
  for (size_t i = 0; i < table->rows.size(); ++i) {
    const LayoutRow &row = table->rows[i];
    const FieldLayout &field = result.fields[i];
    if (row.paddingBefore)
      addPadding(row.offset - row.paddingBefore, row.paddingBefore);
    std::string fieldName =
        row.name.empty() ? "f" + std::to_string(i) : memberName(row.name);
    std::optional<CMember> member;
    if (structType && i < structType.getBody().size()) {
      member = memberFor(structType.getBody()[i], field, fieldName, name);
    } else if (complexElement) {
      member = memberFor(complexElement, field, fieldName, name);
    } else if (kind == LayoutTableKind::MemRefDescriptor) {
      // Pointers to the element type; the index integers of the scope.
      auto memref = dyn_cast<BaseMemRefType>(type);
      CMember m;
      m.name = fieldName;
      m.mlirType = field.type;
      m.offset = field.offset;
      if (row.name == "allocated pointer" || row.name == "aligned pointer") {
        m.cType = elementPointer(memref);
      } else if (row.name == "descriptor pointer") {
        m.cType = "void *";
      } else if (row.name == "sizes" || row.name == "strides") {
        auto ranked = dyn_cast<MemRefType>(type);
        uint64_t rank = ranked ? uint64_t(ranked.getRank()) : 1;
        m.cType = "int" + std::to_string(field.size / rank * 8) + "_t";
        m.arrayLength = rank;
      } else {
        m.cType = "int" + std::to_string(field.size * 8) + "_t";
      }
      member = m;
    } else {
      member = bytes(field, fieldName);
    }
    if (!member)
      return "";
    if (record.packed)
      member->alignAs = 0;
    record.members.push_back(std::move(*member));
  }
  if (result.tailPadding)
    addPadding(numbers.size - result.tailPadding, result.tailPadding);
  if (record.members.empty()) {
    error = result.type + " has no fields, and a C struct needs one";
    return "";
  }
  header.declarations.push_back({std::move(record), std::nullopt});
  return name;
}

std::optional<CHeader>
mlir::layout::describeCHeader(ScopedDataLayout &layout,
                              llvm::ArrayRef<CHeaderRequest> requests,
                              std::string &error) {
  CHeader header;
  HeaderBuilder builder(layout, header, error);
  std::set<std::string> asked;
  for (const CHeaderRequest &request : requests) {
    if (!request.name.empty() &&
        (!isCIdentifier(request.name) || !asked.insert(request.name).second)) {
      error = isCIdentifier(request.name)
                  ? "the name " + request.name + " is given twice"
                  : "'" + request.name + "' is not a C identifier";
      return std::nullopt;
    }
    builder.reserve(request.name);
  }
  unsigned unnamed = 0;
  for (const CHeaderRequest &request : requests) {
    llvm::StringRef written = request.written;
    std::string hint =
        written.starts_with("!") && isCIdentifier(written.drop_front())
            ? written.drop_front().str()
            : "mlir_type_" + std::to_string(unnamed++);
    if (builder.declare(request.type, request.name, hint, written).empty())
      return std::nullopt;
  }
  return header;
}
