// CHeraldICU: the only code in Herald that includes ICU headers.
//
// This header deliberately mentions no ICU type and no versioned ICU symbol: Swift's Foundation on
// Linux carries its own ICU, and a Swift-visible module map over <unicode/*.h> clashes with it. The
// shim links the system libicu (icui18n, icuuc) and speaks plain C: UTF-8 in, UTF-8 out, opaque
// handles, and a status record that carries ICU's error code and the offset of a syntax error.
//
// Output convention: every function that produces text writes UTF-8 into `out` (capacity `capacity`
// bytes, not NUL-terminated) and returns the number of bytes the whole text needs. When that is more
// than `capacity`, nothing useful was written and the caller retries with a larger buffer.

#ifndef CHERALDICU_H
#define CHERALDICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a call. `code` is ICU's UErrorCode: 0 is success, negative values are warnings,
/// positive values are failures. `offset` is the UTF-16 offset of a pattern syntax error, or -1.
typedef struct HeraldICUStatus {
  int32_t code;
  int32_t offset;
} HeraldICUStatus;

/// ICU's name for an error code, such as "U_PATTERN_SYNTAX_ERROR". Never NULL.
const char *herald_icu_error_name(int32_t code);

/// The version of the ICU library Herald is linked with, such as "72.1".
const char *herald_icu_version(void);

// MARK: - Values

/// What a `HeraldICUValue` holds.
typedef enum HeraldICUValueKind {
  HERALD_ICU_DOUBLE = 0,
  HERALD_ICU_INT64 = 1,
  /// A decimal number written as text ("4.5", "1.50"), formatted without binary rounding.
  HERALD_ICU_DECIMAL = 2,
  HERALD_ICU_STRING = 3,
  /// Milliseconds since 1970-01-01T00:00:00Z in `number`.
  HERALD_ICU_DATE = 4,
} HeraldICUValueKind;

/// One argument value. `utf8`/`length` are used by DECIMAL and STRING; `number` by DOUBLE and DATE;
/// `integer` by INT64.
typedef struct HeraldICUValue {
  int32_t kind;
  int32_t length;
  double number;
  int64_t integer;
  const char *utf8;
} HeraldICUValue;

// MARK: - Locales

/// Converts a BCP 47 tag ("pt-BR", "zh-Hans", "iw") to ICU's canonical locale id ("pt_BR",
/// "zh_Hans", "he"). Fails with U_ILLEGAL_ARGUMENT_ERROR when the tag is not well-formed.
int32_t herald_locale_canonical_id(const char *bcp47, char *out, int32_t capacity, HeraldICUStatus *status);

/// Converts an ICU locale id to its BCP 47 tag ("zh_Hans" → "zh-Hans").
int32_t herald_locale_language_tag(const char *localeID, char *out, int32_t capacity, HeraldICUStatus *status);

/// The locale id with likely subtags added ("pt" → "pt_Latn_BR", "zh_TW" → "zh_Hant_TW").
int32_t herald_locale_maximize(const char *localeID, char *out, int32_t capacity, HeraldICUStatus *status);

/// 1 when the locale's script is written right to left (ar, he, fa, ur), otherwise 0.
int32_t herald_locale_is_right_to_left(const char *localeID);

/// Every locale id ICU has locale data for, space separated ("af af_NA … zh_Hans zh_Hant …").
int32_t herald_locale_available(char *out, int32_t capacity);

/// The English display name of a locale ("Russian", "Portuguese (Brazil)").
int32_t herald_locale_display_name(const char *localeID, char *out, int32_t capacity);

// MARK: - Plural rules

/// Compiled CLDR plural rules of one locale. Immutable once opened; safe to use from many threads.
typedef struct HeraldPluralRules HeraldPluralRules;

/// Number formatter compiled from an ICU number skeleton. Immutable; safe to use from many threads.
typedef struct HeraldNumberFormat HeraldNumberFormat;

/// Opens the cardinal (`ordinal` = 0) or ordinal (`ordinal` = 1) rules of a locale id.
HeraldPluralRules *herald_plural_rules_open(const char *localeID, int32_t ordinal, HeraldICUStatus *status);
void herald_plural_rules_close(HeraldPluralRules *rules);

/// The locale's plural keywords, separated by single spaces ("few many one other").
int32_t herald_plural_rules_keywords(const HeraldPluralRules *rules, char *out, int32_t capacity,
                                     HeraldICUStatus *status);

/// The category of a number as written: `value` must be DOUBLE, INT64 or DECIMAL.
int32_t herald_plural_rules_select(const HeraldPluralRules *rules, const HeraldICUValue *value, char *out,
                                   int32_t capacity, HeraldICUStatus *status);

/// The category of a number after formatting it with `format`, so that visible fraction digits
/// count: en "1.0" is "other", fr "1,5" is "one".
int32_t herald_plural_rules_select_formatted(const HeraldPluralRules *rules, const HeraldNumberFormat *format,
                                             const HeraldICUValue *value, char *out, int32_t capacity,
                                             HeraldICUStatus *status);

