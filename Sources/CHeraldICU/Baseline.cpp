// The floor for `make bench`: ICU called directly from C++, formatter opened once, no Swift.
#include "Support.hpp"

#include <unicode/msgfmt.h>
#include <unicode/umsg.h>

#include <ctime>
#include <vector>

using herald::report;

namespace {
double nowNanoseconds() {
  timespec time{};
  clock_gettime(CLOCK_MONOTONIC, &time);
  return static_cast<double>(time.tv_sec) * 1e9 + static_cast<double>(time.tv_nsec);
}

/// Formats through the C API: umsg_format takes the values as C varargs, in argument-number order.
int32_t formatWithC(UMessageFormat *format, const HeraldICUValue *row, int32_t count, UChar *out, int32_t capacity,
                    UErrorCode &code) {
  auto number = [](const HeraldICUValue &value) {
    return value.kind == HERALD_ICU_INT64 ? static_cast<double>(value.integer) : value.number;
  };
  switch (count) {
  case 1:
    return umsg_format(format, out, capacity, &code, number(row[0]));
  case 2:
    return umsg_format(format, out, capacity, &code, number(row[0]), number(row[1]));
  default:
    code = U_UNSUPPORTED_ERROR;
    return 0;
  }
}
} // namespace

extern "C" double herald_baseline_message_format(int32_t api, const char *pattern, const char *localeID,
                                                 const char *const *names, int32_t nameCount,
                                                 const HeraldICUValue *values, int32_t setCount, int64_t iterations,
                                                 char *lastResult, int32_t capacity, HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError parseError{};
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(pattern);
  icu::UnicodeString result;
  double start = 0, end = 0;
  if (api == 0) {
    icu::MessageFormat format(text, icu::Locale(localeID), parseError, code);
    std::vector<icu::UnicodeString> argumentNames;
    for (int32_t i = 0; i < nameCount; i++) argumentNames.push_back(icu::UnicodeString::fromUTF8(names[i]));
    std::vector<icu::Formattable> rows;
    for (int32_t i = 0; i < nameCount * setCount; i++) rows.push_back(herald::formattable(values[i], code));
    if (U_FAILURE(code)) {
      report(status, code, parseError.offset);
      return 0;
    }
    start = nowNanoseconds();
    for (int64_t i = 0; i < iterations && U_SUCCESS(code); i++) {
      result.remove();
      const icu::Formattable *row = rows.data() + (i % setCount) * nameCount;
      format.format(argumentNames.data(), row, nameCount, result, code);
    }
    end = nowNanoseconds();
  } else {
    UMessageFormat *format =
        umsg_open(text.getBuffer(), text.length(), localeID, &parseError, &code);
    UChar buffer[512];
    int32_t length = 0;
    start = nowNanoseconds();
    for (int64_t i = 0; i < iterations && U_SUCCESS(code); i++) {
      length = formatWithC(format, values + (i % setCount) * nameCount, nameCount, buffer, 512, code);
    }
    end = nowNanoseconds();
    if (U_SUCCESS(code)) result.setTo(buffer, length < 512 ? length : 512);
    umsg_close(format);
  }
  if (U_FAILURE(code)) {
    report(status, code, parseError.offset);
    return 0;
  }
  herald::writeUTF8(result, lastResult, capacity);
  report(status, U_ZERO_ERROR);
  return iterations > 0 ? (end - start) / static_cast<double>(iterations) : 0;
}
