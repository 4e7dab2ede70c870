import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type PressedIconButtonProps = {
  /** On or off; assistive technology hears it as pressed or not. */
  pressed: boolean;
  /** The button's name, the same in both states: aria-pressed, not the name, tells them apart. */
  label: string;
  /** The tooltip while pressed, saying what being on means; the label is the tooltip otherwise. */
  pressedTitle?: string;
  onClick: () => void;
  /** What shows the button as on, besides aria-pressed (its colour). */
  pressedClassName?: string;
  className?: string;
  /** The icon, decorative: the label names the button. */
  children: ReactNode;
};

/** An icon button that stays on or off, such as a room's pin and mute; it keeps its size in a crowded row. */
export function PressedIconButton({
  pressed,
  label,
  pressedTitle,
  onClick,
  pressedClassName,
  className,
  children,
}: PressedIconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={label}
      title={(pressed && pressedTitle) || label}
      onClick={onClick}
      className={cn('shrink-0', className, pressed && pressedClassName)}
    >
      {children}
    </Button>
  );
}
