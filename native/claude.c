// Claude Code lines encoded straight into a `context_append_batch` request: an import's fast
// path (C4, C6, C8). For each line of a run it applies the rules of src/capture/claude-code-bytes.ts
// to the lines those rules copy from the line's own bytes (tool results, the assistant's text, tool
// calls, a user's text with no markup, and lines with no role), and writes each record and its
// source as BatchPreparer writes them (src/context/append.ts), so no object is made for them in
// JavaScript. Any other line stops the run, and the TypeScript readers take it: a user's text with
// a `<` in it (the markup rules that cut it are there), a line that is not plain JSON or has an
// escape JSON.stringify would not write, a tool call whose input JSON.stringify would print
// otherwise than the line has it (see `stringified`), a compaction summary.
// test/capture/claude-encode.test.ts holds the two to the same bytes.
//
// A line that names no session is in the transcript's (the optional `session`, its file name as a
// JSON string); one with no uuid is known by `message:<messageId>`, else by `line:<number>`.
//
//   claudeRecords(bytes: Uint8Array, compiled: external, state: Float64Array, out: Uint8Array, session?: Uint8Array): 0 | 1 | 2
//
// `compiled` is compilePatterns(FIELDS) of claude-code-bytes.ts: the fields below, in that order.
// `state` holds the run's numbers (STATE_* below), read and updated in place. The result says why
// the run stopped: 0 at `to`, 1 at a line left to TypeScript (at `offset`), 2 when the next
// record would pass `stop` in a batch that already holds one.

#include <stdio.h>
#include <string.h>

#include <node_api.h>

#include "addon.h"
#include "scan.h"

enum {
  TYPE,
  UUID,
  SESSION,
  SIDECHAIN,
  AGENT,
  TIMESTAMP,
  META,
  COMPACT,
  MESSAGE_ID,
  MODEL,
  CONTENT,
  BLOCK,
  BLOCK_TYPE,
  BLOCK_TEXT,
  BLOCK_CONTENT,
  INNER,
  INNER_TYPE,
  INNER_TEXT,
  BLOCK_NAME,
  BLOCK_INPUT,
  FIELD_COUNT
};

enum {
  STATE_OFFSET,     /* in and out: where the next line starts */
  STATE_TO,         /* in: where the run ends, a line's end or the transcript's */
  STATE_AT,         /* in and out: where the next record goes in `out` */
  STATE_STOP,       /* in: no record passes this in `out` (the batch's size), unless the batch is empty */
  STATE_COUNT,      /* in and out: the records the batch holds */
  STATE_LINE,       /* in and out: the lines read so far (the next line's number less one) */
  STATE_MAX_RECORD, /* in: a larger record is left to TypeScript, which refuses it */
  STATE_TOOL,       /* out: records with each role, added to */
  STATE_ASSISTANT,
  STATE_RAW,
  STATE_USER,
  STATE_SIZE
};

enum role { ROLE_NONE, ROLE_TOOL, ROLE_ASSISTANT, ROLE_USER };

/* Where each role's records are counted in `state`. */
static const int ROLE_STATE[] = {[ROLE_NONE] = STATE_RAW, [ROLE_TOOL] = STATE_TOOL, [ROLE_ASSISTANT] = STATE_ASSISTANT, [ROLE_USER] = STATE_USER};

/* Text pieces a record may join; a line with more is left to TypeScript. */
#define MAX_PIECES 256

typedef struct {
  const uint8_t *p;
  size_t n;
  const scan_t *s;
  int32_t pieces[2 * MAX_PIECES];
  size_t piece_count;
  /* The session a line with none is in (the transcript's file name) as a JSON string, or NULL. */
  const uint8_t *fallback;
  size_t fallback_n;
  /* The line's number, counted from 1: a line with no record ID is known by it. */
  double number;
} line_t;

#define LIT(text) text, sizeof text - 1

static size_t count(const line_t *l, int k) {
  return l->s->spans[k].count / 2;
}

static int32_t start_of(const line_t *l, int k, size_t n) {
  return l->s->spans[k].items[2 * n];
}

