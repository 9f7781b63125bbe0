#!/usr/bin/env node
// The floor for any ACP proxy (issue 32.7): starts the agent given as its arguments and only
// forwards bytes between its own stdio and the agent's, both ways, parsing and storing nothing.

import { spawn } from "node:child_process";

const [program, ...args] = process.argv.slice(2);
const child = spawn(program, args, { stdio: ["pipe", "pipe", "inherit"] });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on("exit", (code) => process.exit(code ?? 0));
process.stdin.on("end", () => child.stdin.end());
