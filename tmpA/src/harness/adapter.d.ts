import type { Captured } from "../capture/record.js";
/** The word a command takes for a harness (`link-kit hook claude`, `setup codex`). */
export type HarnessWord = "claude" | "codex" | "gemini";
/** What a reader remembers between reads of one transcript, the adapter's own (kept in positions.json). */
export type ReaderState = Record<string, unknown>;
/** One line read: its record, the session a line named (for later lines), and the reader's state after it. */
export interface LineRead {
    record: Captured;
    /** The native session this line names for itself and the lines after it (a session header). */
    session?: string;
    /** The reader's state after this line; undefined leaves it as it was. */
    state?: ReaderState;
}
/** How a line links to the line it follows: its own ID, its parent's, and when it was written. */
export interface LineLinks {
    id?: string;
    parent?: string;
    at?: string;
}
/** A transcript a hook run reads, and the thread it goes to. */
export interface HookTranscript {
    file: string;
    thread: string;
}
/** Where a harness's memory is: the project it runs in, and the user's home. */
export interface NativeRoots {
    /** The directory the harness runs in; the project chain runs from its repository root down to it. */
    cwd: string;
    /** The user's home directory. */
    home: string;
    /** Codex's home (default `<home>/.codex`, as `$CODEX_HOME`). */
    codexHome?: string;
}
/** A native memory file a harness reads, by where it is (`user/CLAUDE.md`, `project/src/AGENTS.md`, ...). */
export interface MemoryFile {
    nativePath: string;
    file: string;
}
export interface HarnessAdapter {
    /** The adapter's ID: `Source.adapter` of every record it captures (`claude-code`). */
    readonly id: string;
    /** Its command word (`claude`). */
    readonly word: HarnessWord;
    /** How people call it (`Claude Code`). */
    readonly title: string;
    /** The program that, when on PATH, says the harness is installed. */
    readonly program: string;
    /** The settings file setup edits when none is named (`project`: a project's, where the harness has one). */
    settingsFile(options: {
        project?: string;
    }): string;
    /** Whether the harness reads a project-level settings file at all. */
    readonly projectSettings: boolean;
    readonly format: "json" | "toml";
    /** The hook events setup registers (Codex: its one `notify` program). */
    readonly events: readonly string[];
    /** Whether setup also switches the harness's hooks on (`hooksConfig.enabled`). */
    readonly enableHooks: boolean;
    /** For `setup --help`: where the settings are and what is registered. */
    readonly setupHelp: string;
    /**
     * The set-up that fits the harness installed on PATH, when the harness has more than one
     * (Codex: hooks.json where the installed Codex has hooks, else its notify program); this
     * adapter when it has one only.
     */
    installedSetup?(env: NodeJS.ProcessEnv): HarnessAdapter;
    /** Every set-up the harness may have been given (doctor and --remove look at each): this one first. */
    readonly setups?: readonly HarnessAdapter[];
    /**
     * For hooks the harness runs only once a person trusts them (Codex's hooks.json): trusts the
     * kit's own hooks in `file` through the harness's own interface, returning the events trusted
     * now; and which of them it holds untrusted (undefined when the harness is not there to ask).
     */
    readonly hookTrust?: {
        trust(file: string, isKit: (command: string) => boolean, env: NodeJS.ProcessEnv): Promise<string[]>;
        untrusted(file: string, isKit: (command: string) => boolean, env: NodeJS.ProcessEnv): Promise<string[] | undefined>;
    };
    /** Where the hook's JSON comes from: stdin, or the program's last argument (Codex's notify; stdin when there is none). */
    readonly hookInput: "stdin" | "last-argument";
    /** For `hook --help`: the events and the input. */
    readonly hookHelp: {
        summary: string;
        help: string;
        usage: string;
    };
    /**
     * The transcripts a hook run reads, each with its thread (`thread` is the hook's), from the
     * hook's input. None when the harness has written none yet: a quiet no-op, never an error.
     * Throws an InputError-like error (`kind`, message) when the input is not this harness's.
     */
    hookTranscripts(input: Record<string, unknown>, thread: string, env: NodeJS.ProcessEnv): HookTranscript[];
    /**
     * The hook events that return the session's context (SessionStart): the harness waits for
     * them. The others only capture, and setup registers them with `--detach` (issue 43.1).
     */
    readonly contextEvents: readonly string[];
    /** What the hook prints for the harness to take `context` in. */
    contextOutput(context: string): string;
    /** For `capture --help`: the file it takes and where the harness writes it. */
    readonly captureHelp: {
        file: string;
        summary: string;
    };
    /** True when a parsed line (or JSON document) is of this harness's transcript format. */
    recognises(value: unknown): boolean;
    /** What a file of this format is called, in a refusal ("a Codex rollout"). */
    readonly formatName: string;
    /** The record ID of a transcript's line that the harness names no ID for (`line:N`). */
    lineId(file: string, line: number): string;
    /** The session of a transcript's lines that name none, from its file name. */
    fallbackSession(file: string): string;
    /**
     * One line to one record. `session` is the session named so far (or the fallback), `state` the
     * reader's state after the line before (undefined at the start), `file` the transcript's path.
     */
    readLine(text: string, value: unknown, line: number, session: string, state: ReaderState | undefined, file: string): LineRead;
    /**
     * For a format whose lines name their parent (Claude Code's `uuid`/`parentUuid`): the line's
     * links, so the reader never puts a line before its parent, whatever order the file has.
     */
    links?(value: unknown): LineLinks | undefined;
    /**
     * A transcript read whole each time (a document rewritten in place): its records, or undefined
     * when the file is not that form. `growing`: the file may be rewritten again.
     */
    readDocument?(text: string, file: string, options: {
        growing: boolean;
    }): Captured[] | undefined;
    /** True when `file` is read whole each time (see readDocument), so no position applies. */
    readsWhole(file: string): boolean;
    /** The chat copy a first line (or whole file) is, if it is this harness's prompt history (C7). */
    chatCopy(value: unknown): string | undefined;
    /** The reader state kept by an older kit, read from a kept position's other fields. */
    keptState?(kept: Record<string, unknown>): ReaderState | undefined;
    /** The harness's memory files (those that exist are exported, M6), in a stable order. */
    memoryFiles(roots: NativeRoots, chain: string[], projectRoot: string): MemoryFile[];
    /** A memory file's text split into documents: the whole file, or parts under their own paths. */
    memoryParts(nativePath: string, text: string): Array<{
        nativePath: string;
        text: string;
    }>;
}
