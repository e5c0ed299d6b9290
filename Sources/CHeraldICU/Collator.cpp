#include "Support.hpp"

#include <memory>
#include <unicode/coll.h>

using herald::report;

/// A collator. icu::Collator's compare functions are const and thread-safe.
struct HeraldCollator {
  std::unique_ptr<icu::Collator> collator;
};

extern "C" HeraldCollator *herald_collator_open(const char *localeID, int32_t numeric, HeraldICUStatus *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::unique_ptr<icu::Collator> collator(icu::Collator::createInstance(icu::Locale(localeID), code));
  if (U_SUCCESS(code) && numeric) {
    collator->setAttribute(UCOL_NUMERIC_COLLATION, UCOL_ON, code);
  }
  if (U_FAILURE(code)) {
    report(status, code);
    return nullptr;
  }
  report(status, U_ZERO_ERROR);
  return new HeraldCollator{std::move(collator)};
}

extern "C" void herald_collator_close(HeraldCollator *collator) { delete collator; }

extern "C" int32_t herald_collator_compare(const HeraldCollator *collator, const char *a, int32_t aLength,
                                           const char *b, int32_t bLength) {
  UErrorCode code = U_ZERO_ERROR;
  UCollationResult result =
      collator->collator->compareUTF8(icu::StringPiece(a, aLength), icu::StringPiece(b, bLength), code);
  return U_FAILURE(code) ? 0 : static_cast<int32_t>(result);
}
