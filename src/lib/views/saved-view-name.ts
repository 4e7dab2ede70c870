import { z } from 'zod';
import { VIEW_NAME_MAX } from './saved-view-limits';

/** The name of a saved view: required, at most VIEW_NAME_MAX characters, unused on its screen (any case). */
export function savedViewNameSchema(takenNames: readonly string[]) {
  const taken = new Set(takenNames.map((name) => name.trim().toLocaleLowerCase()));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'kit:views.validation.nameRequired')
      .max(VIEW_NAME_MAX, 'kit:views.validation.nameTooLong')
      .refine((name) => !taken.has(name.toLocaleLowerCase()), 'kit:views.validation.nameTaken'),
  });
}
export type SavedViewNameInput = z.infer<ReturnType<typeof savedViewNameSchema>>;
