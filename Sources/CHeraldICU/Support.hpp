// Internal helpers shared by the shim's translation units. Not part of the public header.
#ifndef CHERALDICU_SUPPORT_HPP
#define CHERALDICU_SUPPORT_HPP

#include "CHeraldICU.h"

#include <unicode/fmtable.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

#include <cstring>

namespace herald {

/// Records an ICU error code (and a parse error offset when one is known) in the caller's status.
inline void report(HeraldICUStatus *status, UErrorCode code, int32_t offset = -1) {
  if (status != nullptr) {
    status->code = code;
    status->offset = offset;
  }
}

/// Writes `text` as UTF-8 into `out`; returns the number of bytes the whole text needs.
inline int32_t writeUTF8(const icu::UnicodeString &text, char *out, int32_t capacity) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t needed = 0;
  u_strToUTF8(out, capacity, &needed, text.getBuffer(), text.length(), &code);
  return needed;
}

/// Writes a NUL-terminated ASCII/UTF-8 C string into `out`; returns its length.
inline int32_t writeBytes(const char *text, int32_t length, char *out, int32_t capacity) {
  if (length <= capacity && out != nullptr) {
    std::memcpy(out, text, static_cast<size_t>(length));
  }
  return length;
}

/// Ends a call that produced `text`: reports `code` and writes the text when the call succeeded.
inline int32_t finish(const char *text, int32_t length, UErrorCode code, char *out, int32_t capacity,
                      HeraldICUStatus *status) {
  report(status, code);
  return U_SUCCESS(code) ? writeBytes(text, length, out, capacity) : 0;
}

/// The UTF-16 text of a UTF-8 buffer.
inline icu::UnicodeString fromUTF8(const char *utf8, int32_t length) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(utf8, length));
}

/// An ICU Formattable holding a Herald value.
inline icu::Formattable formattable(const HeraldICUValue &value, UErrorCode &code) {
  switch (value.kind) {
  case HERALD_ICU_INT64:
    return icu::Formattable(static_cast<int64_t>(value.integer));
  case HERALD_ICU_DECIMAL:
    return icu::Formattable(icu::StringPiece(value.utf8, value.length), code);
  case HERALD_ICU_STRING:
    return icu::Formattable(fromUTF8(value.utf8, value.length));
  case HERALD_ICU_DATE:
    return icu::Formattable(static_cast<UDate>(value.number), icu::Formattable::kIsDate);
  default:
    return icu::Formattable(value.number);
  }
}

} // namespace herald

#endif
