// A log's written pages given back to the kernel (src/durable/pages.ts, for src/host/thread.ts): after a large append
// is durable, its pages are clean and the host rarely reads them again, yet each one holds a page
// of memory that the next append cannot reuse. On a virtual machine, a page the guest has not
// touched lately costs far more to fill than one it just freed (a 77 MB import wrote about ten
// times slower into fresh pages than into freed ones), so an import that keeps every page it wrote
// pays that at each one. Dropped here, a read of them later comes from the disk.
//
//   releasePages(fd: number, from: number, to: number): true   // posix_fadvise(POSIX_FADV_DONTNEED)
//
// Advice: a failure is not an error (the pages stay cached, as without the addon).

#include <fcntl.h>

#include <node_api.h>

#include "addon.h"

napi_value release_pages(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  int32_t fd;
  int64_t from, to;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 3 || napi_get_value_int32(env, argv[0], &fd) != napi_ok ||
      napi_get_value_int64(env, argv[1], &from) != napi_ok || napi_get_value_int64(env, argv[2], &to) != napi_ok || from < 0 ||
      to < from) {
    napi_throw_type_error(env, NULL, "releasePages(fd: number, from: number, to: number)");
    return NULL;
  }
  if (to > from) posix_fadvise(fd, (off_t)from, (off_t)(to - from), POSIX_FADV_DONTNEED);
  napi_value done;
  napi_get_boolean(env, true, &done);
  return done;
}
