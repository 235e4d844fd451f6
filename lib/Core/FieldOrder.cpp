//===- FieldOrder.cpp - The smallest order of a struct's fields -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The search: fields of the same (size, alignment) shape are interchangeable,
// so a state is how many fields of each shape are placed, and the best state
// is the one whose placed fields end earliest (placing the rest from an
// earlier end never ends later). That is a walk over the product of the
// shapes' counts plus one, in increasing order of the state's number.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/FieldOrder.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>

using namespace mlir;
using namespace mlir::layout;

uint64_t mlir::layout::layOutInOrder(llvm::ArrayRef<FieldShape> fields,
                                     llvm::ArrayRef<unsigned> order) {
  uint64_t end = 0, largest = 1;
  for (unsigned i : order) {
    end = llvm::alignTo(end, fields[i].alignment) + fields[i].size;
    largest = std::max(largest, fields[i].alignment);
  }
  return llvm::alignTo(end, largest);
}

/// The fields by decreasing alignment, then decreasing size, then as written.
static std::vector<unsigned>
orderByDecreasingAlignment(llvm::ArrayRef<FieldShape> fields) {
  std::vector<unsigned> order(fields.size());
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
    if (fields[a].alignment != fields[b].alignment)
      return fields[a].alignment > fields[b].alignment;
    return fields[a].size > fields[b].size;
  });
  return order;
}

std::optional<SmallestFieldOrder>
mlir::layout::findSmallestFieldOrder(llvm::ArrayRef<FieldShape> fields,
                                     uint64_t maxStates) {
  std::vector<unsigned> sorted = orderByDecreasingAlignment(fields);
  uint64_t sortedSize = layOutInOrder(fields, sorted);
  uint64_t total = 0, largest = 1;
  for (const FieldShape &field : fields) {
    total += field.size;
    largest = std::max(largest, field.alignment);
  }
  // No order is smaller than the sizes' sum rounded to the largest alignment.
  if (sortedSize == llvm::alignTo(total, largest))
    return SmallestFieldOrder{sortedSize, std::move(sorted)};

  // The shapes, each with its fields in written order.
  std::map<std::pair<uint64_t, uint64_t>, unsigned> shapeOf;
  std::vector<FieldShape> shapes;
  std::vector<std::vector<unsigned>> members;
  for (unsigned i = 0; i < fields.size(); ++i) {
    auto [it, inserted] = shapeOf.try_emplace(
        {fields[i].size, fields[i].alignment}, unsigned(shapes.size()));
    if (inserted) {
      shapes.push_back(fields[i]);
      members.emplace_back();
    }
    members[it->second].push_back(i);
  }
  // State number: the mixed-radix number of the counts placed per shape.
  std::vector<uint64_t> weight(shapes.size());
  uint64_t states = 1;
  for (unsigned s = 0; s < shapes.size(); ++s) {
    weight[s] = states;
    uint64_t radix = members[s].size() + 1;
    if (states > maxStates / radix)
      return std::nullopt;
    states *= radix;
  }
  constexpr uint64_t unreached = std::numeric_limits<uint64_t>::max();
  std::vector<uint64_t> end(states, unreached);
  std::vector<uint8_t> via(states, 0);
  end[0] = 0;
  for (uint64_t state = 0; state < states; ++state) {
    if (end[state] == unreached)
      continue;
    for (unsigned s = 0; s < shapes.size(); ++s) {
      uint64_t placed = state / weight[s] % (members[s].size() + 1);
      if (placed == members[s].size())
        continue;
      uint64_t next = state + weight[s];
      uint64_t at =
          llvm::alignTo(end[state], shapes[s].alignment) + shapes[s].size;
      if (at < end[next]) {
        end[next] = at;
        via[next] = uint8_t(s);
      }
    }
  }
  uint64_t smallest = llvm::alignTo(end[states - 1], largest);
  if (smallest >= sortedSize)
    return SmallestFieldOrder{sortedSize, std::move(sorted)};
  // Walk back from the full state; each shape's fields go in written order.
  std::vector<unsigned> shapeOrder;
  for (uint64_t state = states - 1; state;) {
    shapeOrder.push_back(via[state]);
    state -= weight[via[state]];
  }
  std::reverse(shapeOrder.begin(), shapeOrder.end());
  std::vector<size_t> taken(shapes.size(), 0);
  std::vector<unsigned> order;
  for (unsigned s : shapeOrder)
    order.push_back(members[s][taken[s]++]);
  return SmallestFieldOrder{smallest, std::move(order)};
}

std::optional<SmallerFieldOrder>
mlir::layout::findSmallerFieldOrder(const LayoutResult &result) {
  if (!result.layout || result.layout->scalable || result.fields.size() < 2 ||
      result.reasons.empty() ||
      result.reasons.front().rule != LayoutRule::StructFields)
    return std::nullopt;
  const auto *facts = std::get_if<StructFacts>(&result.reasons.front().facts);
  if (!facts || facts->kind != StructFacts::Kind::Aligned ||
      facts->scalableFields)
    return std::nullopt;
  std::vector<FieldShape> shapes;
  for (const FieldLayout &field : result.fields) {
    if (field.scalable || !field.alignment)
      return std::nullopt;
    shapes.push_back({field.size, field.alignment});
  }
  std::vector<unsigned> written(shapes.size());
  std::iota(written.begin(), written.end(), 0u);
  // Only where placing the fields as MLIR does gives the engine's size.
  uint64_t writtenSize = layOutInOrder(shapes, written);
  if (writtenSize != result.layout->size)
    return std::nullopt;
  std::optional<SmallestFieldOrder> smallest = findSmallestFieldOrder(shapes);
  if (!smallest || smallest->size >= writtenSize)
    return std::nullopt;
  SmallerFieldOrder smaller{
      writtenSize, smallest->size, std::move(smallest->order), {}};
  for (unsigned i : smaller.order)
    smaller.types.push_back(result.fields[i].type);
  return smaller;
}
