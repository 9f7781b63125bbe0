// The kit's native addon (N-API; OpenSSL from Node itself): openat2 for lnk-file-store
// (beneath.c), the strict JSON scan of large frames and lines (json.c), checksummed log lines
// many at a time (lines.c) and a log's written pages given back (pages.c). src/kernels.ts loads it; the kit works
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

/* The functions the addon exports, by their names in src/kernels.ts. */
static const struct {
  const char *name;
  napi_callback call;
} FUNCTIONS[] = {
    {"openBeneath", open_beneath}, {"scanPlain", scan_plain},   {"checkPlain", check_plain},
    {"digestLines", digest_lines}, {"checkLines", check_lines}, {"releasePages", release_pages},
};

/*
 * The kernels' contract, by number: src/kernels.ts loads this addon only when its `abi` is the one
 * it was written for, and then all of it. 2: a kernel that does not do the work returns null.
 */
#define ABI 2

NAPI_MODULE_INIT() {
  napi_value abi;
  napi_create_uint32(env, ABI, &abi);
  napi_set_named_property(env, exports, "abi", abi);
  for (size_t k = 0; k < sizeof FUNCTIONS / sizeof FUNCTIONS[0]; k++) {
    napi_value fn;
    napi_create_function(env, FUNCTIONS[k].name, NAPI_AUTO_LENGTH, FUNCTIONS[k].call, NULL, &fn);
    napi_set_named_property(env, exports, FUNCTIONS[k].name, fn);
  }
  return exports;
}
