#include "CHeraldICU.h"

#include <unicode/uvernum.h>
#include <unicode/utypes.h>

extern "C" const char *herald_icu_error_name(int32_t code) { return u_errorName(static_cast<UErrorCode>(code)); }

extern "C" const char *herald_icu_version(void) { return U_ICU_VERSION; }
