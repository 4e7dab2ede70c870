import { useState } from 'react';
import { yesterdayToToday } from '@/lib/dates';
import { Sr02Report } from './sr02-report';

/** /report/sr02 — opens on yesterday to today (platform days) and runs at once. */
export default function Sr02Page() {
  const [range] = useState(() => yesterdayToToday());
  return <Sr02Report initialRange={range} />;
}
