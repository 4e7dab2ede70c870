import type { ListRole } from '@/lib/session/role-policy';

/** Route metadata (spec: page titles come from addTitle, editTitle, delTitle, listTitle). Values are i18n keys. */
export type RouteMeta = {
  title?: string;
  addTitle?: string;
  editTitle?: string;
  delTitle?: string;
  listTitle?: string;
  /** The screen renders its own h1 (and Refresh), so the layout leaves its page header out. */
  ownHeading?: true;
  /** Management list variant: which role the list loads. */
  listRole?: ListRole;
  /** The screen's code, fetched beside the guard's checks when the app starts at this address. */
  load?: () => Promise<unknown>;
};
