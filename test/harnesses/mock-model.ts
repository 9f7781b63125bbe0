// A local stand-in for the three model APIs the real harnesses call (Anthropic Messages, OpenAI
// Responses, Gemini generateContent), each over SSE as the harness asks, scripted per turn: a
// prompt naming a marker (`prompt-<word>`) gets a shell tool call that echoes `out-<word>`, and
// once the tool's result is back, the reply `reply-<word>`. Side calls (titles, compaction,
// routing, next-speaker checks) get a short answer of the shape they ask for. Loopback only.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const obj = (v: unknown): Obj => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** The marker of a prompt's text: `prompt-<word>` gives `<word>`. */
function markerOf(text: string): string | undefined {
  // The last one: what came before it (a hook's context quoting earlier prompts) is not this prompt.
  return [...text.matchAll(/\bprompt-([a-z0-9]+)\b/g)].at(-1)?.[1];
}

/** What the mock did, in order: one line per request, for a failing test's message. */
export interface Exchange {
  api: "anthropic" | "openai" | "gemini" | "other";
  path: string;
  answered: string;
}

/** The summary a compaction side call gets: a test looks for it in the thread's `summary` event. */
export const SUMMARY = "Summary of the conversation so far: the person ran two echo prompts.";

export class MockModel {
  readonly exchanges: Exchange[] = [];
  /** Every request body, as sent: a test looks in them for what a hook gave the session. */
  readonly bodies: string[] = [];
  private server: Server | undefined;
  private seq = 0;

  /** Starts on a free loopback port; `url` is then `http://127.0.0.1:<port>`. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ready) => this.server?.listen(0, "127.0.0.1", ready));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((done) => this.server?.close(done));
  }

  private id(prefix: string): string {
    return `${prefix}_${String(++this.seq).padStart(6, "0")}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    this.bodies.push(text);
    let body: Obj = {};
    try {
      body = obj(text === "" ? {} : JSON.parse(text));
    } catch {
      body = {};
    }
    const url = new URL(req.url ?? "/", "http://mock");
    const path = url.pathname;
    try {
      if (path.endsWith("/messages/count_tokens")) return this.json(res, "anthropic", path, { input_tokens: 10 });
      if (path.endsWith("/messages")) return this.anthropic(res, path, body);
      if (path.endsWith("/responses")) return this.openai(res, path, body);
      if (path.includes(":countTokens")) return this.json(res, "gemini", path, { totalTokens: 10 });
      if (path.includes(":streamGenerateContent") || path.includes(":generateContent"))
        return this.gemini(res, path, body, path.includes(":stream"));
      if (path.endsWith("/models")) return this.json(res, "other", path, { object: "list", data: [], models: [] });
      return this.json(res, "other", path, {}, 404);
    } catch (error) {
      return this.json(res, "other", path, { error: { message: String(error) } }, 500);
    }
  }

  private json(res: ServerResponse, api: Exchange["api"], path: string, value: Json, status = 200): void {
    this.exchanges.push({ api, path, answered: status === 200 ? "json" : `status ${status}` });
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  }

  private sse(res: ServerResponse, events: Array<{ event?: string; data: Json }>): void {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    for (const e of events) res.write(`${e.event ? `event: ${e.event}\n` : ""}data: ${JSON.stringify(e.data)}\n\n`);
    res.end();
  }

  /** What a turn's next step is, from the last message and the prompt's marker. */
  private step(marker: string | undefined, afterTool: boolean): { kind: "tool"; command: string } | { kind: "text"; text: string } {
    if (marker === undefined) return { kind: "text", text: "ok" };
    return afterTool ? { kind: "text", text: `reply-${marker}` } : { kind: "tool", command: `echo out-${marker}` };
  }

  // --- Anthropic Messages -------------------------------------------------------------------

