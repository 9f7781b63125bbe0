// The strict JSON scan of json.c: its patterns, its state and the two calls that run it.

#ifndef LINK_KIT_SCAN_H
#define LINK_KIT_SCAN_H

#include <stddef.h>
#include <stdint.h>

#define MAX_DEPTH 128 /* as MAX_DEPTH in src/json/value.ts: 127 levels pass */
#define MAX_PATTERNS 30
#define MAX_STEPS 16
#define MAX_KEY 128

enum step_kind { STEP_KEY, STEP_ANY, STEP_INDEX };

typedef struct {
  enum step_kind kind;
  char key[MAX_KEY];
  size_t key_length;
  uint32_t index;
} step_t;

typedef struct {
  uint32_t length;
  step_t steps[MAX_STEPS];
} pattern_t;

typedef struct {
  int32_t *items;
  size_t count, capacity;
} spans_t;

typedef struct {
  uint32_t start, length;
} key_span_t;

typedef struct {
  const uint8_t *p;
  size_t n, i;
  const pattern_t *patterns;
  uint32_t pattern_count;
  spans_t spans[MAX_PATTERNS];
  /* The keys of the objects open on the walk, innermost last: each object's keys are contiguous. */
  key_span_t *keys;
  size_t key_count, key_capacity;
  /* Patterns (a bit each) whose values are cut: each that is an object holding no other cut match. */
  uint32_t cut_mask;
  size_t cut_matches; /* matches of cut patterns so far, to tell whether a value holds one */
  spans_t cuts;
  /* Object values of cut patterns being scanned: inside one, a number JavaScript prints otherwise is no tree's. */
  size_t cut_depth;
  int loose; /* such a number was seen inside the cut values open, not yet known to be cut */
  int declined;
  int beyond_ascii; /* a byte past 0x7f was seen (only strings hold one) */
  int odd_escape;   /* an escape JSON.stringify never writes was seen: `\/`, or a `\u` it writes otherwise */
} scan_t;

/* Scans the whole text (space after the value allowed, nothing else), matching `count` patterns: s->declined says whether it is plain. */
void scan_whole(scan_t *s, const uint8_t *p, size_t n, const pattern_t *patterns, uint32_t count, uint32_t cut_mask);

/* Keeps the scan's arrays for the next one on this thread: call it after every scan_whole. */
void scan_end(scan_t *s);

#endif
