#include "Support.hpp"

#include <unicode/numberformatter.h>

using herald::report;

/// A formatter compiled from a skeleton. LocalizedNumberFormatter is immutable and thread-safe.
struct HeraldNumberFormat {
  icu::number::LocalizedNumberFormatter formatter;
};

namespace herald {
/// Formats a number value with a compiled formatter (declared for PluralRules.cpp).
icu::number::FormattedNumber formatNumber(const icu::number::LocalizedNumberFormatter &formatter,
                                          const HeraldICUValue &value, UErrorCode &code) {
  switch (value.kind) {
  case HERALD_ICU_INT64:
    return formatter.formatInt(value.integer, code);
  case HERALD_ICU_DECIMAL:
    return formatter.formatDecimal(icu::StringPiece(value.utf8, value.length), code);
  case HERALD_ICU_DOUBLE:
    return formatter.formatDouble(value.number, code);
  default:
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return formatter.formatDouble(0, code);
  }
}

const icu::number::LocalizedNumberFormatter &formatterOf(const HeraldNumberFormat *format) { return format->formatter; }
} // namespace herald

extern "C" HeraldNumberFormat *herald_number_format_open(const char *skeleton, int32_t skeletonLength,
                                                         const char *localeID, HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError parseError{};
  parseError.offset = -1;
  auto unlocalized =
      icu::number::NumberFormatter::forSkeleton(herald::fromUTF8(skeleton, skeletonLength), parseError, code);
  if (U_FAILURE(code)) {
    report(status, code, parseError.offset);
    return nullptr;
  }
  auto *format = new HeraldNumberFormat{unlocalized.locale(icu::Locale(localeID))};
  report(status, U_ZERO_ERROR);
  return format;
}

extern "C" void herald_number_format_close(HeraldNumberFormat *format) { delete format; }

extern "C" int32_t herald_number_format_format(const HeraldNumberFormat *format, const HeraldICUValue *value,
                                               char *out, int32_t capacity, HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  auto formatted = herald::formatNumber(format->formatter, *value, code);
  icu::UnicodeString text = formatted.toString(code);
  if (U_FAILURE(code)) {
    report(status, code);
    return 0;
  }
  report(status, U_ZERO_ERROR);
  return herald::writeUTF8(text, out, capacity);
}
