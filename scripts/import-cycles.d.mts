export const ROOT: string;
/** Each project file (relative to the root) with the project files it imports. */
export function importGraph(): Map<string, string[]>;
/** The groups of files that import one another, each sorted; empty when there is none. */
export function findImportCycles(graph?: Map<string, string[]>): string[][];
