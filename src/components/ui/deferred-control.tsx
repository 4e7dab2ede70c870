import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Deferred } from '@/lib/deferred';

/** A press made on the stand-in button before the real control's code arrived. */
export type PendingOpen = 'pointer' | { key: string };

/** What the real control does as it replaces its stand-in (see DeferredControl). */
export type Takeover = {
  /** The stand-in had the focus: the real button takes it over. */
  takeFocus: boolean;
  /** The press to replay on the real button, so it opens as that press would have opened it. */
  openOnMount: PendingOpen | null;
};

const NO_TAKEOVER: Takeover = { takeFocus: false, openOnMount: null };
export const MENU_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];
export const BUTTON_KEYS: readonly string[] = ['Enter', ' '];

type StandInButtonProps = Omit<
  ComponentProps<'button'>,
  'type' | 'onClick' | 'onKeyDown' | 'onKeyUp' | 'onPointerDown' | 'onPointerEnter' | 'onFocus' | 'ref'
>;

export type DeferredControlProps<P extends object> = StandInButtonProps & {
  /** The real control (a Headless UI menu or popover with its button), fetched on first intent. */
  control: Deferred<ComponentType<P & Takeover>>;
  /** What the real control is given, besides the takeover. */
  props: P;
  /** The stand-in says it opens a menu, as the real button does; a popover's button says nothing. */
  hasPopup?: 'menu';
  /** The keys that open the real control from its button. */
  openingKeys?: readonly string[];
  /** The element the real control wraps its button in (a Popover's div), drawn the same. */
  wrapperClassName?: string;
};

/**
 * A menu or popover whose code (Headless UI and its positioning) is not the page's weight: until
 * the first sign of intent a plain button drawn the same stands in. Pointing at it, pressing it or
 * focusing it fetches the code; a click or an opening key swaps in the real control, which takes over
 * the focus and replays the press, so pointer and keyboard users get the control as if it had been
 * there from the start.
 * Once fetched, every later one renders the real control at once.
 */
export function DeferredControl<P extends object>({
  control,
  props,
  hasPopup,
  openingKeys = MENU_KEYS,
  wrapperClassName,
  ...buttonProps
}: DeferredControlProps<P>) {
  const [takeover, setTakeover] = useState<Takeover | null>(() => (control.current ? NO_TAKEOVER : null));
  const button = useRef<HTMLButtonElement | null>(null);
  const pending = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const Real = control.current;
  if (takeover && Real) return <Real {...props} {...takeover} />;

  const press = (open: PendingOpen) => {
    if (pending.current) return; // pressed again while the code is on its way: still one press
    pending.current = true;
    control.load().then(
      () => live.current && setTakeover({ takeFocus: document.activeElement === button.current, openOnMount: open }),
      () => {
        pending.current = false; // offline for now: the next press tries again
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!openingKeys.includes(event.key)) return;
    event.preventDefault();
    press({ key: event.key });
  };
  const standIn = (
    <button
      {...buttonProps}
      ref={button}
      type="button"
      aria-haspopup={hasPopup}
      aria-expanded={false}
      // Intent only fetches the code: the stand-in stays under the pointer and the focus until clicked.
      // A mouse press counts once it is released (its click): swapping the button between the press and
      // the release would send the release elsewhere, and a pointer that clicks again on the moved
      // target (a test driver retrying, a double click) would close what the press opened.
      onPointerEnter={control.preload}
      onFocus={control.preload}
      onPointerDown={control.preload}
      onClick={() => press('pointer')}
      onKeyDown={onKeyDown}
      // A Space press would otherwise click on release, after its keydown was already taken.
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
    />
  );
  return wrapperClassName ? <div className={wrapperClassName}>{standIn}</div> : standIn;
}

/** The real control's side: once mounted, its button takes the focus and replays the press. */
export function useTakeover(button: RefObject<HTMLElement | null>, takeover: Takeover) {
  const first = useRef(takeover);
  useEffect(() => {
    const el = button.current;
    const { takeFocus, openOnMount } = first.current;
    if (!el) return;
    first.current = NO_TAKEOVER; // once, even where effects run twice
    if (takeFocus) el.focus({ preventScroll: true });
    // Through the button's own handlers, so the control opens as that press would have opened it.
    if (openOnMount === 'pointer') el.click();
    else if (openOnMount)
      el.dispatchEvent(new KeyboardEvent('keydown', { key: openOnMount.key, bubbles: true, cancelable: true }));
  }, [button]);
}
