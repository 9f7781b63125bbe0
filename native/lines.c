// Checksummed log lines (src/durable/lines.ts), many at once: `<16 hex digits> <body>\n`, the
// digits the start of the body's SHA-256, for a batch of bodies given in pieces (strings written
// as UTF-8, bytes copied as they are). One call for a batch where the TypeScript loop pays a
// write and a hash call per line. SHA-256 is OpenSSL's, the one Node itself carries.
//
//   encodeLines(out: Uint8Array, bodies: Array<Array<string | Uint8Array>>): number   // bytes written
//   checkLines(bytes: Uint8Array): number   // bytes of whole lines, from the start, whose checksums hold
//
// `out` must have room for every piece at 3 bytes per UTF-16 unit of a string, plus 18 bytes a
// line and one more (the caller sizes it as the TypeScript version does); a piece of any other
// type, or too little room, throws a TypeError with nothing promised about `out`.

#include <openssl/evp.h>
#include <stdint.h>
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

napi_value encode_lines(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  uint8_t *out;
  size_t capacity;
  uint32_t count;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 2 || !uint8_array(env, argv[0], &out, &capacity) ||
      napi_get_array_length(env, argv[1], &count) != napi_ok)
    return fail(env, "encodeLines(out: Uint8Array, bodies: Array<Array<string | Uint8Array>>)");
  size_t at = 0;
  sha256_t sha;
  if (!sha256_open(&sha)) {
    sha256_close(&sha);
    return fail(env, "encodeLines: no SHA-256 here");
  }
  const char *error = NULL;
  for (uint32_t b = 0; b < count && error == NULL; b++) {
    napi_value pieces;
    uint32_t piece_count;
    if (napi_get_element(env, argv[1], b, &pieces) != napi_ok || napi_get_array_length(env, pieces, &piece_count) != napi_ok) {
      error = "encodeLines: each body is an array of pieces";
      break;
    }
    size_t line = at;
    if (capacity - at < 18) {
      error = "encodeLines: out is too small";
      break;
    }
    at += DIGEST_HEX + 1; /* the checksum and its space, written once the body's bytes are known */
    for (uint32_t k = 0; k < piece_count; k++) {
      napi_value piece;
      napi_valuetype kind;
      if (napi_get_element(env, pieces, k, &piece) != napi_ok || napi_typeof(env, piece, &kind) != napi_ok) {
        error = "encodeLines: a piece is unreadable";
        break;
      }
      if (kind == napi_string) {
        size_t units, written;
        /* UTF-16 units times 3 bound the UTF-8 size; the terminating NUL takes one byte more. */
        if (napi_get_value_string_utf16(env, piece, NULL, 0, &units) != napi_ok || capacity - at < units * 3 + 1 ||
            napi_get_value_string_utf8(env, piece, (char *)out + at, units * 3 + 1, &written) != napi_ok) {
          error = "encodeLines: out is too small";
          break;
        }
        at += written;
        continue;
      }
      uint8_t *piece_data;
      size_t length;
      if (!uint8_array(env, piece, &piece_data, &length)) {
        error = "encodeLines: a piece is a string or a Uint8Array";
        break;
      }
      if (capacity - at < length + 1) {
        error = "encodeLines: out is too small";
        break;
      }
      memcpy(out + at, piece_data, length);
      at += length;
    }
    if (error != NULL) break;
    if (!line_digest(&sha, out + line + DIGEST_HEX + 1, at - line - DIGEST_HEX - 1, out + line)) {
      error = "encodeLines: SHA-256 failed";
      break;
    }
    out[line + DIGEST_HEX] = ' ';
    out[at++] = '\n';
  }
  sha256_close(&sha);
  if (error != NULL) return fail(env, error);
  napi_value written;
  napi_create_double(env, (double)at, &written);
  return written;
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
