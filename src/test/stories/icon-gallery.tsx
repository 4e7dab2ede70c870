import type { ComponentType, SVGProps } from 'react';
import { expect } from 'storybook/test';

export type GalleryIcon = [name: string, Icon: ComponentType<SVGProps<SVGSVGElement>>];

export const galleryGrid = 'grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2';

/** One cell per icon: the icon at a real size and its name under it. */
export function IconCells({ icons, iconClassName = 'size-6' }: { icons: GalleryIcon[]; iconClassName?: string }) {
  return icons.map(([name, Icon]) => (
    <li
      key={name}
      className="flex flex-col items-center gap-2 rounded-md border border-slate-200 bg-white p-3 text-xs text-slate-800"
    >
      <Icon className={iconClassName} />
      <span>{name}</span>
    </li>
  ));
}

/** The cell draws one icon: an svg with a shape of real geometry, laid out at a real size, hidden from assistive technology. */
export async function expectDrawnIcon(item: Element | null | undefined, shape = 'path, circle, rect') {
  if (!item) throw new Error('The icon has no gallery cell');
  await expect(item.querySelectorAll('svg')).toHaveLength(1);
  const svg = item.querySelector('svg');
  const drawn = svg?.querySelector<SVGGraphicsElement>(shape);
  if (!svg || !drawn) throw new Error(`${item.textContent ?? ''} draws nothing`);
  await expect(drawn.getBBox().width).toBeGreaterThan(0);
  await expect(drawn.getBBox().height).toBeGreaterThan(0);
  const box = svg.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.height).toBeGreaterThan(0);
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
}

/** A titled list of icon cells; the list is named by its heading. */
export function IconSection({ id, title, icons }: { id: string; title: string; icons: GalleryIcon[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul aria-labelledby={id} className={galleryGrid}>
        <IconCells icons={icons} />
      </ul>
    </section>
  );
}
