// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutRules.cpp - Declared layouts for types without code ----------===//

#include "mlir-layout/Core/LayoutRules.h"
#include "mlir-layout/Support/MessageText.h"
#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

/// `text` without whitespace.
static std::string squeeze(llvm::StringRef text) {
  std::string out;
  for (char c : text)
    if (!llvm::isSpace(c))
      out += c;
  return out;
}

/// 1-based line and column of byte `offset` of `text`.
static LayoutFileError errorAt(llvm::StringRef text, size_t offset,
                               std::string message) {
  LayoutFileError error;
  error.message = std::move(message);
  offset = std::min(offset, text.size());
  for (size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++error.line;
      error.column = 1;
    } else {
      ++error.column;
    }
  }
  return error;
}

/// Where the rule with `pattern` is written (its `match` string), for
/// error positions; the start of the file if it cannot be found.
static size_t findRuleOffset(llvm::StringRef text, const std::string &pattern,
                             unsigned index) {
  std::string quoted = json(pattern).dump();
  size_t at = text.find(quoted);
  if (at != llvm::StringRef::npos)
    return at;
  // Fall back to the index-th "match" key.
  size_t pos = 0;
  for (unsigned i = 0; i <= index; ++i) {
    size_t next = text.find("\"match\"", pos);
    if (next == llvm::StringRef::npos)
      return 0;
    at = next;
    pos = next + 1;
  }
  return at;
}

std::shared_ptr<const LayoutRules>
LayoutRules::parse(llvm::StringRef text, const std::string &path,
                   std::vector<LayoutFileError> &errors) {
  json document = json::parse(text.begin(), text.end(), nullptr,
                              /*allow_exceptions=*/false);
  if (document.is_discarded() || !document.is_object()) {
    // Re-parse with exceptions to learn where it broke.
    size_t offset = 0;
    std::string reason = "not a JSON object";
    try {
      json reparsed = json::parse(text.begin(), text.end());
      (void)reparsed;
    } catch (const json::parse_error &error) {
      offset = error.byte ? error.byte - 1 : 0;
      reason = error.what();
    } catch (...) {
    }
    // nlohmann's message quotes what it read last, line breaks and all.
    llvm::StringRef plain = reason;
    if (plain.starts_with("[json.exception."))
      plain = plain.split("] ").second;
    errors.push_back(errorAt(
        text, offset,
        abbreviate("invalid layout file: " + plain.str(), kMaxMessageLength)));
    return nullptr;
  }
  auto rules = std::make_shared<LayoutRules>();
  rules->path = path;
  const json *types = document.contains("types") ? &document["types"] : nullptr;
  if (!types || !types->is_array()) {
    errors.push_back(errorAt(text, 0, "expected a \"types\" array"));
    return rules;
  }
  for (unsigned index = 0; index < types->size(); ++index) {
    const json &item = (*types)[index];
    std::string pattern =
        item.is_object() && item.contains("match") && item["match"].is_string()
            ? item["match"].get<std::string>()
            : "";
    auto fail = [&](const std::string &message) {
      errors.push_back(
          errorAt(text, findRuleOffset(text, pattern, index),
                  "rule " + std::to_string(index + 1) + ": " + message));
    };
    if (pattern.empty()) {
      fail("expected an object with a \"match\" type pattern");
      continue;
    }
    Rule rule;
    rule.index = index;
    rule.originalPattern = pattern;
    rule.pattern = squeeze(pattern);
    bool hasSize = item.contains("size"), hasAs = item.contains("as"),
         hasStruct = item.contains("struct");
    if (int(hasSize) + int(hasAs) + int(hasStruct) != 1) {
      fail("give exactly one of \"size\" (with \"abi\"), \"as\" or "
           "\"struct\"");
      continue;
    }
    if (hasSize) {
      auto number = [&](const char *key) -> std::optional<uint64_t> {
        if (!item.contains(key))
          return std::nullopt;
        const json &v = item[key];
        if (!v.is_number_unsigned())
          return std::nullopt;
        return v.get<uint64_t>();
      };
      std::optional<uint64_t> size = number("size"), abi = number("abi");
      std::optional<uint64_t> preferred = number("preferred");
      if (!size || !abi) {
        fail("\"size\" and \"abi\" must be non-negative integers (bytes)");
        continue;
      }
      if (!llvm::isPowerOf2_64(*abi) ||
          (preferred && !llvm::isPowerOf2_64(*preferred))) {
        fail("alignments must be powers of two (bytes)");
        continue;
      }
      if (preferred && *preferred < *abi) {
        fail("\"preferred\" must be at least \"abi\"");
        continue;
      }
      TypeLayout layout;
      layout.size = *size;
      layout.bitsize =
          item.contains("bitsize") && item["bitsize"].is_number_unsigned()
              ? item["bitsize"].get<uint64_t>()
              : *size * 8;
      layout.abiAlignment = *abi;
      layout.preferredAlignment = preferred.value_or(*abi);
      rule.fixed = layout;
    } else if (hasAs) {
      if (!item["as"].is_string()) {
        fail("\"as\" must be a type");
        continue;
      }
      rule.asType = item["as"].get<std::string>();
    } else {
      const json &fields = item["struct"];
      if (!fields.is_array() || fields.empty() ||
          !llvm::all_of(fields, [](const json &f) { return f.is_string(); })) {
        fail("\"struct\" must be a non-empty array of field types");
        continue;
      }
      std::string body;
      for (const json &field : fields)
        body += (body.empty() ? "" : ", ") + field.get<std::string>();
      bool packed = item.contains("packed") && item["packed"].is_boolean() &&
                    item["packed"].get<bool>();
      rule.asType = "!llvm.struct<" + std::string(packed ? "packed " : "") +
                    "(" + body + ")>";
    }
    rules->rules.push_back(std::move(rule));
  }
  return rules;
}

