import { createElement, type ReactElement, type SVGProps } from 'react';

/** What every icon of the module takes: its size and colour classes, and aria props where a use names it. */
export type IconProps = SVGProps<SVGSVGElement>;
export type OutlineIconProps = IconProps;

/**
 * The one outline look of the app's line icons (24-unit grid, 1.8 stroke, round ends): the shell's,
 * the chat's and the kit's menus' icons draw through it, so a change of weight reaches every icon at once.
 * Hidden from assistive technology by default, since a named button or link carries the meaning.
 */
export const outlineSvg = (props: OutlineIconProps) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  ...props,
});

/** An icon component drawing one path in the outline look. */
export const outlineIcon = (d: string) =>
  function Icon(props: OutlineIconProps) {
    return (
      <svg {...outlineSvg(props)}>
        <path d={d} />
      </svg>
    );
  };

/**
 * An icon of its own look: its box, the attributes its shapes share (fill, stroke) and its shapes,
 * hidden from assistive technology unless a use names it. The shapes go in as separate children, so
 * they need no keys.
 */
export const drawnIcon = (viewBox: string, look: IconProps, shapes: ReactElement[]) =>
  function Icon(props: IconProps) {
    return createElement('svg', { viewBox, 'aria-hidden': true, ...look, ...props }, ...shapes);
  };

// The icons the kit itself needs (drawer, language menu); the shell shows them among its own.
export const CloseIcon = outlineIcon('M6 6l12 12M18 6L6 18');
export const CheckIcon = outlineIcon('M5 12l5 5L20 7');
export const GlobeIcon = outlineIcon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
);
