// The espeak-ng shim: see include/CEspeakNG.h. Every function assumes its caller holds the one lock
// that serialises espeak-ng.
#include "CEspeakNG.h"

#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Where the synthesis callback appends samples during `herald_espeak_synthesize` (calls are
/// serialised by the caller, so one pointer is enough).
static HeraldEspeakSamples *current_output;

/// The voices installed, listed once after initialisation.
static const espeak_VOICE **voices;
static int32_t voice_count;

static void copy_message(const char *text, char *message, size_t capacity) {
  if (message == NULL || capacity == 0) return;
  snprintf(message, capacity, "%s", text);
}

static void status_message(espeak_ng_STATUS status, char *message, size_t capacity) {
  if (message == NULL || capacity == 0) return;
  espeak_ng_GetStatusCodeMessage(status, message, capacity);
}

static int append_samples(short *wav, int count, espeak_EVENT *events) {
  (void)events;
  HeraldEspeakSamples *output = current_output;
  if (output == NULL || wav == NULL || count <= 0) return 0;
  if (output->count + (size_t)count > output->capacity) {
    size_t capacity = output->capacity == 0 ? 16384 : output->capacity;
    while (capacity < output->count + (size_t)count) capacity *= 2;
    int16_t *grown = realloc(output->samples, capacity * sizeof(int16_t));
    if (grown == NULL) {
      output->failed = 1;
      return 1;  // Stops synthesis.
    }
    output->samples = grown;
    output->capacity = capacity;
  }
  memcpy(output->samples + output->count, wav, (size_t)count * sizeof(int16_t));
  output->count += (size_t)count;
  return 0;
}

int32_t herald_espeak_initialize(const char *data_path, char *message, size_t message_capacity) {
  espeak_ng_InitializePath(data_path);
  espeak_ng_ERROR_CONTEXT context = NULL;
  espeak_ng_STATUS status = espeak_ng_Initialize(&context);
  if (status != ENS_OK) {
    status_message(status, message, message_capacity);
    espeak_ng_ClearErrorContext(&context);
    return status > 0 ? -(int32_t)status : -1;
  }
  status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, NULL);
  if (status != ENS_OK) {
    status_message(status, message, message_capacity);
    return status > 0 ? -(int32_t)status : -1;
  }
  espeak_SetSynthCallback(append_samples);
  voices = espeak_ListVoices(NULL);
  voice_count = 0;
  while (voices != NULL && voices[voice_count] != NULL) voice_count++;
  return espeak_ng_GetSampleRate();
}

const char *herald_espeak_version(void) {
  const char *path = NULL;
  return espeak_Info(&path);
}

int32_t herald_espeak_voice_count(void) { return voice_count; }

const char *herald_espeak_voice_name(int32_t voice) {
  return voice >= 0 && voice < voice_count ? voices[voice]->name : NULL;
}

const char *herald_espeak_voice_identifier(int32_t voice) {
  return voice >= 0 && voice < voice_count ? voices[voice]->identifier : NULL;
}

int32_t herald_espeak_voice_language(int32_t voice, int32_t index, const char **language, int32_t *priority) {
  if (voice < 0 || voice >= voice_count || voices[voice]->languages == NULL) return 0;
  // `languages` is a list of (priority byte, NUL-terminated name), ended by a zero priority byte.
  const char *cursor = voices[voice]->languages;
  for (int32_t position = 0; *cursor != 0; position++) {
    int32_t entry_priority = (unsigned char)*cursor;
    const char *name = cursor + 1;
    if (position == index) {
      *language = name;
      *priority = entry_priority;
      return 1;
    }
    cursor = name + strlen(name) + 1;
  }
  return 0;
}

int32_t herald_espeak_set_voice(const char *identifier, char *message, size_t message_capacity) {
  espeak_ERROR error = espeak_SetVoiceByName(identifier);
  if (error != EE_OK) {
    copy_message(error == EE_NOT_FOUND ? "voice not found" : "voice could not be loaded", message, message_capacity);
  }
  return error;
}

int32_t herald_espeak_set_rate_and_pitch(int32_t words_per_minute, int32_t pitch) {
  espeak_ERROR error = espeak_SetParameter(espeakRATE, words_per_minute, 0);
  if (error != EE_OK) return error;
  return espeak_SetParameter(espeakPITCH, pitch, 0);
}

int32_t herald_espeak_synthesize(const char *text, HeraldEspeakSamples *output, char *message, size_t message_capacity) {
  current_output = output;
  espeak_ERROR error = espeak_Synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8 | espeakENDPAUSE, NULL, NULL);
  current_output = NULL;
  if (error != EE_OK) {
    copy_message(error == EE_BUFFER_FULL ? "espeak-ng's buffer is full" : "espeak-ng could not synthesise the text",
                 message, message_capacity);
    return error;
  }
  if (output->failed) {
    copy_message("out of memory while synthesising", message, message_capacity);
    return EE_INTERNAL_ERROR;
  }
  return 0;
}

void herald_espeak_samples_free(HeraldEspeakSamples *samples) {
  free(samples->samples);
  samples->samples = NULL;
  samples->count = 0;
  samples->capacity = 0;
  samples->failed = 0;
}

char *herald_espeak_phonemes(const char *text, int32_t ipa) {
  size_t length = 0;
  size_t capacity = 256;
  char *result = malloc(capacity);
  if (result == NULL) return NULL;
  result[0] = 0;
  const void *cursor = text;
  // espeak_TextToPhonemes returns one clause per call and advances `cursor` (NULL at the end).
  while (cursor != NULL) {
    const char *clause = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, ipa ? espeakPHONEMES_IPA : 0);
    if (clause == NULL) break;
    size_t clause_length = strlen(clause);
    size_t needed = length + clause_length + 2;
    if (needed > capacity) {
      while (capacity < needed) capacity *= 2;
      char *grown = realloc(result, capacity);
      if (grown == NULL) {
        free(result);
        return NULL;
      }
      result = grown;
    }
    if (length > 0) result[length++] = '\n';
    memcpy(result + length, clause, clause_length);
    length += clause_length;
    result[length] = 0;
  }
  return result;
}
