/** Which way this process reaches files and locks them. */
export declare const PLATFORM: "linux" | "portable";
