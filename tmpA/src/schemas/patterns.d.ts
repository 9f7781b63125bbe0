/**
 * Whether every string `old` matches, `now` matches: decided where the two differ only in
 * repetition counts and in sets of characters one of which contains the other (replacing a part
 * by a wider one widens the language); undefined otherwise, for a person to judge.
 */
export declare function patternCovers(now: string, old: string): boolean | undefined;
