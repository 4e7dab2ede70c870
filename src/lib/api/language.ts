let currentLanguage = 'en';

/** Set by i18n so every call carries Accept-Language without importing i18next into the client. */
export function setApiLanguage(lng: string): void {
  currentLanguage = lng;
}

export const apiLanguage = (): string => currentLanguage;
