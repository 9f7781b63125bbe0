// link-kit-native: the kernels link-kit loads when this package is installed (src/kernels.ts in
// link-kit picks each once). Built by node-gyp at this package's install.
"use strict";
module.exports = require("./build/Release/link_kit.node");