static int32_t end_of(const line_t *l, int k, size_t n) {
  return l->s->spans[k].items[2 * n + 1];
}

/* Whether the `n`th value of field `k` is exactly `text`. */
static int same(const line_t *l, int k, size_t n, const char *text, size_t length) {
  int32_t start = start_of(l, k, n);
  return (size_t)(end_of(l, k, n) - start) == length && memcmp(l->p + start, text, length) == 0;
}

static int is(const line_t *l, int k, const char *text, size_t length) {
  return count(l, k) > 0 && same(l, k, 0, text, length);
}

/* Field `k`'s first value starting within [from, to), or -1. */
static long within(const line_t *l, int k, int32_t from, int32_t to) {
  for (size_t n = 0; n < count(l, k); n++) {
    int32_t start = start_of(l, k, n);
    if (start >= from && start < to) return (long)n;
  }
  return -1;
}

/* Field `k`'s value when it is a string: 1, with its span (quotes included). */
static int string_span(const line_t *l, int k, int32_t *start, int32_t *end) {
  if (count(l, k) == 0 || l->p[start_of(l, k, 0)] != '"') return 0;
  *start = start_of(l, k, 0);
  *end = end_of(l, k, 0);
  return 1;
}

static int piece(line_t *l, int32_t start, int32_t end) {
  if (l->piece_count == 2 * MAX_PIECES) return 0;
  l->pieces[l->piece_count++] = start;
  l->pieces[l->piece_count++] = end;
  return 1;
}

/* As blockTexts: the text blocks of field `block` within [from, to), their texts added as pieces; -1 to leave the line. */
static int block_texts(line_t *l, int block, int type, int text, int32_t from, int32_t to) {
  int found = 0;
  for (size_t b = 0; b < count(l, block); b++) {
    int32_t start = start_of(l, block, b), end = end_of(l, block, b);
    if (start < from || end > to) continue;
    long typed = within(l, type, start, end);
    if (typed < 0 || !same(l, type, (size_t)typed, LIT("\"text\""))) continue;
    found++;
    long t = within(l, text, start, end);
    if (t < 0 || l->p[start_of(l, text, (size_t)t)] != '"') return -1;
    if (!piece(l, start_of(l, text, (size_t)t) + 1, end_of(l, text, (size_t)t) - 1)) return -1;
  }
  return found;
}

/* Whether a content block has type `kind`, the n-th of BLOCK. */
static int block_is(const line_t *l, size_t b, const char *kind, size_t length) {
  long type = within(l, BLOCK_TYPE, start_of(l, BLOCK, b), end_of(l, BLOCK, b));
  return type >= 0 && same(l, BLOCK_TYPE, (size_t)type, kind, length);
}

/* As resultTexts: each tool result's text as pieces; how many results, or -1 to leave the line. */
static int result_texts(line_t *l) {
  int results = 0;
  for (size_t b = 0; b < count(l, BLOCK); b++) {
    if (!block_is(l, b, LIT("\"tool_result\""))) continue;
    results++;
    long content = within(l, BLOCK_CONTENT, start_of(l, BLOCK, b), end_of(l, BLOCK, b));
    int32_t start = content < 0 ? 0 : start_of(l, BLOCK_CONTENT, (size_t)content);
    int32_t end = content < 0 ? 0 : end_of(l, BLOCK_CONTENT, (size_t)content);
    int added = 1;
    if (content >= 0 && l->p[start] == '"') added = piece(l, start + 1, end - 1);
    else if (content >= 0 && l->p[start] == '[') {
      int inner = block_texts(l, INNER, INNER_TYPE, INNER_TEXT, start, end);
      if (inner < 0) return -1;
      if (inner == 0) added = piece(l, 0, 0); /* no text blocks: "" */
    } else
      added = piece(l, 0, 0); /* no content, or neither a string nor blocks: "" */
    if (!added) return -1;
  }
  return results;
}

