export const ROOT: string;
/**
 * Each project file (relative to the root) with the project files it imports: the files of `folders`
 * (default: src, mocks, stories).
 */
export function importGraph(folders?: string[]): Map<string, string[]>;
/** The groups of files that import one another, each sorted; empty when there is none. */
export function findImportCycles(graph?: Map<string, string[]>): string[][];