std::shared_ptr<const LayoutRules>
LayoutRules::load(const std::string &path,
                  std::vector<LayoutFileError> &errors) {
  // A size bound before reading: a layout file is a list of rules, and a
  // huge one would take seconds and gigabytes to parse.
  uint64_t size = 0;
  if (!llvm::sys::fs::file_size(path, size) && size > kMaxLayoutFileBytes) {
    errors.push_back({1, 1,
                      "the layout file is " + std::to_string(size >> 20) +
                          " MiB; layout files are read up to " +
                          std::to_string(kMaxLayoutFileBytes >> 20) + " MiB"});
    return nullptr;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer) {
    errors.push_back(
        {1, 1, "cannot read the layout file: " + buffer.getError().message()});
    return nullptr;
  }
  if ((*buffer)->getBufferSize() > kMaxLayoutFileBytes) {
    errors.push_back({1, 1,
                      "the layout file is larger than " +
                          std::to_string(kMaxLayoutFileBytes >> 20) +
                          " MiB, the most layout files are read up to"});
    return nullptr;
  }
  return parse((*buffer)->getBuffer(), path, errors);
}

std::optional<std::string>
LayoutRules::findFor(llvm::StringRef documentPath,
                     std::vector<std::string> *notFiles) {
  llvm::SmallString<256> dir(documentPath);
  llvm::sys::fs::make_absolute(dir);
  llvm::sys::path::remove_filename(dir);
  while (!dir.empty()) {
    llvm::SmallString<256> candidate(dir);
    llvm::sys::path::append(candidate, ".mlir-layout.json");
    llvm::sys::fs::file_status status;
    if (!llvm::sys::fs::status(candidate, status)) {
      if (status.type() == llvm::sys::fs::file_type::regular_file)
        return std::string(candidate);
      if (notFiles)
        notFiles->push_back(std::string(candidate));
    }
    llvm::StringRef parent = llvm::sys::path::parent_path(dir);
    if (parent == dir)
      break;
    dir = parent;
  }
  return std::nullopt;
}

/// The lengths, shortest first, of the balanced prefixes of `text` that a
/// capture may take: at least one character, ending outside string
/// literals at bracket depth 0, before any closing bracket that has no
/// opening one in the prefix. One scan of the text, so that trying them all
/// is linear in its length.
static std::vector<size_t> balancedPrefixLengths(llvm::StringRef text) {
  std::vector<size_t> lengths;
  BracketScan scan = scanBrackets(text, 0, text.size(),
                                  [&](size_t pos, char c, unsigned depth) {
                                    if (depth == 0 && pos > 0)
                                      lengths.push_back(pos);
                                    return depth == 0 && isClosingBracket(c);
                                  });
  // Ran to the end (not stopped by a closing bracket): the whole text.
  if (scan.pos == text.size() && scan.depth == 0 && !scan.inString &&
      !text.empty())
    lengths.push_back(text.size());
  return lengths;
}