/*
 * The character at p[i] of a JSON string's content as JSON.stringify writes it (an escape, or a
 * character in UTF-8, which the scan found valid): its length in bytes, and in *white whether
 * String.prototype.trim cuts it (JavaScript's white space and line terminators).
 */
static int32_t char_at(const uint8_t *p, int32_t i, int *white) {
  uint8_t c = p[i];
  if (c == '\\') {
    uint8_t e = p[i + 1];
    if (e == 'u') {
      *white = memcmp(p + i + 2, "000b", 4) == 0; /* a vertical tab; JSON.stringify writes the other controls as `\u00XX` too */
      return 6;
    }
    *white = e == 'n' || e == 't' || e == 'r' || e == 'f';
    return 2;
  }
  if (c < 0x80) {
    *white = c == ' ';
    return 1;
  }
  int32_t size = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
  uint32_t cp = c & (size == 2 ? 0x1f : size == 3 ? 0x0f : 0x07);
  for (int32_t k = 1; k < size; k++) cp = cp << 6 | (p[i + k] & 0x3f);
  *white = cp == 0xa0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp == 0x2028 || cp == 0x2029 || cp == 0x202f ||
           cp == 0x205f || cp == 0x3000 || cp == 0xfeff;
  return size;
}

/*
 * As ownUserText (src/capture/claude-code.ts) for the text the pieces join: 1 when it holds the
 * user's own words, which stay as they are; 0 when none are left (white space only, or an
 * interruption notice); -1 to leave the line to TypeScript when a `<` may open markup it cuts.
 * With no markup, the rule trims the text only to ask whether anything is left and whether that
 * is `[Request interrupted by user]` (or `... for tool use]`), so the text is never rewritten here.
 */
static int own_text(const line_t *l) {
  const uint8_t *p = l->p;
  int32_t first = -1, last_end = 0;
  size_t first_piece = 0, last_piece = 0;
  for (size_t k = 0; k < l->piece_count; k += 2) {
    int32_t end = l->pieces[k + 1];
    if (memchr(p + l->pieces[k], '<', (size_t)(end - l->pieces[k]))) return -1;
    for (int32_t i = l->pieces[k]; i < end;) {
      int white;
      int32_t size = char_at(p, i, &white);
      if (!white) {
        if (first < 0) first = i, first_piece = k;
        last_end = i + size, last_piece = k;
      }
      i += size;
    }
  }
  if (first < 0) return 0;
  /* The pieces join with a newline, which no notice holds: a notice lies within one piece. */
  static const char INTERRUPTED[] = "[Request interrupted by user]", FOR_TOOL_USE[] = "[Request interrupted by user for tool use]";
  size_t length = (size_t)(last_end - first);
  if (first_piece == last_piece && ((length == sizeof INTERRUPTED - 1 && memcmp(p + first, LIT(INTERRUPTED)) == 0) ||
                                    (length == sizeof FOR_TOOL_USE - 1 && memcmp(p + first, LIT(FOR_TOOL_USE)) == 0)))
    return 0;
  return 1;
}

/* As userText: the content as a string, or its text blocks' texts, as pieces; how many, or -1 to leave the line. */
static int user_texts(line_t *l) {
  if (count(l, CONTENT) == 0) return 0;
  int32_t start = start_of(l, CONTENT, 0);
  if (l->p[start] == '"') return piece(l, start + 1, end_of(l, CONTENT, 0) - 1) ? 1 : -1;
  if (l->p[start] != '[') return 0;
  return block_texts(l, BLOCK, BLOCK_TYPE, BLOCK_TEXT, 0, (int32_t)l->n);
}

static uint8_t *put(uint8_t *at, const void *bytes, size_t length) {
  memcpy(at, bytes, length);
  return at + length;
}

