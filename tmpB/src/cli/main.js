#!/usr/bin/env node
// The `link-kit` executable: runs one command and exits with its code.
import { run } from "./run.js";
import { runAsProcess } from "./stdio.js";
runAsProcess(run);
