// What config/locale-texts.ts builds as `virtual:locale-texts` (mapped here in the tsconfig paths):
// per language, a loader per group of namespaces (lib/i18n/text-groups.ts).
import type { TextGroup } from '@/lib/i18n/text-groups';

type GroupTexts = { default: Record<string, Record<string, unknown>> };
declare const texts: Record<string, Record<TextGroup, () => Promise<GroupTexts>>>;
export default texts;
