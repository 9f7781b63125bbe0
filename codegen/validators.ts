// Emits generated/validators/: one ajv standalone module per schema, compiled here at build time
// with Ajv2020 and ajv-formats, so nothing compiles a schema at run time (K5).

import { Ajv2020 } from "ajv/dist/2020.js";
import { _, str, _Code } from "ajv/dist/compile/codegen/code.js";
import type { KeywordCxt } from "ajv/dist/2020.js";
import type { KeywordErrorCxt } from "ajv/dist/types/index.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";

import { banner, stemOf } from "./banner.js";
import { INTEGER_FORMATS, INTEGER_KEYWORD } from "./integers.js";
import type { LoadedSchema } from "./load.js";
import { prepareForAjv } from "./prepass.js";

const standaloneCode = (standaloneModule as unknown as { default: typeof standaloneModule.default }).default ?? standaloneModule;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * The ajv instance the validators are compiled with. Options that rewrite the data being checked
 * (useDefaults, removeAdditional, coerceTypes) stay off: a validator must only judge.
 */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    useDefaults: false,
    removeAdditional: false,
    coerceTypes: false,
    validateFormats: true,
    discriminator: true,
    code: { source: true, esm: true, optimize: true },
  });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: INTEGER_KEYWORD,
    schemaType: "string",
    error: {
      message: (cxt: KeywordErrorCxt) => {
        const format = INTEGER_FORMATS[cxt.schema as string];
        return str`must be a ${cxt.schema as string} integer from ${String(format?.min)} to ${String(format?.max)}, written as a plain integer (no fraction or exponent; from JavaScript, a value above 2^53 as a bigint)`;
      },
    },
    code(cxt: KeywordCxt) {
      const name = cxt.schema as string;
      const format = INTEGER_FORMATS[name];
      if (!format) throw new Error(`unknown integer format ${name}`);
      const { data } = cxt;
      const safe = BigInt(Number.MAX_SAFE_INTEGER);
      const numberMin = format.min < -safe ? new _Code(`${-safe}`) : new _Code(`${format.min}`);
      const numberMax = format.max > safe ? new _Code(`${safe}`) : new _Code(`${format.max}`);
      const bigMin = new _Code(`${format.min}n`);
      const bigMax = new _Code(`${format.max}n`);
      cxt.fail(
        _`!((typeof ${data} == "number" && Number.isInteger(${data}) && ${data} >= ${numberMin} && ${data} <= ${numberMax}) || (typeof ${data} == "bigint" && ${data} >= ${bigMin} && ${data} <= ${bigMax}))`,
      );
    },
  });
  return ajv;
}

/** Returns generated/validators/<stem>.ts contents keyed by relative path. */
export function emitValidators(schemas: LoadedSchema[], command: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const schema of schemas) {
    const ajv = createAjv();
    const validate = ajv.compile(prepareForAjv(schema.schema));
    const code = standaloneCode(ajv, validate).replace(/^"use strict";/, "");
    // A require() of ajv's runtime (ucs2length, deep equality) is there only where a schema
    // needs it: elsewhere a createRequire would cost every start of the kit for nothing.
    const requires = /\brequire\(/.test(code);
    files.set(
      `validators/${stemOf(schema.file)}.ts`,
      [
        banner([schema], command),
        requires ? "// ajv standalone output; its require() calls resolve through createRequire." : "// ajv standalone output.",
        "// @ts-nocheck",
        "/* eslint-disable */",
        ...(requires ? ['import { createRequire } from "node:module";', "const require = createRequire(import.meta.url);"] : []),
        code.trim(),
        "",
      ].join("\n"),
    );
  }
  return files;
}
