// A strict JSON scan over UTF-8 bytes for the host's large frames (K6, C6): one pass that checks
// the whole text and returns the byte spans of the values at up to 30 path patterns, as the
// TypeScript walk in src/json/spans.ts does over a decoded string. It lets the host keep a batch's
// records as the bytes that came in, with no decoding, no second walk and no value tree for them.
//
//   scanPlain(bytes: Uint8Array, patterns: Array<Array<string | number>>[, cut: number, skeleton: Uint8Array]): Int32Array | null
//   checkPlain(bytes: Uint8Array): null | 1 | 2   // declined, plain, plain and ASCII: a line's check, with no array made
//
// Patterns are object keys, array indices and "*" (any member or element). The result holds, per
// pattern in order, the count of its matches, then each match's start and end offsets. With `cut`
// (a bit per pattern), the text is also written to `skeleton` (room for the whole text) with each
// value those patterns match that is an object holding no other such match as `{}`, and its
// length follows the spans. The last number is 1 when every byte is ASCII (so that a caller may
// decode the text as Latin-1, byte for character, which is quicker), else 0.
//
// It answers only for the plain case and returns null for anything else, which sends the text to
// the TypeScript parser: so it must never accept what that parser refuses, and may decline what
// it accepts. It declines invalid UTF-8 (as a fatal TextDecoder refuses it), anything that is not
// RFC 8259 JSON (as JSON.parse refuses it), nesting of MAX_DEPTH levels, a duplicate key, a key
// written with an escape, a number with an exponent, an integer part past 9007199254740991, and
// a number JavaScript prints otherwise (-0, 1.0, 0.0000001, a fraction with more digits than its
// double's shortest form: value.ts plainNumberText) outside the values cut (the cases the
// lossless parser treats apart; a cut value's text is kept as it came, and no tree holds it). Offsets fit an int32: frames are capped at 16 MiB.

#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <node_api.h>

#include "addon.h"
#include "scan.h"

/* Bytes that stand for themselves inside a string: printable ASCII but the quote and the backslash. */
static uint8_t plain_byte[256];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void init_tables(void) {
  for (int c = 0x20; c < 0x80; c++) plain_byte[c] = 1;
  plain_byte['"'] = 0;
  plain_byte['\\'] = 0;
}

/*
 * The span and key arrays, kept per thread from one scan to the next: a reader scans every line
 * of a transcript, and allocating them for each cost as much as the pattern matching itself.
 */
static __thread spans_t kept_spans[MAX_PATTERNS];
static __thread key_span_t *kept_keys;
static __thread size_t kept_key_capacity;

static void scan_begin(scan_t *s, const uint8_t *p, size_t n) {
  memset(s, 0, sizeof *s);
  s->p = p;
  s->n = n;
  for (int k = 0; k < MAX_PATTERNS; k++) s->spans[k] = (spans_t){kept_spans[k].items, 0, kept_spans[k].capacity};
  s->keys = kept_keys;
  s->key_capacity = kept_key_capacity;
}

/* Keeps the scan's arrays for the next one (the cut spans, rare, are freed). */
void scan_end(scan_t *s) {
  for (int k = 0; k < MAX_PATTERNS; k++) kept_spans[k] = (spans_t){s->spans[k].items, 0, s->spans[k].capacity};
  kept_keys = s->keys;
  kept_key_capacity = s->key_capacity;
  free(s->cuts.items);
}

static int grow(void **items, size_t *capacity, size_t need, size_t size) {
  if (need <= *capacity) return 1;
  size_t next = *capacity ? *capacity * 2 : 64;
  while (next < need) next *= 2;
  void *more = realloc(*items, next * size);
  if (more == NULL) return 0;
  *items = more;
  *capacity = next;
  return 1;
}

static void decline(scan_t *s) {
  s->declined = 1;
}

static void space(scan_t *s) {
  while (s->i < s->n) {
    uint8_t c = s->p[s->i];
    if (c != 0x20 && c != 0x0a && c != 0x0d && c != 0x09) return;
    s->i++;
  }
}

