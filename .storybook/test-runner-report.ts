import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One line per story in `test-results/storybook/stories.jsonl`, written by each test-runner worker:
 * the story's result in each language and where its time went. scripts/test-storybook.mjs reads these
 * lines for the per-language counts of `test-results/summary.json` and the table of the slowest stories.
 */
export type StoryRecord = {
  id: string;
  title: string;
  name: string;
  /** 'passed', 'failed' or 'not run', per language. */
  results: Record<string, string>;
  /** The first line of each language's failure. */
  errors: Record<string, string>;
  /** Milliseconds per part of the visit. */
  ms: Record<string, number>;
};

const FILE = path.join(process.cwd(), process.env.STORY_REPORT_DIR ?? 'test-results/storybook', 'stories.jsonl');

export function writeStoryRecord(record: StoryRecord): void {
  mkdirSync(path.dirname(FILE), { recursive: true });
  appendFileSync(FILE, `${JSON.stringify(record)}\n`);
}

type Phases = { phase: string; at: number }[];

/**
 * The story's own time by phase, from the preview's render phases: its loaders (mocked data, the
 * language), the first render, the play function, and what runs after it (afterEach).
 */
export function phaseTimes(phases: Phases, prefix = ''): Record<string, number> {
  const at = (...names: string[]) => phases.find((p) => names.includes(p.phase))?.at;
  const start = phases[0]?.at;
  const rendering = at('rendering');
  const playing = at('playing');
  const completing = at('completing', 'completed', 'errored');
  const finished = at('finished') ?? phases.at(-1)?.at;
  const span = (from?: number, to?: number) => (from !== undefined && to !== undefined ? Math.round(to - from) : 0);
  return {
    [`${prefix}loaders`]: span(start, rendering),
    [`${prefix}render`]: span(rendering, playing ?? completing),
    [`${prefix}play`]: span(playing, completing),
    [`${prefix}after`]: span(completing, finished),
  };
}

/** Milliseconds an async step took, added to `ms[key]`. */
export async function timed<T>(ms: Record<string, number>, key: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    ms[key] = (ms[key] ?? 0) + Math.round(performance.now() - started);
  }
}
