import { Menu, MenuButton, MenuItems, type MenuItemsProps } from '@headlessui/react';
import { useRef, type ReactNode } from 'react';
import { useTakeover, type Takeover } from './deferred-control';

export type TakeoverMenuProps = Takeover & {
  /** The button's look and what it shows, the same as its stand-in's (DeferredControl). */
  buttonClassName: string;
  face: ReactNode;
  /** The button's name where its face has none (an icon). */
  label?: string | undefined;
  title?: string | undefined;
  anchor?: MenuItemsProps['anchor'];
  itemsClassName: string;
  /** The menu's items (MenuItem, MenuSeparator, MenuSection). */
  children: ReactNode;
};

/**
 * A Headless UI menu that replaces the stand-in DeferredControl drew: its button takes over the
 * stand-in's focus and replays its press. Every menu fetched on first intent is one of these.
 */
export function TakeoverMenu({
  buttonClassName,
  face,
  label,
  title,
  anchor = 'bottom end',
  itemsClassName,
  children,
  takeFocus,
  openOnMount,
}: TakeoverMenuProps) {
  const button = useRef<HTMLButtonElement | null>(null);
  useTakeover(button, { takeFocus, openOnMount });
  return (
    <Menu>
      <MenuButton ref={button} aria-label={label} title={title} className={buttonClassName}>
        {face}
      </MenuButton>
      <MenuItems anchor={anchor} modal={false} className={itemsClassName}>
        {children}
      </MenuItems>
    </Menu>
  );
}
