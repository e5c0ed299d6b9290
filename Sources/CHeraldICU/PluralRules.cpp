#include "Support.hpp"

#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>

#include <memory>
#include <string>
#include <vector>

using herald::report;

/// Compiled rules. icu::PluralRules is immutable after construction, so selection is thread-safe.
struct HeraldPluralRules {
  std::unique_ptr<icu::PluralRules> rules;
};

namespace herald {
icu::number::FormattedNumber formatNumber(const icu::number::LocalizedNumberFormatter &formatter,
                                          const HeraldICUValue &value, UErrorCode &code);
const icu::number::LocalizedNumberFormatter &formatterOf(const HeraldNumberFormat *format);

namespace {
constexpr int32_t maximumFractionDigits = 20;

/// Formats a decimal with exactly `digits` fraction digits, as written ("1.0" keeps its zero), so
/// that selection sees the visible fraction digits. One formatter per digit count, built once.
const icu::number::LocalizedNumberFormatter &exactFormatter(int32_t digits) {
  static const std::vector<icu::number::LocalizedNumberFormatter> formatters = [] {
    std::vector<icu::number::LocalizedNumberFormatter> all;
    for (int32_t count = 0; count <= maximumFractionDigits; count++) {
      all.push_back(icu::number::NumberFormatter::with()
                        .precision(icu::number::Precision::minMaxFraction(count, count))
                        .grouping(UNUM_GROUPING_OFF)
                        .locale(icu::Locale::getRoot()));
    }
    return all;
  }();
  return formatters[static_cast<size_t>(digits < maximumFractionDigits ? digits : maximumFractionDigits)];
}

/// The number of digits after the decimal point of a decimal written as text.
int32_t fractionDigits(const HeraldICUValue &value) {
  int32_t count = 0;
  bool afterPoint = false;
  for (int32_t i = 0; i < value.length; i++) {
    char c = value.utf8[i];
    if (c == '.') {
      afterPoint = true;
    } else if (c >= '0' && c <= '9') {
      count += afterPoint ? 1 : 0;
    } else {
      break;
    }
  }
  return count;
}

int32_t writeKeyword(const icu::UnicodeString &keyword, char *out, int32_t capacity, HeraldICUStatus *status) {
  report(status, U_ZERO_ERROR);
  return writeUTF8(keyword, out, capacity);
}

/// ICU's plurals data, opened at the table of locale → rule set (cardinal or ordinal); closed on exit.
struct PluralLocalesTable {
  UResourceBundle *plurals;
  UResourceBundle *locales;

  PluralLocalesTable(int32_t ordinal, UErrorCode &code)
      : plurals(ures_openDirect(nullptr, "plurals", &code)),
        locales(ures_getByKey(plurals, ordinal ? "locales_ordinals" : "locales", nullptr, &code)) {}
  ~PluralLocalesTable() {
    ures_close(locales);
    ures_close(plurals);
  }
};

/// Appends every key of a resource table, space separated.
void appendKeys(UResourceBundle *table, std::string &result) {
  ures_resetIterator(table);
  while (ures_hasNext(table)) {
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *item = ures_getNextResource(table, nullptr, &code);
    if (U_SUCCESS(code)) {
      if (!result.empty()) result += ' ';
      result += ures_getKey(item);
    }
    ures_close(item);
  }
}
} // namespace
} // namespace herald

extern "C" HeraldPluralRules *herald_plural_rules_open(const char *localeID, int32_t ordinal,
                                                       HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(
      icu::PluralRules::forLocale(icu::Locale(localeID), ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, code));
  if (U_FAILURE(code)) {
    report(status, code);
    return nullptr;
  }
  report(status, U_ZERO_ERROR);
  return new HeraldPluralRules{std::move(rules)};
}

extern "C" void herald_plural_rules_close(HeraldPluralRules *rules) { delete rules; }

extern "C" int32_t herald_plural_rules_keywords(const HeraldPluralRules *rules, char *out, int32_t capacity,
                                                HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> keywords(rules->rules->getKeywords(code));
  icu::UnicodeString joined;
  while (U_SUCCESS(code)) {
    const icu::UnicodeString *keyword = keywords->snext(code);
    if (keyword == nullptr) break;
    if (!joined.isEmpty()) joined.append(u' ');
    joined.append(*keyword);
  }
  if (U_FAILURE(code)) {
    report(status, code);
    return 0;
  }
  report(status, U_ZERO_ERROR);
  return herald::writeUTF8(joined, out, capacity);
}

