// A Jest reporter that writes the run's aggregated results (each file's `testResults`, each with its
// status, ancestor titles, duration and failure messages) to a file: the test-runner accepts no
// `--outputFile <path>`, and the console keeps its readable report.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class JsonFileReporter {
  constructor(_globalConfig, options = {}) {
    this.file = options.outputFile ?? 'test-results/report.json';
  }

  onRunComplete(_contexts, results) {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(results));
  }
}
