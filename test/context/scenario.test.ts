// The scenario vectors (K8) against the reference host over a real socket.

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runScenario } from "../../src/conformance/scenario.js";
import { loadVectorFiles } from "../../src/conformance/vectors.js";
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
});
