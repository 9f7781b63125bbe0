// The kit's native addon (N-API; OpenSSL from Node itself): openat2 for lnk-file-store
// (beneath.c), the strict JSON scan of large frames and lines (json.c), and checksummed log lines
// many at a time (lines.c). src/addon.ts loads it; the kit works
// without it, more slowly.

#include <node_api.h>

#include "addon.h"

int typed_array(napi_env env, napi_value value, napi_typedarray_type want, void **data, size_t *length) {
  bool typed = false;
  napi_typedarray_type type;
  napi_value buffer;
  size_t offset;
  return napi_is_typedarray(env, value, &typed) == napi_ok && typed &&
         napi_get_typedarray_info(env, value, &type, length, data, &buffer, &offset) == napi_ok && type == want;
}

int uint8_array(napi_env env, napi_value value, uint8_t **data, size_t *length) {
  return typed_array(env, value, napi_uint8_array, (void **)data, length);
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "openBeneath", NAPI_AUTO_LENGTH, open_beneath, NULL, &fn);
  napi_set_named_property(env, exports, "openBeneath", fn);
  napi_create_function(env, "scanPlain", NAPI_AUTO_LENGTH, scan_plain, NULL, &fn);
  napi_set_named_property(env, exports, "scanPlain", fn);
  napi_create_function(env, "checkPlain", NAPI_AUTO_LENGTH, check_plain, NULL, &fn);
  napi_set_named_property(env, exports, "checkPlain", fn);
  napi_create_function(env, "compilePatterns", NAPI_AUTO_LENGTH, compile_patterns, NULL, &fn);
  napi_set_named_property(env, exports, "compilePatterns", fn);
  napi_create_function(env, "scanLine", NAPI_AUTO_LENGTH, scan_line, NULL, &fn);
  napi_set_named_property(env, exports, "scanLine", fn);
  napi_create_function(env, "digestLines", NAPI_AUTO_LENGTH, digest_lines, NULL, &fn);
  napi_set_named_property(env, exports, "digestLines", fn);
  napi_create_function(env, "checkLines", NAPI_AUTO_LENGTH, check_lines, NULL, &fn);
  napi_set_named_property(env, exports, "checkLines", fn);
  return exports;
}