  private anthropic(res: ServerResponse, path: string, body: Obj): void {
    const messages = list(body.messages).map(obj);
    const tools = list(body.tools).map((t) => obj(t).name);
    const last = messages.at(-1);
    const blocks = typeof last?.content === "string" ? [{ type: "text", text: last.content }] : list(last?.content).map(obj);
    const afterTool = blocks.some((b) => b.type === "tool_result");
    const texts = (m: Obj) =>
      typeof m.content === "string"
        ? m.content
        : list(m.content)
            .map((b) => (obj(b).type === "text" ? String(obj(b).text) : ""))
            .join("\n");
    const lastText = last ? texts(last) : "";
    let step: ReturnType<MockModel["step"]>;
    if (/create a detailed summary|summarize the conversation|your task is to create/i.test(lastText)) {
      // A compaction (Claude Code's /compact sends the conversation with its tools and this ask).
      step = { kind: "text", text: SUMMARY };
    } else if (!tools.includes("Bash")) {
      // A side call: a title, a compaction's summary, a quota probe.
      const system =
        typeof body.system === "string"
          ? body.system
          : list(body.system)
              .map((b) => String(obj(b).text ?? ""))
              .join("\n");
      const compaction = /summar/i.test(lastText) || /summar/i.test(system);
      step = { kind: "text", text: compaction ? SUMMARY : /title/i.test(system + lastText) ? '{"title":"Mock session"}' : "ok" };
    } else {
      // The marker of the person's last prompt: the latest user text that names one.
      let marker: string | undefined;
      for (const m of [...messages].reverse()) {
        if (m.role !== "user") continue;
        marker = markerOf(texts(m));
        if (marker) break;
      }
      step = this.step(marker, afterTool);
    }
    const model = typeof body.model === "string" ? body.model : "claude-mock";
    const message = {
      id: this.id("msg"),
      type: "message",
      role: "assistant",
      model,
      content: [] as Json[],
      stop_reason: null,
      stop_sequence: null,
    };
    const usage = { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const block: Obj =
      step.kind === "tool"
        ? { type: "tool_use", id: this.id("toolu"), name: "Bash", input: { command: step.command, description: "Echo a word" } }
        : { type: "text", text: step.text };
    const stop = step.kind === "tool" ? "tool_use" : "end_turn";
    this.exchanges.push({ api: "anthropic", path, answered: step.kind === "tool" ? `tool ${step.command}` : `text ${step.text}` });
    if (body.stream !== true) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ...message, content: [block], stop_reason: stop, usage }));
      return;
    }
    const start: Obj = step.kind === "tool" ? { ...block, input: {} } : { type: "text", text: "" };
    const delta: Obj =
      step.kind === "tool"
        ? { type: "input_json_delta", partial_json: JSON.stringify(block.input) }
        : { type: "text_delta", text: step.text };
    this.sse(res, [
      { event: "message_start", data: { type: "message_start", message: { ...message, usage } } },
      { event: "content_block_start", data: { type: "content_block_start", index: 0, content_block: start } },
      { event: "content_block_delta", data: { type: "content_block_delta", index: 0, delta } },
      { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
      {
        event: "message_delta",
        data: { type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } },
      },
      { event: "message_stop", data: { type: "message_stop" } },
    ]);
  }

  // --- OpenAI Responses ---------------------------------------------------------------------

  private openai(res: ServerResponse, path: string, body: Obj): void {
    const input = list(body.input).map(obj);
    const tools = list(body.tools).map((t) => String(obj(t).name ?? obj(t).type));
    const last = input.at(-1);
    const afterTool = last !== undefined && String(last.type).endsWith("_call_output");
    let marker: string | undefined;
    for (const item of [...input].reverse()) {
      if (item.role !== "user") continue;
      const text =
        typeof item.content === "string"
          ? item.content
          : list(item.content)
              .map((c) => String(obj(c).text ?? ""))
              .join("\n");
      marker = markerOf(text);
      if (marker) break;
    }
    const step = tools.length === 0 ? ({ kind: "text", text: "Mock title" } as const) : this.step(marker, afterTool);
    let item: Obj;
    if (step.kind === "tool") {
      // The shell tool this Codex version offers, with its own argument shape.
      const [name, args] = tools.includes("shell_command")
        ? ["shell_command", { command: step.command }]
        : tools.includes("exec_command")
          ? ["exec_command", { cmd: step.command }]
          : ["shell", { command: ["bash", "-lc", step.command] }];
      item = {
        type: "function_call",
        id: this.id("fc"),
        call_id: this.id("call"),
        name,
        arguments: JSON.stringify(args),
        status: "completed",
      };
    } else {
      item = {
        type: "message",
        id: this.id("msg"),
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: step.text, annotations: [] }],
      };
    }
    this.exchanges.push({
      api: "openai",
      path,
      answered: `${step.kind === "tool" ? `tool ${String(item.name)} ${step.command}` : `text ${step.text}`} (offered: ${tools.join(", ")})`,
    });
    const id = this.id("resp");
    const model = typeof body.model === "string" ? body.model : "gpt-mock";
    const usage = {
      input_tokens: 10,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 5,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 15,
    };
    const response = {
      id,
      object: "response",
      created_at: Math.floor(Date.now() / 1000),
      model,
      status: "in_progress",
      output: [] as Json[],
    };
    const events: Array<{ event?: string; data: Json }> = [
      { event: "response.created", data: { type: "response.created", sequence_number: 0, response } },
      {
        event: "response.output_item.added",
        data: {
          type: "response.output_item.added",
          sequence_number: 1,
          output_index: 0,
          item: step.kind === "tool" ? item : { ...item, status: "in_progress", content: [] },
        },
      },
    ];
    if (step.kind === "text")
      events.push({
        event: "response.output_text.delta",
        data: {
          type: "response.output_text.delta",
          sequence_number: 2,
          item_id: item.id as string,
          output_index: 0,
          content_index: 0,
          delta: step.text,
        },
      });
    events.push(
      { event: "response.output_item.done", data: { type: "response.output_item.done", sequence_number: 3, output_index: 0, item } },
      {
        event: "response.completed",
        data: { type: "response.completed", sequence_number: 4, response: { ...response, status: "completed", output: [item], usage } },
      },
    );
    this.sse(res, events);
  }

  // --- Gemini generateContent ---------------------------------------------------------------

  private gemini(res: ServerResponse, path: string, body: Obj, stream: boolean): void {
    const contents = list(body.contents).map(obj);
    const config = obj(body.generationConfig ?? body.config);
    const declared = list(body.tools).flatMap((t) => list(obj(t).functionDeclarations).map((f) => String(obj(f).name)));
    let part: Obj;
    if (config.responseMimeType === "application/json") {
      // A side question (routing, whether to go on): answered in the shape its schema asks.
      part = { text: JSON.stringify(sample(obj(config.responseJsonSchema ?? config.responseSchema))) };
      this.exchanges.push({ api: "gemini", path, answered: `json ${String(part.text)}` });
    } else {
      const last = contents.at(-1);
      const afterTool = list(last?.parts).some((p) => obj(p).functionResponse !== undefined);
      let marker: string | undefined;
      for (const c of [...contents].reverse()) {
        if (c.role !== "user") continue;
        marker = markerOf(
          list(c.parts)
            .map((p) => String(obj(p).text ?? ""))
            .join("\n"),
        );
        if (marker) break;
      }
      const step = declared.includes("run_shell_command")
        ? this.step(marker, afterTool)
        : ({ kind: "text", text: /summar|compress/i.test(JSON.stringify(contents)) ? SUMMARY : "ok" } as const);
      part = step.kind === "tool" ? { functionCall: { name: "run_shell_command", args: { command: step.command } } } : { text: step.text };
      this.exchanges.push({ api: "gemini", path, answered: step.kind === "tool" ? `tool ${step.command}` : `text ${step.text}` });
    }
    const answer = {
      candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
      modelVersion: "gemini-mock",
    };
    if (!stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
      return;
    }
    this.sse(res, [{ data: answer }]);
  }
}

/** A value of the shape a JSON schema asks for (Gemini's side questions): "user" where an enum allows it, else its first value. */
function sample(schema: Obj): Json {
  const type = String(schema.type ?? "").toLowerCase();
  const choices = list(schema.enum);
  if (choices.length > 0) return choices.includes("user") ? "user" : (choices[0] as Json);
  if (type === "object" || schema.properties !== undefined) {
    const out: Obj = {};
    for (const [key, value] of Object.entries(obj(schema.properties))) out[key] = sample(obj(value));
    return out;
  }
  if (type === "array") return [];
  if (type === "boolean") return false;
  if (type === "number" || type === "integer") return typeof schema.minimum === "number" ? schema.minimum : 0;
  return "mock";
}
