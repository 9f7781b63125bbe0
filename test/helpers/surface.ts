// The names a TypeScript module exports, as the compiler sees them (values and types alike), with
// where each is declared: how test/surface.test.ts pins the package's public surface.

import { dirname, relative } from "node:path";

import ts from "typescript";

export function exportedNames(entry: string, root: string): Array<{ name: string; from: string }> {
  const config = ts.readConfigFile(`${root}/tsconfig.json`, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(`${root}/tsconfig.json`));
  const program = ts.createProgram([entry], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile) as ts.Symbol;
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target.declarations?.[0]?.getSourceFile().fileName ?? "";
    return { name: symbol.getName(), from: relative(root, file) };
  });
}

/** The code of each TSDoc `@example` block (a ```ts fence inside a doc comment) in a source text. */
export function docExamples(source: string): string[] {
  const examples: string[] = [];
  for (const match of source.matchAll(/@example\s*\n\s*\* ```ts\n([\s\S]*?)\n\s*\* ```/g)) {
    examples.push(
      (match[1] as string)
        .split("\n")
        .map((line) => line.replace(/^\s*\* ?/, ""))
        .join("\n"),
    );
  }
  return examples;
}

/**
 * Type-checks each example as a user would write it: `link-kit` resolves to src/index.ts, the
 * imports stay at the top, the rest runs in an async function (so it may await), and `bridge` is a
 * `Bridged` the example did not make. Returns the diagnostics, by example.
 */
export function compileExamples(examples: string[], root: string): Array<{ index: number; message: string }> {
  const config = ts.readConfigFile(`${root}/tsconfig.json`, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    noUnusedLocals: false,
    paths: { "link-context-kit": [`${root}/src/index.ts`] },
  };
  const virtual = new Map<string, string>();
  examples.forEach((code, index) => {
    const lines = code.split("\n");
    const imports = lines.filter((l) => l.startsWith("import "));
    const body = lines.filter((l) => !l.startsWith("import "));
    virtual.set(
      `${root}/test/.example-${index}.ts`,
      [
        ...imports,
        'import type { Bridged as ExampleBridged } from "link-context-kit";',
        "declare const bridge: ExampleBridged;",
        "export async function example(): Promise<void> {",
        ...body,
        "}",
      ].join("\n"),
    );
  });
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => root; // type libraries resolve from the package, not the test's cwd
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (name) => virtual.get(name) ?? read(name);
  host.fileExists = (name) => virtual.has(name) || exists(name);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) =>
    virtual.has(name) ? ts.createSourceFile(name, virtual.get(name) as string, language, true) : getSource(name, language);
  const program = ts.createProgram([...virtual.keys()], options, host);
  return [...virtual.keys()].flatMap((name, index) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(name)).map((d) => ({
      index,
      message: `${ts.flattenDiagnosticMessageText(d.messageText, " ")} (line ${d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : "?"})`,
    })),
  );
}
