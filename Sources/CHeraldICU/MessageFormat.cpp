#include "Support.hpp"

#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>

#include <memory>
#include <mutex>
#include <vector>

using herald::report;

/// A compiled pattern and the names of its arguments. icu::MessageFormat creates sub-formatters
/// lazily inside const methods, so formatting is serialised by `lock`.
struct HeraldMessageFormat {
  icu::MessageFormat format;
  std::vector<icu::UnicodeString> names;
  std::mutex lock;

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
  constexpr int32_t inlineCount = 8;
  icu::Formattable inlineArguments[inlineCount];
  std::vector<icu::Formattable> heapArguments;
  icu::Formattable *arguments = inlineArguments;
  if (count > inlineCount) {
    heapArguments.resize(static_cast<size_t>(count));
    arguments = heapArguments.data();
  }
  for (int32_t i = 0; i < count; i++) arguments[i] = herald::formattable(values[i], code);
  if (U_FAILURE(code)) {
    report(status, code);
    return 0;
  }
  icu::UnicodeString result;
  {
    std::lock_guard<std::mutex> guard(format->lock);
    format->format.format(format->names.data(), arguments, count, result, code);
  }
  if (U_FAILURE(code)) {
    report(status, code);
    return 0;
  }
  report(status, U_ZERO_ERROR);
  return herald::writeUTF8(result, out, capacity);
}
