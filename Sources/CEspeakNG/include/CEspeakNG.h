// CEspeakNG: the only code in Herald that includes espeak-ng headers.
//
// The header mentions no espeak-ng type: HeraldSpeech sees plain C (UTF-8 strings, 16-bit samples,
// status codes and messages) and never the library's structs or globals.
//
// espeak-ng keeps all of its state in globals and is NOT thread-safe: unlocked concurrent calls
// corrupt its heap. Nothing here locks. The caller (HeraldSpeech's SpeechEngine) must serialise
// every call through one owner. `herald_espeak_initialize` may be called once per process: a second
// initialisation after `espeak_Terminate` hangs, so the shim never terminates the library.

#ifndef CESPEAKNG_H
#define CESPEAKNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Initialises espeak-ng for synchronous synthesis into memory.
///
/// `data_path` is the directory that holds `phontab` (or its parent, holding `espeak-ng-data/`);
/// NULL uses `ESPEAK_DATA_PATH` or the compiled-in default. The library is initialised through
/// `espeak_ng_Initialize`, which reports a broken data directory as a status instead of calling
/// `exit(1)` the way `espeak_Initialize` does without `espeakINITIALIZE_DONT_EXIT`.
///
/// Returns the sample rate (Hz, > 0), or a negative espeak-ng status with its text in `message`.
int32_t herald_espeak_initialize(const char *data_path, char *message, size_t message_capacity);

/// espeak-ng's version, such as "1.51".
const char *herald_espeak_version(void);

/// The number of voices installed.
int32_t herald_espeak_voice_count(void);

/// The voice's display name ("English (America)"), or NULL when `voice` is out of range.
const char *herald_espeak_voice_name(int32_t voice);

/// The voice's identifier, its file below `voices/` ("gmw/en-US"), or NULL.
const char *herald_espeak_voice_identifier(int32_t voice);

/// The voice's `index`th language ("en-us") and its priority (lower is preferred); returns 0 after
/// the last language.
int32_t herald_espeak_voice_language(int32_t voice, int32_t index, const char **language, int32_t *priority);

/// Selects a voice by identifier. Returns 0, or espeak's error code with a message.
int32_t herald_espeak_set_voice(const char *identifier, char *message, size_t message_capacity);

/// Sets the speaking rate in words per minute (80–450) and the base pitch (0–100). Returns 0 or
/// espeak's error code.
int32_t herald_espeak_set_rate_and_pitch(int32_t words_per_minute, int32_t pitch);

/// 16-bit mono samples, grown by the shim; free with `herald_espeak_samples_free`.
typedef struct HeraldEspeakSamples {
  int16_t *samples;
  size_t count;
  size_t capacity;
  /// Set when memory ran out; the samples are then incomplete.
  int32_t failed;
} HeraldEspeakSamples;

/// Synthesises UTF-8 `text` with the current voice, appending its samples to `output`. The text
/// ends with espeak-ng's end-of-text pause, as the `espeak-ng` command adds it: a first synthesis
/// in a process is byte-identical to `espeak-ng -v VOICE -w FILE TEXT`.
/// Returns 0, or espeak's error code with a message.
int32_t herald_espeak_synthesize(const char *text, HeraldEspeakSamples *output, char *message, size_t message_capacity);

/// Frees the samples and empties `samples`.
void herald_espeak_samples_free(HeraldEspeakSamples *samples);

/// The phonemes of UTF-8 `text` with the current voice, one clause per line: IPA when `ipa` is
/// non-zero, otherwise espeak's ASCII phoneme mnemonics. The result is malloc'd (free with `free`);
/// NULL when memory ran out.
char *herald_espeak_phonemes(const char *text, int32_t ipa);

#ifdef __cplusplus
}
#endif

#endif
