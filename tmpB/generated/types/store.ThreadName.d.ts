/**
 * A Link conversation name, `link:<name>`; other thread formats are not Link threads.
 */
export type ThreadName = string;
