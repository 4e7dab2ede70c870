import type { CSSProperties } from 'react';

/**
 * A column the user gave a width keeps it in the wide layout (longer values are cut with an
 * ellipsis); phone cards ignore it. Without a width the column takes its content's.
 */
export const sizedStyle = (width: number | undefined): CSSProperties | undefined =>
  width === undefined ? undefined : ({ '--col-w': `${width}px` } as CSSProperties);

export const sizedCell = (width: number | undefined) =>
  width === undefined ? undefined : '@lg:w-(--col-w) @lg:max-w-(--col-w) @lg:min-w-(--col-w) @lg:truncate';
