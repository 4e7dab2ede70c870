import { useTranslation } from 'react-i18next';
import { Callout } from './callout';

/** Said when an address named a search the screen refuses: the screen shows its usual view instead. */
export function RefusedLinkNotice() {
  const { t } = useTranslation(['common', 'kit']);
  return (
    <Callout tone="warning" size="md" role="status" as="p">
      {t('kit:views.refusedLink')}
    </Callout>
  );
}
