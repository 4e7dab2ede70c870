import type { TFunction } from 'i18next';
import { isApiError } from './errors';

/**
 * What the user reads for a failed call: the server's message for server answers (the spec shows
 * server messages as they come), a translated text for failures the client detected itself.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.isClientFailure) {
      const status = (error.data as { status?: number } | null)?.status;
      return t(`common:${error.message}`, { status });
    }
    return error.message || t('common:errors.unknown', { code: error.code });
  }
  return t('common:errors.unknown', { code: '-' });
}
