// The kit's native addon (N-API, no dependencies): openat2 for lnk-file-store (beneath.c) and the
// strict JSON scan of the host's large frames (json.c). src/addon.ts loads it; the kit works
// without it, more slowly.

#include <node_api.h>

#include "addon.h"

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "openBeneath", NAPI_AUTO_LENGTH, open_beneath, NULL, &fn);
  napi_set_named_property(env, exports, "openBeneath", fn);
  napi_create_function(env, "scanPlain", NAPI_AUTO_LENGTH, scan_plain, NULL, &fn);
  napi_set_named_property(env, exports, "scanPlain", fn);
  return exports;
}
