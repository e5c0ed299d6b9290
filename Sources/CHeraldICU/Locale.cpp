#include "Support.hpp"

#include <unicode/locid.h>
#include <unicode/uloc.h>

#include <string>

using herald::report;

extern "C" int32_t herald_locale_canonical_id(const char *bcp47, char *out, int32_t capacity,
                                              HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  char parsed[ULOC_FULLNAME_CAPACITY];
  int32_t parsedLength = 0;
  uloc_forLanguageTag(bcp47, parsed, ULOC_FULLNAME_CAPACITY, &parsedLength, &code);
  if (U_FAILURE(code) || code == U_STRING_NOT_TERMINATED_WARNING) {
    report(status, U_FAILURE(code) ? code : U_BUFFER_OVERFLOW_ERROR);
    return 0;
  }
  // uloc_forLanguageTag stops at the first subtag it cannot parse; the whole tag must be well-formed.
  if (parsedLength != static_cast<int32_t>(strlen(bcp47)) || parsed[0] == '\0') {
    report(status, U_ILLEGAL_ARGUMENT_ERROR, parsedLength);
    return 0;
  }
  // Locale::createCanonical applies CLDR's alias data (iw → he, in → id, sh → sr_Latn).
  icu::Locale canonical = icu::Locale::createCanonical(parsed);
  if (canonical.isBogus()) {
    report(status, U_ILLEGAL_ARGUMENT_ERROR);
    return 0;
  }
  report(status, U_ZERO_ERROR);
  const char *name = canonical.getName();
  return herald::writeBytes(name, static_cast<int32_t>(strlen(name)), out, capacity);
}

extern "C" int32_t herald_locale_language_tag(const char *localeID, char *out, int32_t capacity,
                                              HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  char tag[ULOC_FULLNAME_CAPACITY];
  int32_t length = uloc_toLanguageTag(localeID, tag, ULOC_FULLNAME_CAPACITY, true, &code);
  if (U_FAILURE(code) || length >= ULOC_FULLNAME_CAPACITY) {
    report(status, U_FAILURE(code) ? code : U_BUFFER_OVERFLOW_ERROR);
    return 0;
  }
  report(status, U_ZERO_ERROR);
  return herald::writeBytes(tag, length, out, capacity);
}

extern "C" int32_t herald_locale_maximize(const char *localeID, char *out, int32_t capacity,
                                          HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  char maximized[ULOC_FULLNAME_CAPACITY];
  int32_t length = uloc_addLikelySubtags(localeID, maximized, ULOC_FULLNAME_CAPACITY, &code);
  if (U_FAILURE(code) || length >= ULOC_FULLNAME_CAPACITY) {
    report(status, U_FAILURE(code) ? code : U_BUFFER_OVERFLOW_ERROR);
    return 0;
  }
  report(status, U_ZERO_ERROR);
  return herald::writeBytes(maximized, length, out, capacity);
}

extern "C" int32_t herald_locale_is_right_to_left(const char *localeID) { return uloc_isRightToLeft(localeID) ? 1 : 0; }

extern "C" int32_t herald_locale_display_name(const char *localeID, char *out, int32_t capacity) {
  icu::UnicodeString name;
  icu::Locale(localeID).getDisplayName(icu::Locale::getEnglish(), name);
  return herald::writeUTF8(name, out, capacity);
}

extern "C" int32_t herald_locale_available(char *out, int32_t capacity) {
  std::string result;
  for (int32_t i = 0; i < uloc_countAvailable(); i++) {
    if (!result.empty()) result += ' ';
    result += uloc_getAvailable(i);
  }
  return herald::writeBytes(result.data(), static_cast<int32_t>(result.size()), out, capacity);
}