static int space_byte(uint8_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* One byte of JSON text as a JSON string holds it: the quote and the backslash escaped. */
static size_t quoted(uint8_t c, uint8_t *w, size_t at) {
  if (c == '"' || c == '\\') {
    if (w) w[at] = '\\', w[at + 1] = c;
    return 2;
  }
  if (w) w[at] = c;
  return 1;
}

/*
 * The JSON text at [start, end) of the line as JSON.stringify prints its value, written as a JSON
 * string's content at w + at (when w is not NULL): its length there, or -1 to leave the line to
 * TypeScript. The line is plain JSON whose every escape is one JSON.stringify writes, so printing
 * keeps each string's bytes and each integer's digits and drops the space between tokens; what it
 * would print otherwise is left: a number with a fraction or an exponent (1.50 prints 1.5), -0
 * (prints 0), and a key that starts with a digit (JavaScript puts integer keys first).
 */
static long stringified(const uint8_t *p, int32_t start, int32_t end, uint8_t *w, size_t at) {
  size_t length = 0;
  for (int32_t i = start; i < end;) {
    uint8_t c = p[i];
    if (space_byte(c)) {
      i++;
    } else if (c == '"') {
      int32_t close = i + 1;
      while (p[close] != '"') close += p[close] == '\\' ? 2 : 1;
      int32_t next = close + 1;
      while (next < end && space_byte(p[next])) next++;
      if (next < end && p[next] == ':' && p[i + 1] >= '0' && p[i + 1] <= '9') return -1;
      for (; i <= close; i++) length += quoted(p[i], w, at + length);
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      int32_t digits = i + (c == '-');
      while (digits < end && p[digits] >= '0' && p[digits] <= '9') digits++;
      if (digits < end && (p[digits] == '.' || p[digits] == 'e' || p[digits] == 'E')) return -1;
      if (c == '-' && digits == i + 2 && p[i + 1] == '0') return -1;
      for (; i < digits; i++) length += quoted(p[i], w, at + length);
    } else
      length += quoted(p[i++], w, at + length); /* a bracket, a brace, a comma, a colon or a literal's letter */
  }
  return (long)length;
}

/*
 * As toolCalls: each tool_use block as its name, a space and its input as JSON.stringify prints it
 * (`{}` when it has none or null), one to a line, written as a JSON string's content at w (when not
 * NULL). Its length, 0 when the line calls no tool, or -1 to leave the line. *name gets the first
 * call's name span (quotes included), or {0, 0} when that call has no name ("undefined").
 */
static long tool_calls(const line_t *l, uint8_t *w, int32_t name[2]) {
  static const char UNNAMED[] = "undefined";
  size_t length = 0;
  int calls = 0;
  for (size_t b = 0; b < count(l, BLOCK); b++) {
    if (!block_is(l, b, LIT("\"tool_use\""))) continue;
    int32_t start = start_of(l, BLOCK, b), end = end_of(l, BLOCK, b);
    long named = within(l, BLOCK_NAME, start, end);
    if (named >= 0 && l->p[start_of(l, BLOCK_NAME, (size_t)named)] != '"') return -1; /* String() of it is TypeScript's */
    int32_t from = named < 0 ? 0 : start_of(l, BLOCK_NAME, (size_t)named), to = named < 0 ? 0 : end_of(l, BLOCK_NAME, (size_t)named);
    if (calls++ == 0) name[0] = from, name[1] = to;
    if (calls > 1) {
      if (w) memcpy(w + length, "\\n", 2);
      length += 2;
    }
    const uint8_t *called = named < 0 ? (const uint8_t *)UNNAMED : l->p + from + 1;
    size_t called_length = named < 0 ? sizeof UNNAMED - 1 : (size_t)(to - from - 2);
    if (w) memcpy(w + length, called, called_length), w[length + called_length] = ' ';
    length += called_length + 1;
    long input = within(l, BLOCK_INPUT, start, end);
    int32_t input_start = input < 0 ? 0 : start_of(l, BLOCK_INPUT, (size_t)input);
    int32_t input_end = input < 0 ? 0 : end_of(l, BLOCK_INPUT, (size_t)input);
    if (input < 0 || (input_end - input_start == 4 && memcmp(l->p + input_start, "null", 4) == 0)) {
      if (w) memcpy(w + length, "{}", 2);
      length += 2;
    } else {
      long printed = stringified(l->p, input_start, input_end, w, length);
      if (printed < 0) return -1;
      length += (size_t)printed;
    }
  }
  return (long)length;
}

static const char ADAPTER_SESSION[] = "{\"adapter\":\"claude-code\",\"native_session\":";

/*
 * One line's record and source, written at *at as a batch's item: 1 when written, 0 when the line is
 * left to TypeScript, -1 when the item would pass `stop`. *role says which role it was.
 */
static int encode_scanned(line_t *l, uint8_t *out, size_t *at, size_t stop, int first, size_t max_record, enum role *role) {
  const uint8_t *p = l->p;
  int user = is(l, TYPE, LIT("\"user\""));
  int assistant = !user && is(l, TYPE, LIT("\"assistant\""));
  if (user && is(l, COMPACT, LIT("true"))) return 0;
  int blocks = count(l, CONTENT) > 0 && p[start_of(l, CONTENT, 0)] == '[';
  *role = ROLE_NONE;
  long calls = 0;         /* the tool calls' text, when the line is an assistant's tool calls */
  int32_t called[2] = {0, 0}; /* the first call's name */
  if (user) {
    int results = blocks ? result_texts(l) : 0;
    if (results < 0) return 0;
    if (results > 0) *role = ROLE_TOOL;
    else if (!is(l, META, LIT("true"))) {
      /* The user's own text, unless the harness put it there (see own_text). */
      int texts = user_texts(l);
      int own = texts > 0 ? own_text(l) : texts;
      if (own < 0) return 0;
      if (own > 0) *role = ROLE_USER;
      else l->piece_count = 0; /* raw-only: no text */
    }
  } else if (assistant && blocks) {
    int texts = block_texts(l, BLOCK, BLOCK_TYPE, BLOCK_TEXT, 0, (int32_t)l->n);
    if (texts < 0) return 0;
    if (texts > 0) *role = ROLE_ASSISTANT;
    else {
      calls = tool_calls(l, NULL, called);
      if (calls < 0) return 0;
      if (calls > 0) *role = ROLE_TOOL;
    }
  }

  int32_t session_start, session_end, agent_start = 0, agent_end = 0, uuid_start, uuid_end, at_start = 0, at_end = 0, from_start = 0,
                                                                                                from_end = 0;
  /* The session's JSON string: the line's, else the transcript's (as `captureClaudeCode` has it). */
  const uint8_t *session_p = p;
  if (string_span(l, SESSION, &session_start, &session_end))
    session_p = p + session_start;
  else if (l->fallback) {
    session_p = l->fallback;
    session_start = 0;
    session_end = (int32_t)l->fallback_n;
  } else
    return 0;
  /* The record's ID as a JSON string, in three parts: its uuid, else `message:<messageId>`, else `line:<number>`. */
  const char *record_pre = "", *record_post = "";
  const uint8_t *record_body;
  size_t record_body_n;
  char numbered[40];
  if (string_span(l, UUID, &uuid_start, &uuid_end)) {
    record_body = p + uuid_start;
    record_body_n = (size_t)(uuid_end - uuid_start);
  } else if (string_span(l, MESSAGE_ID, &uuid_start, &uuid_end)) {
    record_pre = "\"message:";
    record_post = "\"";
    record_body = p + uuid_start + 1;
    record_body_n = (size_t)(uuid_end - uuid_start - 2);
  } else {
    int printed = snprintf(numbered, sizeof numbered, "\"line:%.0f\"", l->number);
    if (printed <= 0 || (size_t)printed >= sizeof numbered) return 0;
    record_body = (const uint8_t *)numbered;
    record_body_n = (size_t)printed;
  }
  size_t record_id = strlen(record_pre) + record_body_n + strlen(record_post);
  int agent = is(l, SIDECHAIN, LIT("true")) && string_span(l, AGENT, &agent_start, &agent_end);
  int has_at = string_span(l, TIMESTAMP, &at_start, &at_end) && at_end - at_start != 2; /* "" is no time */
  int has_from = *role == ROLE_ASSISTANT && string_span(l, MODEL, &from_start, &from_end);
  static const char UNNAMED_FROM[] = "\"undefined\"";
  if (calls > 0) {
    /* The first call's name, as the record's `from`. */
    has_from = 1;
    from_start = called[0];
    from_end = called[1];
  }

  static const char *const HEADS[] = {
      [ROLE_TOOL] = "{\"role\":\"tool\",\"text\":\"",
      [ROLE_ASSISTANT] = "{\"role\":\"assistant\",\"text\":\"",
      [ROLE_USER] = "{\"role\":\"user\",\"text\":\"",
  };
  size_t head = sizeof ",\"native\":" - 1;
  if (*role != ROLE_NONE) {
    head += strlen(HEADS[*role]) + 1; /* and the text's closing quote */
    for (size_t k = 0; k < l->piece_count; k += 2) head += (size_t)(l->pieces[k + 1] - l->pieces[k]) + (k > 0 ? 2 : 0);
    head += (size_t)calls;
    if (has_at) head += sizeof ",\"at\":" - 1 + (size_t)(at_end - at_start);
    if (has_from) head += sizeof ",\"from\":" - 1 + (from_end > from_start ? (size_t)(from_end - from_start) : sizeof UNNAMED_FROM - 1);
  } else if (has_at)
    head += sizeof "{\"at\":" - 1 + (size_t)(at_end - at_start);
  size_t record = head + l->n + 1;
  if (record > max_record) return 0; /* TypeScript names it as too large */
  size_t session = agent ? (size_t)(session_end - session_start) + (size_t)(agent_end - agent_start) - 2 + sizeof "/subagents/" - 1
                         : (size_t)(session_end - session_start);
  size_t source = sizeof ADAPTER_SESSION - 1 + session + sizeof ",\"native_record\":" - 1 + record_id + 1;
  size_t item = (first ? 0 : 1) + sizeof "{\"record\":" - 1 + record + sizeof ",\"source\":" - 1 + source + 1;
  if (*at + item > stop) return -1;

  uint8_t *w = out + *at;
  if (!first) *w++ = ',';
  w = put(w, LIT("{\"record\":"));
  if (*role != ROLE_NONE) {
    w = put(w, HEADS[*role], strlen(HEADS[*role]));
    for (size_t k = 0; k < l->piece_count; k += 2) {
      if (k > 0) w = put(w, LIT("\\n"));
      w = put(w, p + l->pieces[k], (size_t)(l->pieces[k + 1] - l->pieces[k]));
    }
    if (calls > 0) w += tool_calls(l, w, called);
    *w++ = '"';
    if (has_at) w = put(put(w, LIT(",\"at\":")), p + at_start, (size_t)(at_end - at_start));
    if (has_from) {
      w = put(w, LIT(",\"from\":"));
      w = from_end > from_start ? put(w, p + from_start, (size_t)(from_end - from_start)) : put(w, LIT(UNNAMED_FROM));
    }
    w = put(w, LIT(",\"native\":"));
  } else if (has_at) {
    w = put(put(w, LIT("{\"at\":")), p + at_start, (size_t)(at_end - at_start));
    w = put(w, LIT(",\"native\":"));
  } else
    w = put(w, LIT("{\"native\":"));
  w = put(w, p, l->n);
  *w++ = '}';
  w = put(w, LIT(",\"source\":"));
  w = put(w, LIT(ADAPTER_SESSION));
  if (agent) {
    /* `<session>/subagents/<agent>`: both strings' text, as JSON.stringify writes the joined string. */
    w = put(w, session_p, (size_t)(session_end - session_start - 1));
    w = put(w, LIT("/subagents/"));
    w = put(w, p + agent_start + 1, (size_t)(agent_end - agent_start - 1));
  } else
    w = put(w, session_p, (size_t)(session_end - session_start));
  w = put(w, LIT(",\"native_record\":"));
  w = put(put(put(w, record_pre, strlen(record_pre)), record_body, record_body_n), record_post, strlen(record_post));
  *w++ = '}';
  *w++ = '}';
  *at = (size_t)(w - out);
  return 1;
}

/* What a run's lines share: the fields' patterns, and the session a line with none is in. */
typedef struct {
  const compiled_t *compiled;
  const uint8_t *fallback;
  size_t fallback_n;
} run_t;

static int encode_line(const uint8_t *p, size_t n, const run_t *run, double number, uint8_t *out, size_t *at, size_t stop, int first,
                       size_t max_record, enum role *role) {
  const compiled_t *compiled = run->compiled;
  if (n == 0 || p[0] != '{') return 0; /* an object, with no space before it */
  scan_t s;
  scan_whole(&s, p, n, compiled->patterns, compiled->count, 0);
  int result = 0;
  /* Only when every escape is one JSON.stringify writes are the line's strings the text it prints. */
  if (!s.declined && !s.odd_escape) {
    line_t l = {.p = p, .n = n, .s = &s, .piece_count = 0, .fallback = run->fallback, .fallback_n = run->fallback_n, .number = number};
    result = encode_scanned(&l, out, at, stop, first, max_record, role);
  }
  scan_end(&s);
  return result;
}

napi_value claude_records(napi_env env, napi_callback_info info) {
  size_t argc = 5;
  napi_value argv[5];
  uint8_t *bytes, *out, *fallback = NULL;
  size_t length, room, state_length, fallback_n = 0;
  compiled_t *compiled;
  double *state;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 4 || !uint8_array(env, argv[0], &bytes, &length) ||
      napi_get_value_external(env, argv[1], (void **)&compiled) != napi_ok || compiled->count != FIELD_COUNT ||
      !typed_array(env, argv[2], napi_float64_array, (void **)&state, &state_length) || state_length < STATE_SIZE ||
      !uint8_array(env, argv[3], &out, &room) ||
      (argc > 4 && (!uint8_array(env, argv[4], &fallback, &fallback_n) || fallback_n < 2 || fallback[0] != '"' ||
                    fallback[fallback_n - 1] != '"' || fallback_n > INT32_MAX))) {
    napi_throw_type_error(
        env, NULL,
        "claudeRecords(bytes: Uint8Array, compiled: external, state: Float64Array, out: Uint8Array, session?: Uint8Array (a JSON string))");
    return NULL;
  }
  run_t run = {.compiled = compiled, .fallback = fallback, .fallback_n = fallback_n};
  size_t offset = (size_t)state[STATE_OFFSET], to = (size_t)state[STATE_TO], at = (size_t)state[STATE_AT];
  size_t stop = (size_t)state[STATE_STOP], max_record = (size_t)state[STATE_MAX_RECORD];
  if (to > length || offset > to || stop > room || at > stop) {
    napi_throw_range_error(env, NULL, "claudeRecords: offset, to, at or stop out of range");
    return NULL;
  }
  int32_t why = 0;
  while (offset < to) {
    const uint8_t *newline = memchr(bytes + offset, '\n', to - offset);
    size_t end = newline ? (size_t)(newline - bytes) : to;
    size_t line_end = end > offset && bytes[end - 1] == '\r' ? end - 1 : end;
    enum role role;
    /* Lines are scanned one at a time: offsets within one fit an int32 (the addon declines a longer one). */
    int done = line_end - offset > INT32_MAX ? 0
                                              : encode_line(bytes + offset, line_end - offset, &run, state[STATE_LINE] + 1, out, &at,
                                                            stop, state[STATE_COUNT] == 0, max_record, &role);
    if (done <= 0) {
      why = done == 0 || state[STATE_COUNT] == 0 ? 1 : 2;
      break;
    }
    state[STATE_COUNT] += 1;
    state[STATE_LINE] += 1;
    state[ROLE_STATE[role]] += 1;
    offset = newline ? end + 1 : to;
  }
  state[STATE_OFFSET] = (double)offset;
  state[STATE_AT] = (double)at;
  napi_value result;
  napi_create_int32(env, why, &result);
  return result;
}
