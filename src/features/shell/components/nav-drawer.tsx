import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer';

export type NavDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar, as the layout builds it for the drawer. */
  children: ReactNode;
};

/** The sidebar as a modal drawer from the left, below the width where it stays in the page. */
export function NavDrawer({ open, onOpenChange, children }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  // Bare: the sidebar draws its own header and colours; "close menu" says what the button closes.
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={t('sidebar.label')}
      bare
      closeLabel={t('toolbar.closeMenu')}
    >
      {children}
    </Drawer>
  );
}
