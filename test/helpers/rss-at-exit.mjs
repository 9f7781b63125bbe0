// Loaded with --import into a process a test measures: at exit, appends the process's peak
// resident set size in bytes (one line) to $LINK_KIT_TEST_RSS_FILE.
import { appendFileSync } from "node:fs";

const file = process.env.LINK_KIT_TEST_RSS_FILE;
if (file) process.on("exit", () => appendFileSync(file, `${process.resourceUsage().maxRSS * 1024}\n`));
