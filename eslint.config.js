// Lint rules: typescript-eslint's recommended set, no `any`, and no JSON.parse outside src/json/.
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "schemas/upstream/target/", "generated/validators/", "native/build/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // link-kit-native's entry is CommonJS: it requires the addon node-gyp built. The live suite's
    // hook log is CommonJS too: it is preloaded into every hook with --require.
    files: ["native/*.js", "test/harnesses/hook-log.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/json/**"],
    rules: {
      "no-restricted-properties": ["error", { object: "JSON", property: "parse", message: "Parse through src/json/ (STYLE 8)." }],
    },
  },
);
