// The import graph of a source tree (every relative import and re-export, types included), and
// its cycles: how test/surface.test.ts keeps src/ free of files that import each other.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export function importGraph(dir: string, root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts")) {
        const text = readFileSync(path, "utf8");
        const targets = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+"(\.[^"]+)"/g)].map((m) =>
          relative(root, resolve(dirname(path), (m[1] as string).replace(/\.js$/, ".ts"))),
        );
        graph.set(
          relative(root, path),
          targets.filter((t) => t.startsWith(relative(root, dir))),
        );
      }
    }
  };
  walk(dir);
  return graph;
}

/** Every cycle, each as the files around it (one per strongly connected group of two or more, or a self-import). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
