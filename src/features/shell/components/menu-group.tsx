import { useId, useState, type ReactNode } from 'react';

/**
 * A menu group that opens and closes: a button saying whether it is expanded, and the list it
 * controls (what Headless UI's Disclosure does, in plain elements: the sidebar is on every page).
 */
export function MenuGroup({
  defaultOpen,
  buttonClassName,
  panelClassName,
  title,
  label,
  children,
}: {
  defaultOpen: boolean;
  buttonClassName: string;
  panelClassName: string;
  title: string | undefined;
  label: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        title={title}
        className={buttonClassName}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <ul id={panelId} className={panelClassName}>
          {children}
        </ul>
      )}
    </>
  );
}