/* One UTF-8 sequence at s->i whose first byte is 0x80 or more, as the Unicode standard (table 3-7) allows. */
static void utf8_sequence(scan_t *s) {
  s->beyond_ascii = 1;
  const uint8_t *p = s->p + s->i;
  size_t left = s->n - s->i;
  uint8_t c = p[0];
  size_t length;
  uint8_t low = 0x80, high = 0xbf; /* the second byte's range */
  if (c >= 0xc2 && c <= 0xdf) length = 2;
  else if (c >= 0xe0 && c <= 0xef) {
    length = 3;
    if (c == 0xe0) low = 0xa0;
    if (c == 0xed) high = 0x9f; /* no surrogates */
  } else if (c >= 0xf0 && c <= 0xf4) {
    length = 4;
    if (c == 0xf0) low = 0x90;
    if (c == 0xf4) high = 0x8f; /* nothing past U+10FFFF */
  } else return decline(s);
  if (left < length || p[1] < low || p[1] > high) return decline(s);
  for (size_t k = 2; k < length; k++)
    if (p[k] < 0x80 || p[k] > 0xbf) return decline(s);
  s->i += length;
}

#if defined(__SSE2__)
#include <emmintrin.h>

/* The first byte at or after i that is not plain (see plain_byte), sixteen bytes a step. */
static size_t skip_plain(const uint8_t *p, size_t i, size_t n) {
  const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), space = _mm_set1_epi8(0x20);
  for (; i + 16 <= n; i += 16) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)(p + i));
    /* Signed, a byte past 0x7f is below 0x20 too: control characters and UTF-8 both stop here. */
    __m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)), _mm_cmplt_epi8(bytes, space));
    int mask = _mm_movemask_epi8(stop);
    if (mask != 0) return i + (size_t)__builtin_ctz((unsigned)mask);
  }
  while (i < n && plain_byte[p[i]]) i++;
  return i;
}
#else
static size_t skip_plain(const uint8_t *p, size_t i, size_t n) {
  while (i < n && plain_byte[p[i]]) i++;
  return i;
}
#endif

static int hex(uint8_t c) {
  return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
}

/*
 * True when the four hex digits at `h` are a `\u` escape as JSON.stringify writes one: a control
 * character other than those it writes as \b \t \n \f \r, in lower-case hex. (It writes a lone
 * surrogate so too; such escapes count as odd here, which only sends a line the slower way.)
 */
static int stringify_escape(const uint8_t *h) {
  if (h[0] != '0' || h[1] != '0' || (h[2] != '0' && h[2] != '1')) return 0;
  uint8_t d = h[3];
  if (!((d >= '0' && d <= '9') || (d >= 'a' && d <= 'f'))) return 0;
  return !(h[2] == '0' && (d == '8' || d == '9' || d == 'a' || d == 'c' || d == 'd'));
}

