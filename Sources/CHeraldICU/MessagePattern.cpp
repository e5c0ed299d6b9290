#include "Support.hpp"

#include <unicode/messagepattern.h>

using herald::report;

extern "C" int32_t herald_message_pattern_parse(const char *pattern, int32_t patternLength,
                                                HeraldMessagePatternPart *parts, int32_t capacity,
                                                HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError parseError{};
  parseError.offset = -1;
  icu::MessagePattern parsed(herald::fromUTF8(pattern, patternLength), &parseError, code);
  if (U_FAILURE(code)) {
    report(status, code, parseError.offset);
    return 0;
  }
  int32_t count = parsed.countParts();
  for (int32_t i = 0; i < count && i < capacity; i++) {
    const icu::MessagePattern::Part &part = parsed.getPart(i);
    HeraldMessagePatternPart &out = parts[i];
    out.type = part.getType();
    out.argType = part.getArgType();
    out.index = part.getIndex();
    out.length = part.getLength();
    out.value = part.getValue();
    out.numericValue = icu::MessagePattern::Part::hasNumericValue(part.getType()) ? parsed.getNumericValue(part) : 0;
  }
  report(status, U_ZERO_ERROR);
  return count;
}