/// The CLDR source of a locale's rules, samples included, one category per line:
/// "one: i = 1 and v = 0 @integer 1\nother: @integer 0, 2~16, … @decimal 0.0~1.5, …".
/// Read from ICU's plurals data with ICU's own parent-locale fallback; empty when ICU uses its
/// default rule ("other" only).
int32_t herald_plural_rules_source(const char *localeID, int32_t ordinal, char *out, int32_t capacity,
                                   HeraldICUStatus *status);

/// Every locale id ICU has cardinal (`ordinal` = 0) or ordinal (1) plural data for, space separated.
int32_t herald_plural_locales(int32_t ordinal, char *out, int32_t capacity, HeraldICUStatus *status);

// MARK: - Number formatting

/// Compiles an ICU number skeleton ("precision-integer", ".0", "group-off", "percent") for a locale.
/// A skeleton syntax error sets `status->offset`.
HeraldNumberFormat *herald_number_format_open(const char *skeleton, int32_t skeletonLength, const char *localeID,
                                              HeraldICUStatus *status);
void herald_number_format_close(HeraldNumberFormat *format);

/// Formats a DOUBLE, INT64 or DECIMAL value.
int32_t herald_number_format_format(const HeraldNumberFormat *format, const HeraldICUValue *value, char *out,
                                    int32_t capacity, HeraldICUStatus *status);

// MARK: - MessageFormat

/// A compiled ICU MessageFormat pattern with named arguments (icu::MessageFormat). Formatting is
/// serialised by a lock inside the handle, so one handle is safe to use from many threads.
typedef struct HeraldMessageFormat HeraldMessageFormat;

/// Compiles a pattern for a locale. A syntax error sets `status->offset`.
HeraldMessageFormat *herald_message_format_open(const char *pattern, int32_t patternLength, const char *localeID,
                                                HeraldICUStatus *status);
void herald_message_format_close(HeraldMessageFormat *format);

/// The number of distinct arguments the pattern names.
int32_t herald_message_format_argument_count(const HeraldMessageFormat *format);

/// The name of argument `index` (in order of first appearance in the pattern).
int32_t herald_message_format_argument_name(const HeraldMessageFormat *format, int32_t index, char *out,
                                            int32_t capacity);

/// Formats the pattern. `values[i]` is the value of argument `i` as numbered by
/// `herald_message_format_argument_name`; `count` must equal the argument count.
int32_t herald_message_format_format(HeraldMessageFormat *format, const HeraldICUValue *values, int32_t count,
                                     char *out, int32_t capacity, HeraldICUStatus *status);

// MARK: - MessagePattern

/// One part of a parsed MessageFormat pattern (icu::MessagePattern::Part). `type` and `argType` are
/// ICU's UMessagePatternPartType and UMessagePatternArgType; `index` and `length` are UTF-16 offsets
/// into the pattern; `value` is the part's integer value; `numericValue` is set for ARG_INT and
/// ARG_DOUBLE parts.
typedef struct HeraldMessagePatternPart {
  int32_t type;
  int32_t argType;
  int32_t index;
  int32_t length;
  int32_t value;
  double numericValue;
} HeraldMessagePatternPart;

/// Parses a pattern into `parts` (capacity `capacity`) and returns how many parts it has. A syntax
/// error sets `status->offset`.
int32_t herald_message_pattern_parse(const char *pattern, int32_t patternLength, HeraldMessagePatternPart *parts,
                                     int32_t capacity, HeraldICUStatus *status);

// MARK: - Benchmark baselines

/// Formats `pattern` `iterations` times by calling ICU directly, with the formatter opened once, and
/// returns the nanoseconds per call. `api` 0 uses icu::MessageFormat with named arguments; `api` 1
/// uses the C API `umsg_format` (the pattern must then number its arguments 0, 1, …, in the order of
/// `names`). `values` holds `setCount` rows of `nameCount` values; call i uses row i % setCount. The
/// last result is written to `lastResult`. Used by `make bench` as the floor that Herald's Swift
/// layer is compared with.
double herald_baseline_message_format(int32_t api, const char *pattern, const char *localeID,
                                      const char *const *names, int32_t nameCount, const HeraldICUValue *values,
                                      int32_t setCount, int64_t iterations, char *lastResult, int32_t capacity,
                                      HeraldICUStatus *status);

// MARK: - Collation

/// A compiled collator. Immutable once opened; safe to use from many threads.
typedef struct HeraldCollator HeraldCollator;

/// Opens the collator of a locale ("" or "root" is the CLDR root collation). With `numeric` set,
/// runs of digits compare by value ("2" before "10").
HeraldCollator *herald_collator_open(const char *localeID, int32_t numeric, HeraldICUStatus *status);
void herald_collator_close(HeraldCollator *collator);

/// Compares two UTF-8 strings: negative, zero or positive as `a` sorts before, with or after `b`.
int32_t herald_collator_compare(const HeraldCollator *collator, const char *a, int32_t aLength, const char *b,
                                int32_t bLength);

#ifdef __cplusplus
}
#endif

#endif
