#include "Support.hpp"

#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>

#include <memory>
#include <mutex>
#include <new>
#include <vector>

using herald::report;

/// A compiled pattern and the names of its arguments. icu::MessageFormat creates sub-formatters
/// lazily inside const methods, so formatting is serialised by `lock`, which also guards the
/// reused result buffer.
struct HeraldMessageFormat {
  icu::MessageFormat format;
  std::vector<icu::UnicodeString> names;
  std::mutex lock;
  icu::UnicodeString result;

  HeraldMessageFormat(const icu::UnicodeString &pattern, const icu::Locale &locale, UParseError &parseError,
                      UErrorCode &code)
      : format(pattern, locale, parseError, code) {}
};

namespace {
/// The distinct argument names of a parsed pattern, in order of first appearance.
std::vector<icu::UnicodeString> argumentNames(const icu::UnicodeString &pattern, UErrorCode &code) {
  std::vector<icu::UnicodeString> names;
  icu::MessagePattern parsed(pattern, nullptr, code);
  if (U_FAILURE(code)) return names;
  for (int32_t i = 0; i < parsed.countParts(); i++) {
    const icu::MessagePattern::Part &part = parsed.getPart(i);
    UMessagePatternPartType type = part.getType();
    if (type != UMSGPAT_PART_TYPE_ARG_NAME && type != UMSGPAT_PART_TYPE_ARG_NUMBER) continue;
    icu::UnicodeString name = parsed.getSubstring(part);
    bool seen = false;
    for (const auto &existing : names) seen = seen || existing == name;
    if (!seen) names.push_back(name);
  }
  return names;
}
} // namespace

extern "C" HeraldMessageFormat *herald_message_format_open(const char *pattern, int32_t patternLength,
                                                           const char *localeID, HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError parseError{};
  parseError.offset = -1;
  icu::UnicodeString text = herald::fromUTF8(pattern, patternLength);
  auto format = std::make_unique<HeraldMessageFormat>(text, icu::Locale(localeID), parseError, code);
  if (U_FAILURE(code)) {
    report(status, code, parseError.offset);
    return nullptr;
  }
  format->names = argumentNames(text, code);
  if (U_FAILURE(code)) {
    report(status, code);
    return nullptr;
  }
  report(status, U_ZERO_ERROR);
  return format.release();
}

extern "C" void herald_message_format_close(HeraldMessageFormat *format) { delete format; }

extern "C" int32_t herald_message_format_argument_count(const HeraldMessageFormat *format) {
  return static_cast<int32_t>(format->names.size());
}

extern "C" int32_t herald_message_format_argument_name(const HeraldMessageFormat *format, int32_t index, char *out,
                                                       int32_t capacity) {
  if (index < 0 || index >= static_cast<int32_t>(format->names.size())) return 0;
  return herald::writeUTF8(format->names[static_cast<size_t>(index)], out, capacity);
}

extern "C" int32_t herald_message_format_format(HeraldMessageFormat *format, const HeraldICUValue *values,
                                                int32_t count, char *out, int32_t capacity,
                                                HeraldICUStatus *status) {
  if (count != static_cast<int32_t>(format->names.size())) {
    report(status, U_ILLEGAL_ARGUMENT_ERROR);
    return 0;
  }
  UErrorCode code = U_ZERO_ERROR;
  // Construct exactly `count` Formattables: in place for the usual few arguments, else on the heap.
  constexpr int32_t inlineCount = 8;
  alignas(icu::Formattable) unsigned char storage[inlineCount * sizeof(icu::Formattable)];
  std::vector<icu::Formattable> heapArguments;
  icu::Formattable *arguments = reinterpret_cast<icu::Formattable *>(storage);
  if (count > inlineCount) {
    heapArguments.resize(static_cast<size_t>(count));
    arguments = heapArguments.data();
  }
  for (int32_t i = 0; i < count; i++) {
    if (count > inlineCount) {
      arguments[i] = herald::formattable(values[i], code);
    } else {
      new (&arguments[i]) icu::Formattable(herald::formattable(values[i], code));
    }
  }
  int32_t needed = 0;
  if (U_SUCCESS(code)) {
    std::lock_guard<std::mutex> guard(format->lock);
    format->result.remove();
    format->format.format(format->names.data(), arguments, count, format->result, code);
    if (U_SUCCESS(code)) needed = herald::writeUTF8(format->result, out, capacity);
  }
  if (count <= inlineCount) {
    for (int32_t i = 0; i < count; i++) arguments[i].~Formattable();
  }
  report(status, code);
  return U_SUCCESS(code) ? needed : 0;
}
