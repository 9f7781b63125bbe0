// Checksummed log lines (src/durable/lines.ts), many at once: `<16 hex digits> <body>\n`, the
// digits the start of the body's SHA-256. The TypeScript writes a batch's lines with room for
// their checksums; one call here takes them all, where the TypeScript would pay a hash call per
// line. SHA-256 is OpenSSL's, the one Node itself carries.
//
//   digestLines(out: Uint8Array, starts: Float64Array, end: number): undefined   // writes each line's checksum
//   checkLines(bytes: Uint8Array): number   // bytes of whole lines, from the start, whose checksums hold
//
// In digestLines, line k runs from starts[k] to starts[k + 1] (the last to `end`), each at least
// 18 bytes, in order and within `out`; anything else throws a TypeError with `out` unchanged.

#include <openssl/evp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <node_api.h>

#include "addon.h"

static const char HEX[] = "0123456789abcdef";
/* The hex digits of a line's checksum: the first 8 bytes of the body's SHA-256. */
#define DIGEST_HEX 16

static napi_value fail(napi_env env, const char *why) {
  napi_throw_type_error(env, NULL, why);
  return NULL;
}

/* SHA-256 for a call's lines, fetched once: EVP_sha256() would be looked up again at every line. */
typedef struct {
  EVP_MD *md;
  EVP_MD_CTX *context;
} sha256_t;

static int sha256_open(sha256_t *sha) {
  sha->md = EVP_MD_fetch(NULL, "SHA256", NULL);
  sha->context = EVP_MD_CTX_new();
  return sha->md != NULL && sha->context != NULL;
}

static void sha256_close(sha256_t *sha) {
  EVP_MD_CTX_free(sha->context);
  EVP_MD_free(sha->md);
}

/* A line's checksum for `body`: 16 hex digits into `hex`; 0 when SHA-256 failed. */
static int line_digest(sha256_t *sha, const uint8_t *body, size_t length, uint8_t hex[DIGEST_HEX]) {
  unsigned char sum[EVP_MAX_MD_SIZE];
  unsigned int sum_length = 0;
  if (EVP_DigestInit_ex(sha->context, sha->md, NULL) != 1 || EVP_DigestUpdate(sha->context, body, length) != 1 ||
      EVP_DigestFinal_ex(sha->context, sum, &sum_length) != 1 || sum_length < DIGEST_HEX / 2)
    return 0;
  for (int k = 0; k < DIGEST_HEX / 2; k++) {
    hex[2 * k] = (uint8_t)HEX[sum[k] >> 4];
    hex[2 * k + 1] = (uint8_t)HEX[sum[k] & 15];
  }
  return 1;
}

napi_value digest_lines(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  uint8_t *out;
  size_t capacity;
  size_t count;
  double *starts;
  double end;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 3 || !uint8_array(env, argv[0], &out, &capacity) ||
      !typed_array(env, argv[1], napi_float64_array, (void **)&starts, &count) || napi_get_value_double(env, argv[2], &end) != napi_ok)
    return fail(env, "digestLines(out: Uint8Array, starts: Float64Array, end: number)");
  if (!(end >= 0 && end <= (double)capacity)) return fail(env, "digestLines: end is past out");
  /*
   * Each line runs from its start to the next one's (the last to `end`): checksum, space, body,
   * newline. The starts are checked and copied before anything is written: `starts` may share
   * memory with `out`, and a checksum written there must not move a line read after it.
   */
  size_t *bounds = malloc((count + 1) * sizeof *bounds);
  if (bounds == NULL) return fail(env, "digestLines: out of memory");
  for (size_t k = 0; k < count; k++) {
    double next = k + 1 < count ? starts[k + 1] : end;
    if (!(starts[k] >= 0 && next <= end && next - starts[k] >= DIGEST_HEX + 2)) {
      free(bounds);
      return fail(env, "digestLines: a line is out of order or too short");
    }
    bounds[k] = (size_t)starts[k];
  }
  bounds[count] = (size_t)end;
  sha256_t sha;
  if (!sha256_open(&sha)) {
    sha256_close(&sha);
    free(bounds);
    return fail(env, "digestLines: no SHA-256 here");
  }
  for (size_t k = 0; k < count; k++) {
    size_t line = bounds[k];
    if (!line_digest(&sha, out + line + DIGEST_HEX + 1, bounds[k + 1] - line - DIGEST_HEX - 2, out + line)) {
      sha256_close(&sha);
      free(bounds);
      return fail(env, "digestLines: SHA-256 failed");
    }
  }
  sha256_close(&sha);
  free(bounds);
  return NULL;
}

/* The length of the good part of `bytes`: whole lines, each `<16 hex> <body>\n` with its checksum right. */
static size_t good_lines(const uint8_t *bytes, size_t length, sha256_t *sha) {
  size_t at = 0;
  while (at < length) {
    const uint8_t *newline = memchr(bytes + at, '\n', length - at);
    if (newline == NULL) break; /* torn: no end of line */
    size_t end = (size_t)(newline - bytes);
    if (end - at < DIGEST_HEX + 1 || bytes[at + DIGEST_HEX] != ' ') break;
    uint8_t hex[DIGEST_HEX];
    if (!line_digest(sha, bytes + at + DIGEST_HEX + 1, end - at - DIGEST_HEX - 1, hex) || memcmp(hex, bytes + at, DIGEST_HEX) != 0) break;
    at = end + 1;
  }
  return at;
}

napi_value check_lines(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  uint8_t *bytes;
  size_t length;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 1 || !uint8_array(env, argv[0], &bytes, &length))
    return fail(env, "checkLines(bytes: Uint8Array)");
  sha256_t sha;
  int ready = sha256_open(&sha);
  size_t good = ready ? good_lines(bytes, length, &sha) : 0;
  sha256_close(&sha);
  if (!ready) return fail(env, "checkLines: no SHA-256 here");
  napi_value out;
  napi_create_double(env, (double)good, &out);
  return out;
}
