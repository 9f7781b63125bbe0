// Bindings for other languages (K7): quicktype-core over the same canonical schemas gives Python,
// Go and Rust types with their parse and print code, under generated/bindings/<language>/, and a
// table of the root types by Rust path (`roots`) for the testees in testees/, which run the
// golden vectors through them. Where a binding cannot hold a value (an integer past its
// language's default width), the testee's expected-failure list says so, with the reason.

import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, quicktype } from "quicktype-core";

import { stringify, type JsonValue } from "../src/json/index.js";
import type { LoadedSchema } from "./load.js";

type Lang = NonNullable<Parameters<typeof quicktype>[0]["lang"]>;

/** The types of every root schema in one language's file, in the schemas' order. */
async function render(schemas: readonly LoadedSchema[], lang: Lang, rendererOptions: Record<string, string>): Promise<string> {
  const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
  for (const s of schemas) await input.addSource({ name: s.title, schema: stringify(s.schema as unknown as JsonValue) });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({ inputData, lang, rendererOptions });
  return result.lines.join("\n").trimEnd() + "\n";
}

/** The names quicktype gave the roots, found in its output in the schemas' order. */
function rootNames(text: string, pattern: RegExp, schemas: readonly LoadedSchema[], lang: string): string[] {
  const names = [...text.matchAll(pattern)].map((m) => m[1] as string);
  if (names.length !== schemas.length)
    throw new Error(`quicktype's ${lang} output has ${names.length} root functions for ${schemas.length} schemas: ${names.join(", ")}`);
  return names;
}

/** Every file of generated/bindings/, keyed by its path under generated/; `header(comment)` is the banner. */
export async function emitBindings(schemas: readonly LoadedSchema[], header: (comment: string) => string): Promise<Map<string, string>> {
  const files = new Map<string, string>();

  const python = await render(schemas, "python", { "python-version": "3.7" });
  const py = rootNames(python, /^def (\w+)_from_dict\(/gm, schemas, "python");
  files.set("bindings/python/link_types.py", `${header("#")}\n${python}`);
  files.set(
    "bindings/python/roots.py",
    [
      header("#"),
      "# Each root type by its Rust path: (from_dict, to_dict) of link_types.",
      "",
      "import link_types as t",
      "",
      "ROOTS = {",
      ...schemas.map((s, i) => `    ${JSON.stringify(s.rustType)}: (t.${py[i]}_from_dict, t.${py[i]}_to_dict),`),
      "}",
      "",
    ].join("\n"),
  );

  const go = await render(schemas, "go", { package: "linktypes" });
  const goNames = rootNames(go, /^func Unmarshal(\w+)\(/gm, schemas, "go");
  files.set("bindings/go/go.mod", `${header("//")}\n\nmodule link-kit/linktypes\n\ngo 1.21\n`);
  files.set("bindings/go/linktypes.go", `${header("//")}\n${go}`);
  files.set(
    "bindings/go/roots.go",
    [
      header("//"),
      "",
      "package linktypes",
      "",
      "// Roots holds each root type by its Rust path: parse JSON as the type, then print it again.",
      "var Roots = map[string]func([]byte) ([]byte, error){",
      ...schemas.map(
        (s, i) =>
          `\t${JSON.stringify(s.rustType)}: func(b []byte) ([]byte, error) {\n\t\tv, err := Unmarshal${goNames[i]}(b)\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\treturn v.Marshal()\n\t},`,
      ),
      "}",
      "",
    ].join("\n"),
  );

  const rust = await render(schemas, "rust", { density: "normal", visibility: "public" });
  for (const s of schemas)
    if (!new RegExp(`^pub (struct|enum|type) ${s.title}\\b`, "m").test(rust))
      throw new Error(`quicktype's Rust output has no root type ${s.title}`);
  files.set("bindings/rust/link_types.rs", `${header("//")}\n${rust}`);
  files.set(
    "bindings/rust/roots.rs",
    [
      header("//"),
      "",
      "use super::link_types::*;",
      "",
      "fn roundtrip_as<T: serde::Serialize + serde::de::DeserializeOwned>(text: &str) -> Result<String, String> {",
      "    let value: T = serde_json::from_str(text).map_err(|e| e.to_string())?;",
      "    serde_json::to_string(&value).map_err(|e| e.to_string())",
      "}",
      "",
      "/// Parses `text` as the root type named by its Rust path and prints it again; None for an unknown path.",
      "pub fn roundtrip(path: &str, text: &str) -> Option<Result<String, String>> {",
      "    match path {",
      ...schemas.map((s) => `        ${JSON.stringify(s.rustType)} => Some(roundtrip_as::<${s.title}>(text)),`),
      "        _ => None,",
      "    }",
      "}",
      "",
    ].join("\n"),
  );
  return files;
}
