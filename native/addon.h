// The functions of the kit's native addon (see addon.c), one source file each.

#ifndef LINK_KIT_ADDON_H
#define LINK_KIT_ADDON_H

#include <node_api.h>

napi_value open_beneath(napi_env env, napi_callback_info info); /* beneath.c */
napi_value scan_plain(napi_env env, napi_callback_info info);   /* json.c */

#endif
