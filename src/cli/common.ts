// What every command shares: output sinks, refusal and transport reporting with the SPEC's exit
// codes, and reading the settings file into a Bridged client.

import { BridgeError, Bridged } from "../bridge/client.js";
import { bindingFrom, readSettings } from "../bridge/config.js";
import { FsError } from "../durable/dir.js";
import { stringify, u64 } from "../json/index.js";
import type { U64 } from "../../generated/index.js";
import { StoreRefusal } from "../store/errors.js";
import { ValidationError } from "../validate/index.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** Prints a refusal or failure and returns its exit code (3 refused, 4 transport/uncertain, 1 kit). */
export function report(error: unknown, io: Io, json: boolean): ExitCode {
  if (error instanceof UsageError) throw error;
  let kind: string;
  let code: ExitCode;
  if (error instanceof StoreRefusal) {
    kind = error.kind;
    code = EXIT.refused;
  } else if (error instanceof BridgeError) {
    kind = error.kind;
    code = error.kind === "unauthenticated" ? EXIT.refused : EXIT.uncertain;
  } else if (error instanceof FsError || error instanceof ValidationError) {
    kind = error instanceof FsError ? error.kind : "invalid";
    code = EXIT.failure;
  } else {
    throw error;
  }
  if (json) io.out(stringify({ error: { kind, message: error.message } }));
  else io.err(`link-kit: ${kind}: ${error.message}`);
  return code;
}

export function clientFrom(settingsPath: string | undefined, options: { memory?: boolean } = {}): Bridged {
  if (!settingsPath) throw new UsageError("--settings <file> is required");
  return new Bridged(bindingFrom(readSettings(settingsPath)), options);
}

/**
 * Runs `run` with a client bound by the settings file and closes it after; a refusal or a
 * transport failure becomes its exit code (as JSON on stdout when `json`).
 */
export async function withClient(settingsPath: string | undefined, io: Io, json: boolean, run: (client: Bridged) => Promise<ExitCode>): Promise<ExitCode> {
  const client = clientFrom(settingsPath);
  try {
    return await run(client);
  } catch (error) {
    return report(error, io, json);
  } finally {
    client.close();
  }
}

/** The `--expected <version>` of a CAS command: an exact u64 (default 0, create only). */
export function expectedVersion(text: string | undefined): U64 {
  try {
    return u64(text ?? "0");
  } catch {
    throw new UsageError(`--expected must be a version (a u64), not ${JSON.stringify(text)}`);
  }
}

/** A subcommand word with `--help`: prints `help` and says whether to stop (and with which code). */
export function helpFor(verb: string | undefined, help: string, io: Io): ExitCode | undefined {
  if (verb !== undefined && verb !== "--help" && verb !== "-h") return undefined;
  io.out(help);
  return verb === undefined ? EXIT.usage : EXIT.ok;
}
