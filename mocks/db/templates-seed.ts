/** Quick message templates (chat spec section 3). */
export type DbTemplatesState = Record<string, never>;

export const seedTemplates = (): { templates: DbTemplatesState } => ({ templates: {} });
