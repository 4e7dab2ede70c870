/** One action of a table row, shared by the row's links and its lazily loaded More menu. */
export type RowActionItem = {
  id: string;
  label: string;
  /** Names the row too ("Edit player01"), for screen readers reading one control at a time. */
  accessibleName?: string;
  /** A link: a plain click calls onSelect (staying in the app), a modified click opens a tab. */
  href?: string;
  onSelect?: () => void;
  /** Destructive: shown last in the More menu, in the danger colour, never as a primary link. */
  danger?: boolean;
  disabled?: boolean;
};
