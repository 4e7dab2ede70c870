import { useState } from 'react';
import { useParams } from 'react-router';
import { last24Hours } from '@/lib/dates';
import { HistorySearch } from './history-search';

/** /transaction/list and /transaction/list/:username — opens on the last 24 hours and searches at once. */
export default function HistoryPage() {
  const { username = '' } = useParams();
  // Fixed when the screen opens; the page header (layout) carries the title and refresh.
  const [range] = useState(() => last24Hours());
  return <HistorySearch key={username} username={username} initialRange={range} />;
}
