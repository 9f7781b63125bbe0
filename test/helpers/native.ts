// Which configuration the suite runs in: the default, pure TypeScript, or with the optional native
// kernels built (`npm run native`; .ci/run's second pass). Tests of a kernel itself run only where
// it is loaded, and say so in their names where they are skipped.

import { kernels } from "../../src/kernels.js";

/** True when the native kernels (link-kit-native) are loaded in this run. */
export const NATIVE = kernels().configuration === "native";

/** A describe/it title suffix for a test that runs only with the native kernels. */
export const NATIVE_ONLY = NATIVE
  ? ""
  : " [skipped: the native kernels are not built; npm run native installs them, as .ci/run's second pass does]";
