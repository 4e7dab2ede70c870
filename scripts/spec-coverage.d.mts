export type SpecRule = { id: string; spec: string; text: string; app?: string; path?: string };
export type Annotation = {
  rules: string[];
  file: string;
  line: number;
  where: string;
  kind: 'story' | 'test' | 'e2e';
  target: string;
  label: string;
  code: string[];
};
export type Coverage = { rules: SpecRule[]; annotations: Annotation[]; problems: string[]; uncovered: string[] };
export const ROOT: string;
export const RULES_FILE: string;
export const PAGE_FILE: string;
export function loadRules(root?: string): SpecRule[];
export function coveringFiles(root?: string): string[];
export function annotationsOf(
  root: string,
  file: string,
  source: string,
): { annotations: Annotation[]; problems: string[] };
export function collect(root?: string): Coverage;
export function renderPage(coverage: Pick<Coverage, 'rules' | 'annotations'>, root?: string): string;
