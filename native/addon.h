// The functions of the kit's native addon (see addon.c), one source file each.

#ifndef LINK_KIT_ADDON_H
#define LINK_KIT_ADDON_H

#include <stddef.h>
#include <stdint.h>

#include <node_api.h>

napi_value open_beneath(napi_env env, napi_callback_info info); /* beneath.c */
napi_value scan_plain(napi_env env, napi_callback_info info);   /* json.c */
napi_value check_plain(napi_env env, napi_callback_info info);  /* json.c */
napi_value digest_lines(napi_env env, napi_callback_info info); /* lines.c */
napi_value check_lines(napi_env env, napi_callback_info info);  /* lines.c */
napi_value release_pages(napi_env env, napi_callback_info info); /* pages.c */

/* The elements of a typed array of type `want`: 1, with *data and *length (in elements) set, or 0 for any other value. */
int typed_array(napi_env env, napi_value value, napi_typedarray_type want, void **data, size_t *length);

/* The bytes of a Uint8Array (a Buffer is one): 1, with *data and *length set, or 0 for any other value. */
int uint8_array(napi_env env, napi_value value, uint8_t **data, size_t *length);

#endif