/* A string at s->i (its opening quote). Sets *escaped when it holds a backslash escape. */
static void string(scan_t *s, int *escaped) {
  const uint8_t *p = s->p;
  size_t n = s->n;
  size_t i = s->i + 1;
  for (;;) {
    i = skip_plain(p, i, n);
    if (i >= n) return decline(s);
    uint8_t c = p[i];
    if (c == '"') {
      s->i = i + 1;
      return;
    }
    if (c == '\\') {
      *escaped = 1;
      if (i + 1 >= n) return decline(s);
      uint8_t e = p[i + 1];
      if (e == '"' || e == '\\' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') i += 2;
      else if (e == '/') {
        s->odd_escape = 1;
        i += 2;
      } else if (e == 'u' && i + 5 < n && hex(p[i + 2]) && hex(p[i + 3]) && hex(p[i + 4]) && hex(p[i + 5])) {
        if (!stringify_escape(p + i + 2)) s->odd_escape = 1;
        i += 6;
      } else
        return decline(s);
      continue;
    }
    if (c < 0x20) return decline(s); /* a raw control character */
    s->i = i;
    utf8_sequence(s);
    if (s->declined) return;
    i = s->i;
  }
}

static const char MAX_SAFE_DIGITS[] = "9007199254740991";

/* A run of digits at s->i; returns its length. */
static size_t digits(scan_t *s) {
  size_t start = s->i;
  while (s->i < s->n && s->p[s->i] >= '0' && s->p[s->i] <= '9') s->i++;
  return s->i - start;
}

/*
 * True when JavaScript prints the fraction p[from..to) (digits, a point, digits, no sign, no final
 * zero, fewer than six zeros after `0.`) back as it is: when its significant digits are its
 * double's shortest form. Up to 15 significant digits always are (DBL_DIG); 16 or 17 are when the
 * correctly rounded form of one digit fewer reads back as another double and that of as many
 * digits is these digits (the closest of the shortest forms, as JavaScript picks); more never are.
 */
static int shortest_fraction(const uint8_t *p, size_t from, size_t to) {
  char text[40], printed[40], digits[20];
  size_t n = 0;
  for (size_t k = from; k < to; k++) {
    if (p[k] == '.' || (n == 0 && p[k] == '0')) continue;
    if (n == 17) return 0;
    digits[n++] = (char)p[k];
  }
  if (n <= 15) return 1;
  if (to - from >= sizeof text) return 0;
  memcpy(text, p + from, to - from);
  text[to - from] = 0;
  double x = strtod(text, NULL);
  snprintf(printed, sizeof printed, "%.*e", (int)n - 2, x);
  if (strtod(printed, NULL) == x) return 0;
  snprintf(printed, sizeof printed, "%.*e", (int)n - 1, x);
  for (size_t k = 0, m = 0; m < n; k++) {
    if (printed[k] == '.') continue;
    if (printed[k] != digits[m++]) return 0;
  }
  return 1;
}

static void number(scan_t *s) {
  int minus = s->p[s->i] == '-';
  if (minus) s->i++;
  if (s->i >= s->n) return decline(s);
  size_t start = s->i;
  int zero = s->p[s->i] == '0';
  if (zero) s->i++;
  else if (s->p[s->i] >= '1' && s->p[s->i] <= '9') digits(s);
  else return decline(s);
  size_t int_digits = s->i - start;
  /* An integer part past 9007199254740991: the exact parser reads it (a bigint, or refused). */
  if (int_digits > 16 || (int_digits == 16 && memcmp(s->p + start, MAX_SAFE_DIGITS, 16) > 0)) return decline(s);
  int plain = !(minus && zero); /* -0 prints as 0 */
  if (s->i < s->n && s->p[s->i] == '.') {
    s->i++;
    size_t frac = s->i;
    size_t frac_digits = digits(s);
    if (frac_digits == 0) return decline(s);
    /* A fraction JavaScript prints otherwise (value.ts plainNumberText). */
    plain = s->p[s->i - 1] != '0' && !(zero && frac_digits >= 6 && memcmp(s->p + frac, "000000", 6) == 0) &&
            (int_digits + frac_digits <= 15 || shortest_fraction(s->p, start, s->i));
  }
  if (s->i < s->n && (s->p[s->i] | 0x20) == 'e') return decline(s); /* an exponent: the exact parser's */
  /* Printed otherwise, it is the exact parser's; inside a cut value, whose text is kept as it came, no tree holds it. */
  if (!plain) {
    if (s->cut_depth == 0) return decline(s);
    s->loose = 1;
  }
}

static void literal(scan_t *s, const char *word, size_t length) {
  if (s->n - s->i < length || memcmp(s->p + s->i, word, length) != 0) return decline(s);
  s->i += length;
}

static int record_span(scan_t *s, uint32_t pattern, size_t start, size_t end) {
  spans_t *spans = &s->spans[pattern];
  if (!grow((void **)&spans->items, &spans->capacity, spans->count + 2, sizeof(int32_t))) return 0;
  spans->items[spans->count++] = (int32_t)start;
  spans->items[spans->count++] = (int32_t)end;
  return 1;
}

/* Orders keys by length, then bytes; `text` is the scanned text. */
static int compare_keys(const void *a, const void *b, void *text) {
  const key_span_t *x = a, *y = b;
  if (x->length != y->length) return x->length < y->length ? -1 : 1;
  return memcmp((const uint8_t *)text + x->start, (const uint8_t *)text + y->start, x->length);
}

/* True when two of the keys from `base` on are the same bytes (none is escaped: see `object`). */
static int duplicate_keys(scan_t *s, size_t base) {
  key_span_t *keys = s->keys + base;
  size_t count = s->key_count - base;
  if (count <= 16) {
    for (size_t a = 1; a < count; a++)
      for (size_t b = 0; b < a; b++)
        if (keys[a].length == keys[b].length && memcmp(s->p + keys[a].start, s->p + keys[b].start, keys[a].length) == 0) return 1;
    return 0;
  }
  qsort_r(keys, count, sizeof *keys, compare_keys, (void *)s->p);
  for (size_t k = 1; k < count; k++)
    if (compare_keys(&keys[k - 1], &keys[k], (void *)s->p) == 0) return 1;
  return 0;
}

static void value(scan_t *s, uint32_t depth, uint32_t active);

/* Enters the container at s->i: 1 when members or elements follow, 0 when it was empty or too deep. */
static int enter(scan_t *s, uint32_t depth, uint8_t close) {
  if (depth + 1 >= MAX_DEPTH) {
    decline(s);
    return 0;
  }
  s->i++;
  space(s);
  if (s->i < s->n && s->p[s->i] == close) {
    s->i++;
    return 0;
  }
  return 1;
}

/* After a member or element: 1 when a comma says another follows, 0 at the close (or a decline). */
static int more(scan_t *s, uint8_t close) {
  if (s->declined) return 0;
  space(s);
  if (s->i >= s->n) {
    decline(s);
    return 0;
  }
  uint8_t c = s->p[s->i++];
  if (c == ',') return 1;
  if (c != close) decline(s);
  return 0;
}

static void object(scan_t *s, uint32_t depth, uint32_t active) {
  if (!enter(s, depth, '}')) return;
  size_t base = s->key_count;
  do {
    space(s);
    if (s->i >= s->n || s->p[s->i] != '"') return decline(s);
    size_t start = s->i + 1;
    int escaped = 0;
    string(s, &escaped);
    /* An escaped key is compared decoded, by the TypeScript walk; here, declined. */
    if (s->declined || escaped) return decline(s);
    size_t length = s->i - 1 - start;
    if (!grow((void **)&s->keys, &s->key_capacity, s->key_count + 1, sizeof(key_span_t))) return decline(s);
    s->keys[s->key_count++] = (key_span_t){(uint32_t)start, (uint32_t)length};
    space(s);
    if (s->i >= s->n || s->p[s->i] != ':') return decline(s);
    s->i++;
    uint32_t next = 0;
    for (uint32_t bits = active; bits != 0; bits &= bits - 1) {
      uint32_t k = (uint32_t)__builtin_ctz(bits);
      const step_t *step = &s->patterns[k].steps[depth];
      if (step->kind == STEP_ANY || (step->kind == STEP_KEY && step->key_length == length && memcmp(step->key, s->p + start, length) == 0))
        next |= 1u << k;
    }
    value(s, depth + 1, next);
  } while (more(s, '}'));
  if (s->declined) return;
  if (duplicate_keys(s, base)) return decline(s);
  s->key_count = base;
}

static void array(scan_t *s, uint32_t depth, uint32_t active) {
  if (!enter(s, depth, ']')) return;
  uint32_t index = 0;
  do {
    uint32_t next = 0;
    for (uint32_t bits = active; bits != 0; bits &= bits - 1) {
      uint32_t k = (uint32_t)__builtin_ctz(bits);
      const step_t *step = &s->patterns[k].steps[depth];
      if (step->kind == STEP_ANY || (step->kind == STEP_INDEX && step->index == index)) next |= 1u << k;
    }
    value(s, depth + 1, next);
    index++;
  } while (more(s, ']'));
}

/* The value at s->i (after space), `depth` steps down the path; `active` has a bit per pattern matching so far. */
static void value(scan_t *s, uint32_t depth, uint32_t active) {
  space(s);
  if (s->i >= s->n) return decline(s);
  size_t start = s->i;
  size_t cut_matches = s->cut_matches;
  uint32_t done = 0;
  for (uint32_t bits = active; bits != 0; bits &= bits - 1) {
    uint32_t k = (uint32_t)__builtin_ctz(bits);
    if (s->patterns[k].length == depth) done |= 1u << k;
  }
  uint32_t deeper = active & ~done;
  int candidate = (done & s->cut_mask) && s->p[s->i] == '{';
  int loose = s->loose;
  if (candidate) {
    s->cut_depth++;
    s->loose = 0;
  }
  int escaped = 0;
  switch (s->p[s->i]) {
    case '{':
      object(s, depth, deeper);
      break;
    case '[':
      array(s, depth, deeper);
      break;
    case '"':
      string(s, &escaped);
      break;
    case 't':
      literal(s, "true", 4);
      break;
    case 'f':
      literal(s, "false", 5);
      break;
    case 'n':
      literal(s, "null", 4);
      break;
    default:
      number(s);
  }
  if (s->declined) return;
  for (uint32_t bits = done; bits != 0; bits &= bits - 1)
    if (!record_span(s, (uint32_t)__builtin_ctz(bits), start, s->i)) return decline(s);
  if (candidate) s->cut_depth--;
  if (done & s->cut_mask) {
    /* Leaves come in document order: a cut value holds no other, so none comes between its ends. */
    if (s->cut_matches == cut_matches && s->p[start] == '{') {
      spans_t *cuts = &s->cuts;
      if (!grow((void **)&cuts->items, &cuts->capacity, cuts->count + 2, sizeof(int32_t))) return decline(s);
      cuts->items[cuts->count++] = (int32_t)start;
      cuts->items[cuts->count++] = (int32_t)s->i;
      s->loose = loose; /* what it held is cut away */
    }
    s->cut_matches++;
  }
  if (candidate && s->loose) {
    /* Not cut (it holds another match): its numbers stand in the tree, unless a value around it is cut. */
    if (s->cut_depth == 0) return decline(s);
  }
  if (candidate) s->loose |= loose;
}

/*
 * The text with each cut value as `{}`, written to `out` (room for the whole text); returns its
 * length. `out` may be the text itself: the skeleton is never ahead of the text it is copied from,
 * so memmove copies each run correctly in place.
 */
static size_t cut_skeleton(const scan_t *s, uint8_t *out) {
  size_t from = 0, at = 0;
  for (size_t k = 0; k < s->cuts.count; k += 2) {
    size_t start = (size_t)s->cuts.items[k], end = (size_t)s->cuts.items[k + 1];
    memmove(out + at, s->p + from, start - from);
    at += start - from;
    out[at++] = '{';
    out[at++] = '}';
    from = end;
  }
  memmove(out + at, s->p + from, s->n - from);
  return at + s->n - from;
}

/* Scans the whole text (space after the value allowed, nothing else), matching `count` patterns. */
void scan_whole(scan_t *s, const uint8_t *p, size_t n, const pattern_t *patterns, uint32_t count, uint32_t cut_mask) {
  pthread_once(&tables_once, init_tables);
  scan_begin(s, p, n);
  s->patterns = patterns;
  s->pattern_count = count;
  s->cut_mask = cut_mask;
  value(s, 0, count == 0 ? 0 : (uint32_t)((1ull << count) - 1));
  if (!s->declined) {
    space(s);
    if (s->i != s->n) decline(s);
  }
}

/* The numbers of the spans found, per pattern its count then each span's ends, from `at`; returns where they end. */
static int32_t *write_spans(const scan_t *s, int32_t *at) {
  for (uint32_t k = 0; k < s->pattern_count; k++) {
    *at++ = (int32_t)(s->spans[k].count / 2);
    if (s->spans[k].count) memcpy(at, s->spans[k].items, s->spans[k].count * sizeof(int32_t));
    at += s->spans[k].count;
  }
  return at;
}

/* How many numbers `write_spans` writes. */
static size_t span_numbers(const scan_t *s) {
  size_t total = s->pattern_count;
  for (uint32_t k = 0; k < s->pattern_count; k++) total += s->spans[k].count;
  return total;
}

/* Reads the patterns argument into *out (allocated, the caller frees it); 0 when it is not one. */
static int read_patterns(napi_env env, napi_value list, pattern_t **out, uint32_t *count) {
  uint32_t length;
  if (napi_get_array_length(env, list, &length) != napi_ok || length > MAX_PATTERNS) return 0;
  *count = length;
  if (length == 0) return 1;
  pattern_t *patterns = *out = calloc(length, sizeof(pattern_t));
  if (patterns == NULL) return 0;
  for (uint32_t k = 0; k < length; k++) {
    napi_value steps;
    uint32_t step_count;
    if (napi_get_element(env, list, k, &steps) != napi_ok || napi_get_array_length(env, steps, &step_count) != napi_ok ||
        step_count > MAX_STEPS)
      return 0;
    patterns[k].length = step_count;
    for (uint32_t j = 0; j < step_count; j++) {
      napi_value item;
      napi_valuetype type;
      step_t *step = &patterns[k].steps[j];
      if (napi_get_element(env, steps, j, &item) != napi_ok || napi_typeof(env, item, &type) != napi_ok) return 0;
      if (type == napi_number) {
        step->kind = STEP_INDEX;
        if (napi_get_value_uint32(env, item, &step->index) != napi_ok) return 0;
      } else if (type == napi_string) {
        if (napi_get_value_string_utf8(env, item, step->key, MAX_KEY, &step->key_length) != napi_ok || step->key_length >= MAX_KEY - 1)
          return 0;
        step->kind = step->key_length == 1 && step->key[0] == '*' ? STEP_ANY : STEP_KEY;
      } else
        return 0;
    }
  }
  return 1;
}

napi_value check_plain(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  uint8_t *data;
  size_t length;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 1 || !uint8_array(env, argv[0], &data, &length) ||
      length > INT32_MAX) {
    napi_throw_type_error(env, NULL, "checkPlain(bytes: Uint8Array)");
    return NULL;
  }
  scan_t s;
  scan_whole(&s, data, length, NULL, 0, 0);
  scan_end(&s);
  napi_value out;
  if (s.declined) napi_get_null(env, &out);
  else napi_create_int32(env, s.beyond_ascii ? 1 : 2, &out);
  return out;
}

