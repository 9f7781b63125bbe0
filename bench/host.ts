// A scratch reference host for the benchmarks: a private state directory, one agent with the
// grants asked for, and a Bridged client bound to it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Grants } from "../generated/index.js";
import { Bridged } from "../src/bridge/client.js";
import { BridgeHost } from "../src/host/server.js";
import { HostState } from "../src/host/state.js";

export interface ScratchHost {
  dir: string;
  state: HostState;
  id: string;
  client: Bridged;
}

/** Runs `use` against a fresh host, then stops it and removes its directory. */
export async function withScratchHost<T>(grants: Partial<Grants>, use: (scratch: ScratchHost) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "lk-bench-"));
  const state = HostState.open(join(dir, "state"), { create: true });
  const host = new BridgeHost(state);
  try {
    await host.listen();
    const { agent } = state.addAgent({
      name: "bench",
      owner: "alice",
      grants: { instructions: false, skills: false, home: false, memory_index: false, notes: false, ...grants },
      notesLimit: 0,
    });
    const id = agent.id as string;
    const client = new Bridged({ endpoint: state.bridgeSocket, agent: id, owner: "alice", key: state.rotateSecret(id) });
    try {
      return await use({ dir, state, id, client });
    } finally {
      client.close();
    }
  } finally {
    await host.close();
    state.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
