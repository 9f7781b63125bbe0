// The scenario vectors (K8) against the reference host over a real socket.

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runScenario } from "../../src/conformance/scenario.js";
import { runConformance } from "../../src/conformance/runner.js";
import { loadVectorFiles, type FiledVector } from "../../src/conformance/vectors.js";
import { TestHost, type TestAgent } from "../helpers/host.js";

let host: TestHost;
let agent: TestAgent;
beforeAll(async () => {
  host = await TestHost.start();
  agent = host.addAgent({ notes: true, home: true });
});
afterAll(async () => {
  await host.stop();
});

describe("scenario vectors against the reference host (K8)", () => {
  const scenarios = loadVectorFiles()
    .flatMap((f) => f.vectors)
    .filter((v) => v.kind === "scenario");
  it("K8: there are scenario vectors", () => expect(scenarios.length).toBeGreaterThanOrEqual(7));
  for (const vector of scenarios) {
    it(`${vector.id} [${vector.requirements.join(" ")}]`, async () => {
      expect(await runScenario(vector.steps ?? [], host.client(agent))).toEqual({ pass: true });
    });
  }

  it("K8: a bridge that answers a scenario step otherwise fails it in the report, with each step sent and each reply", async () => {
    const wrong: FiledVector = {
      id: "wrong-expectation",
      file: "scenario/test.json",
      requirements: ["B10"],
      rule: "bridge.read",
      kind: "scenario",
      steps: [
        { op: { kind: "file_read", path: "home/${run}-none.md" }, expect: { kind: "error", error: "not_found" } },
        { op: { kind: "file_read", path: "home/${run}-none.md" }, expect: { kind: "file" } },
      ],
    };
    const report = await runConformance([wrong], { client: host.client(agent) });
    expect(report).toMatchObject({ passed: 0, failed: 1, requirements: { B10: { passed: 0, failed: 1, skipped: 0 } } });
    const [result] = report.results;
    expect(result?.why).toMatch(/^step 1: got \{"kind":"error","error":"not_found"/);
    expect(result?.transcript).toEqual([
      expect.stringMatching(/^> \{"op":\{"kind":"file_read","path":"home\/[0-9a-f]+-none\.md"\}\}$/),
      expect.stringMatching(/^< \{"kind":"error","error":"not_found"/),
      expect.stringMatching(/^> \{"op":\{"kind":"file_read"/),
      expect.stringMatching(/^< \{"kind":"error","error":"not_found"/),
    ]);
  });
});
