/** Collects i18n keys that were rendered without a translation (tests and stories fail on any). */
const missing = new Set<string>();

export const missingKeys = {
  record(key: string): void {
    missing.add(key);
  },
  take(): string[] {
    const list = [...missing];
    missing.clear();
    return list;
  },
};