napi_value scan_plain(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value argv[4];
  uint8_t *data, *skeleton = NULL;
  size_t length, skeleton_room = 0;
  uint32_t cut_mask = 0;
  uint32_t pattern_count = 0;
  /* Per call (a worker thread may scan at the same time); none for the common call with no patterns. */
  pattern_t *patterns = NULL;
  // The patterns are read first: reading them can run a caller's code (getters), which could
  // detach or replace the buffers whose memory is taken after them.
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || (argc != 2 && argc != 4) ||
      !read_patterns(env, argv[1], &patterns, &pattern_count) || !uint8_array(env, argv[0], &data, &length) || length > INT32_MAX ||
      (argc == 4 && (napi_get_value_uint32(env, argv[2], &cut_mask) != napi_ok || !uint8_array(env, argv[3], &skeleton, &skeleton_room) ||
                     skeleton_room < length))) {
    free(patterns);
    napi_throw_type_error(env, NULL,
                          "scanPlain(bytes: Uint8Array, patterns: Array<Array<string | number>>[, cut: number, skeleton: Uint8Array])");
    return NULL;
  }
  scan_t s;
  scan_whole(&s, data, length, patterns, pattern_count, cut_mask);
  napi_value out = NULL;
  if (s.declined) napi_get_null(env, &out);
  else {
    size_t total = span_numbers(&s) + (skeleton != NULL ? 1 : 0) + 1;
    napi_value array_buffer;
    void *bytes;
    if (napi_create_arraybuffer(env, total * sizeof(int32_t), &bytes, &array_buffer) == napi_ok &&
        napi_create_typedarray(env, napi_int32_array, total, array_buffer, 0, &out) == napi_ok) {
      int32_t *at = write_spans(&s, bytes);
      if (skeleton != NULL) *at++ = (int32_t)cut_skeleton(&s, skeleton);
      *at = s.beyond_ascii ? 0 : 1;
    } else
      out = NULL;
  }
  scan_end(&s);
  free(patterns);
  return out;
}
