// `link-kit store`: one raw store::Request through the bridge, its store::Reply printed (B5).
import { validate } from "../validate/index.js";
import { InputError, parseInput, printJson, readInput, withClient } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
async function store(args, io) {
    if (args.positionals.length !== 1)
        throw new UsageError("store takes one request (JSON text, or - for stdin)");
    const given = args.positionals[0];
    const value = parseInput(given === "-" ? readInput("-", "the request") : Buffer.from(given), "the request");
    return withClient(args, async (client) => {
        const request = { agent: client.binding.agent, owner: client.binding.owner, ...value };
        const checked = validate("store::Request", request);
        if (!checked.ok)
            throw new InputError("invalid", `the request is not a store::Request: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
        const reply = await client.send(checked.value);
        printJson(io, reply);
        return reply.kind === "error" ? EXIT.refused : EXIT.ok;
    });
}
export const STORE_COMMANDS = [
    {
        name: ["store"],
        usage: "--binding <file> '<request json>' | -",
        summary: "sends one store::Request through the bridge and prints the store::Reply as JSON",
        help: `The request's "agent" and "owner" may be omitted: the binding's are used. A refusal prints the
reply and exits 3; a transport failure or a lost reply (uncertain outcome) exits 4.

example: link-kit store --binding binding.json '{"op":{"kind":"conversation_last","thread":"link:main"}}'`,
        options: { binding: { type: "string" } },
        positionals: true,
        run: store,
    },
];
