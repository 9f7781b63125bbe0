/**
 * The command line that runs an entry module of this package's host (`name` without extension):
 * its TypeScript source beside this file when the kit runs from source, else its compiled module
 * under dist/ (whether this code runs from dist/src/ or from the one-file CLI, dist/link-kit-cli.cjs).
 */
export declare function nodeCommand(name: string): {
    command: string;
    args: string[];
};
/** The environment of a child the host starts: PATH only. No secret is ever passed this way (B3). */
export declare function childEnv(): NodeJS.ProcessEnv;