/// True when `pattern` has no capture (`$NAME` or `*`) left.
static bool isLiteral(llvm::StringRef pattern) {
  return pattern.find_first_of("$*") == llvm::StringRef::npos;
}

/// Matches `pattern` against all of `text`, filling `captures`. A capture
/// takes a balanced piece of text, shortest first; only the lengths after
/// which the pattern's next literal character follows are tried, and a
/// capture followed by literal text alone has exactly one length.
static bool matchPattern(llvm::StringRef pattern, llvm::StringRef text,
                         llvm::StringMap<std::string> &captures) {
  // The literal prefix, character by character.
  while (!pattern.empty() && pattern[0] != '$' && pattern[0] != '*') {
    if (text.empty() || pattern[0] != text[0])
      return false;
    pattern = pattern.drop_front();
    text = text.drop_front();
  }
  if (pattern.empty())
    return text.empty();
  size_t nameEnd = 1;
  if (pattern[0] == '$')
    while (nameEnd < pattern.size() &&
           (llvm::isAlnum(pattern[nameEnd]) || pattern[nameEnd] == '_'))
      ++nameEnd;
  llvm::StringRef name = pattern.slice(1, nameEnd);
  llvm::StringRef rest = pattern.substr(nameEnd);
  auto tryLength = [&](size_t length) {
    llvm::StringRef piece = text.substr(0, length);
    auto previous = captures.find(name);
    if (!name.empty() && previous != captures.end() &&
        previous->second != piece)
      return false; // `$T` twice must capture the same text
    bool added = !name.empty() && previous == captures.end();
    if (added)
      captures[name] = piece.str();
    if (matchPattern(rest, text.substr(length), captures))
      return true;
    if (added)
      captures.erase(name);
    return false;
  };
  std::vector<size_t> lengths = balancedPrefixLengths(text);
  if (isLiteral(rest)) {
    // Only the length that leaves exactly `rest` can match.
    if (rest.size() >= text.size() || !text.ends_with(rest))
      return false;
    size_t length = text.size() - rest.size();
    return std::binary_search(lengths.begin(), lengths.end(), length) &&
           tryLength(length);
  }
  for (size_t length : lengths) {
    if (!rest.empty() && rest[0] != '$' && rest[0] != '*' &&
        (length >= text.size() || text[length] != rest[0]))
      continue; // the next literal character is not there
    if (tryLength(length))
      return true;
  }
  return false;
}

std::optional<LayoutRules::Resolution>
LayoutRules::resolve(llvm::StringRef typeText) const {
  // Answers by type text: hovers, hints and checks ask for the same types
  // again, and a long type costs a pass over its text per rule.
  {
    std::lock_guard<std::mutex> lock(cache->mutex);
    auto found = cache->answers.find(typeText);
    if (found != cache->answers.end())
      return found->second;
  }
  std::optional<Resolution> answer = resolveUncached(typeText);
  std::lock_guard<std::mutex> lock(cache->mutex);
  if (cache->answers.size() >= kMaxCachedAnswers)
    cache->answers.clear();
  cache->answers.try_emplace(typeText, answer);
  return answer;
}

std::optional<LayoutRules::Resolution>
LayoutRules::resolveUncached(llvm::StringRef typeText) const {
  std::string text = squeeze(typeText);
  for (const Rule &rule : rules) {
    llvm::StringMap<std::string> captures;
    if (!matchPattern(rule.pattern, text, captures))
      continue;
    Resolution resolution;
    resolution.rule = rule.index;
    resolution.pattern = rule.originalPattern;
    resolution.fixed = rule.fixed;
    // Substitute `$NAME` in the target type.
    std::string out;
    llvm::StringRef target = rule.asType;
    for (size_t i = 0; i < target.size(); ++i) {
      if (target[i] == '$') {
        size_t end = i + 1;
        while (end < target.size() &&
               (llvm::isAlnum(target[end]) || target[end] == '_'))
          ++end;
        auto it = captures.find(target.slice(i + 1, end));
        if (it != captures.end()) {
          out += it->second;
          i = end - 1;
          continue;
        }
      }
      out += target[i];
    }
    resolution.asType = out;
    return resolution;
  }
  return std::nullopt;
}
