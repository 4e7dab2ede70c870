import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export const BUDGET_KIB: { '/login': number; other: number };
export type RouteWeight = {
  route: string;
  landed: string;
  files: { file: string; gzip: number }[];
  total: number;
};
export function routeWeights(
  browser: Browser,
  baseUrl: string,
  root: string,
  routes: string[],
  prepare?: (page: Page, route: string) => Promise<void>,
  contextOptions?: BrowserContextOptions,
): Promise<RouteWeight[]>;
export function kib(bytes: number): string;
export function printWeights(results: RouteWeight[], top?: number): void;
