// openat2(2) for lnk-file-store (B9): resolves a relative path below a directory descriptor in one
// system call, refusing a symbolic link in any component (RESOLVE_NO_SYMLINKS), any climb out of
// the directory (RESOLVE_BENEATH), /proc's magic links (RESOLVE_NO_MAGICLINKS) and any crossing
// into another mount (RESOLVE_NO_XDEV: a bind mount inside the agent folder is not the folder). The store uses
// it for reads, where it replaces one open per component through /proc/self/fd; the checks on what
// was opened (a regular file with one name) stay in TypeScript (src/durable/dir.ts).
//
//   openBeneath(dirFd: number, path: string, flags: number): number | null   // a descriptor, O_CLOEXEC; null: no openat2
//
// A failure throws an Error with `code` (the errno name, as Node's fs errors have) and `errno`.

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <node_api.h>

#include "addon.h"

#define MAX_PATH 4096

static napi_value throw_errno(napi_env env, int err) {
  const char *name = strerrorname_np(err);
  napi_value code, message, error, number;
  napi_create_string_utf8(env, name ? name : "EUNKNOWN", NAPI_AUTO_LENGTH, &code);
  napi_create_string_utf8(env, strerror(err), NAPI_AUTO_LENGTH, &message);
  napi_create_error(env, code, message, &error);
  napi_set_named_property(env, error, "code", code);
  napi_create_int32(env, -err, &number);
  napi_set_named_property(env, error, "errno", number);
  napi_throw(env, error);
  return NULL;
}

napi_value open_beneath(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  int32_t dir_fd, flags;
  char path[MAX_PATH + 1];
  size_t full, length;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc != 3 ||
      napi_get_value_int32(env, argv[0], &dir_fd) != napi_ok || napi_get_value_int32(env, argv[2], &flags) != napi_ok ||
      napi_get_value_string_utf8(env, argv[1], NULL, 0, &full) != napi_ok) {
    napi_throw_type_error(env, NULL, "openBeneath(dirFd: number, path: string, flags: number)");
    return NULL;
  }
  // The whole path's UTF-8 length first: a copy into the buffer would stop short of a long path at
  // a character boundary, and the prefix is not the path asked for. Nor is one holding NUL.
  if (full >= MAX_PATH) return throw_errno(env, ENAMETOOLONG);
  if (napi_get_value_string_utf8(env, argv[1], path, sizeof path, &length) != napi_ok || length != full || strlen(path) != length)
    return throw_errno(env, ENAMETOOLONG);
  struct open_how how;
  memset(&how, 0, sizeof how);
  how.flags = (unsigned int)flags | O_CLOEXEC;
  how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_XDEV;
  long fd;
  do fd = syscall(SYS_openat2, dir_fd, path, &how, sizeof how);
  while (fd < 0 && errno == EINTR);
  napi_value out;
  // A kernel without openat2 (before Linux 5.6): declined, as every kernel declines, with null.
  if (fd < 0 && errno == ENOSYS) {
    napi_get_null(env, &out);
    return out;
  }
  if (fd < 0) return throw_errno(env, errno);
  napi_create_int32(env, (int32_t)fd, &out);
  return out;
}
