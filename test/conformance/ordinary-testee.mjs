#!/usr/bin/env node
// A testee built as an outside implementer would build one: an ordinary JSON Schema validator
// (ajv, draft 2020-12, no link-kit keywords) over schemas/, its errors in the 2020-12 "basic"
// output format. Numbers are read by JSON.parse, so integer formats past 2^53 are not checked:
// those vectors fail on `valid`, never on how errors are compared.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";

import { Ajv2020 } from "ajv/dist/2020.js";

const SCHEMAS = resolve(import.meta.dirname, "..", "..", "schemas");
const manifest = JSON.parse(readFileSync(join(SCHEMAS, "manifest.json"), "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map(
  manifest.schemas.map((s) => [s.rust_type, ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, s.file), "utf8")))]),
);
const say = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.cmd === "start")
    say({ implementation: { name: "ordinary-ajv", language: "javascript" }, kinds: ["validate"], model: "schema" });
  else if (request.cmd === "stop") process.exit(0);
  else {
    const validate = validators.get(request.vector.type);
    let value;
    try {
      value = JSON.parse(request.vector.input);
    } catch (error) {
      say({ seq: request.seq, answer: { valid: false, errors: [{ instanceLocation: "", keywordLocation: "", error: String(error) }] } });
      continue;
    }
    const valid = validate(value);
    const errors = (validate.errors ?? []).map((e) => ({
      instanceLocation: e.instancePath,
      keywordLocation: `#${e.schemaPath.slice(1)}`,
      error: e.message,
    }));
    say({ seq: request.seq, answer: valid ? { valid } : { valid, errors } });
  }
}
