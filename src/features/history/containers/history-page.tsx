import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { last24Hours } from '@/lib/dates';
import { HISTORY_REF_PARAM, resolveHistoryRef } from '@/lib/links/history-links';
import { HistorySearch } from './history-search';
import { maskedName } from './masked-name';
import { Callout } from '@/components/ui/callout';

/**
 * /transaction/list and /transaction/list/:username — opens on the last 24 hours and searches at once.
 * A masked list row links here with ?ref= instead of the username (lib/links/history-links.ts): the page
 * searches that account and shows its name masked. A reference of an ended session (a bookmark, a
 * link from before a sign-in) names nobody: the page says so and opens without a username.
 */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  const { username: routeName = '' } = useParams();
  const [params] = useSearchParams();
  const ref = params.get(HISTORY_REF_PARAM);
  const masked = useMemo(() => {
    const username = ref ? resolveHistoryRef(ref) : null;
    return username ? maskedName(username) : null;
  }, [ref]);
  // Fixed when the screen opens; the page header (layout) carries the title and refresh.
  const [range] = useState(() => last24Hours());
  const username = ref ? (masked?.username ?? '') : routeName;
  return (
    <div className="space-y-4">
      {ref && !masked && (
        <Callout tone="warning" size="md" role="status" as="p">
          {t('maskedLinkUnknown')}
        </Callout>
      )}
      <HistorySearch key={ref ?? routeName} username={username} masked={masked} initialRange={range} />
    </div>
  );
}