extern "C" int32_t herald_plural_rules_select(const HeraldPluralRules *rules, const HeraldICUValue *value,
                                              char *out, int32_t capacity, HeraldICUStatus *status) {
  switch (value->kind) {
  case HERALD_ICU_DOUBLE:
    return herald::writeKeyword(rules->rules->select(value->number), out, capacity, status);
  case HERALD_ICU_INT64:
    return herald::writeKeyword(rules->rules->select(static_cast<double>(value->integer)), out, capacity, status);
  case HERALD_ICU_DECIMAL: {
    UErrorCode code = U_ZERO_ERROR;
    auto formatted = herald::formatNumber(herald::exactFormatter(herald::fractionDigits(*value)), *value, code);
    icu::UnicodeString keyword = rules->rules->select(formatted, code);
    if (U_FAILURE(code)) {
      report(status, code);
      return 0;
    }
    return herald::writeKeyword(keyword, out, capacity, status);
  }
  default:
    report(status, U_ILLEGAL_ARGUMENT_ERROR);
    return 0;
  }
}

extern "C" int32_t herald_plural_rules_select_formatted(const HeraldPluralRules *rules,
                                                        const HeraldNumberFormat *format,
                                                        const HeraldICUValue *value, char *out, int32_t capacity,
                                                        HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  auto formatted = herald::formatNumber(herald::formatterOf(format), *value, code);
  icu::UnicodeString keyword = rules->rules->select(formatted, code);
  if (U_FAILURE(code)) {
    report(status, code);
    return 0;
  }
  return herald::writeKeyword(keyword, out, capacity, status);
}

extern "C" int32_t herald_plural_rules_source(const char *localeID, int32_t ordinal, char *out, int32_t capacity,
                                              HeraldICUStatus *status) {
  // The same lookup as icu::PluralRules::forLocale: the locale, then its parents, in plurals.res.
  UErrorCode code = U_ZERO_ERROR;
  herald::PluralLocalesTable table(ordinal, code);
  if (U_FAILURE(code)) {
    report(status, code);
    return 0;
  }
  char name[ULOC_FULLNAME_CAPACITY];
  icu::Locale locale(localeID);
  strncpy(name, locale.getName(), ULOC_FULLNAME_CAPACITY - 1);
  name[ULOC_FULLNAME_CAPACITY - 1] = '\0';
  const UChar *set = nullptr;
  int32_t setLength = 0;
  for (;;) {
    UErrorCode lookup = U_ZERO_ERROR;
    set = ures_getStringByKey(table.locales, name, &setLength, &lookup);
    if (U_SUCCESS(lookup) && set != nullptr) break;
    set = nullptr;
    UErrorCode parentCode = U_ZERO_ERROR;
    if (uloc_getParent(name, name, ULOC_FULLNAME_CAPACITY, &parentCode) <= 0 || U_FAILURE(parentCode)) break;
  }
  std::string result;
  if (set != nullptr) {
    std::string setName;
    icu::UnicodeString(false, set, setLength).toUTF8String(setName);
    UResourceBundle *ruleSets = ures_getByKey(table.plurals, "rules", nullptr, &code);
    UResourceBundle *ruleSet = ures_getByKey(ruleSets, setName.c_str(), nullptr, &code);
    ures_resetIterator(ruleSet);
    while (U_SUCCESS(code) && ures_hasNext(ruleSet)) {
      int32_t length = 0;
      const char *keyword = nullptr;
      const UChar *rule = ures_getNextString(ruleSet, &length, &keyword, &code);
      if (U_FAILURE(code)) break;
      if (!result.empty()) result += '\n';
      result += keyword;
      result += ": ";
      icu::UnicodeString(false, rule, length).toUTF8String(result);
    }
    ures_close(ruleSet);
    ures_close(ruleSets);
  }
  return herald::finish(result.data(), static_cast<int32_t>(result.size()), code, out, capacity, status);
}

extern "C" int32_t herald_plural_locales(int32_t ordinal, char *out, int32_t capacity, HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::string result;
  {
    herald::PluralLocalesTable table(ordinal, code);
    if (U_SUCCESS(code)) herald::appendKeys(table.locales, result);
  }
  return herald::finish(result.data(), static_cast<int32_t>(result.size()), code, out, capacity, status);
}
