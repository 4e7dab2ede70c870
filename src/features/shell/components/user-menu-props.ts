// The user menu's props, in a file of their own: the lazily loaded menu takes them too.
export type UserMenuProps = {
  username: string;
  roleId: number | null;
  /** False for a session started as an agent login (spec: it cannot log out). */
  canLogout: boolean;
  logoutPending?: boolean;
  onSetting: () => void;
  onLogout: () => void;
};
