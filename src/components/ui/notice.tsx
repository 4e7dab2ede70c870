import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AlertDialog as AlertDialogType } from './alert-dialog';
import { DialogFallback, focusOrigin, giveFocusBack } from './lazy-dialog';
import { Toast, type ToastItem } from './toast';

// The alert's code (a modal dialog) comes with the first alert: a page that never shows one, as the
// sign-in page mostly does not, does not carry it. Signed-in screens fetch it as the user first acts
// (./alert-preload.ts): alerts answer what the user did.
let alertDialog: typeof AlertDialogType | null = null;
export const loadAlertDialog = () => import('./alert-dialog').then((m) => (alertDialog = m.AlertDialog));

type AlertRequest = {
  message: ReactNode;
  title?: ReactNode;
  tone?: 'info' | 'success' | 'error';
  onClose?: () => void;
};

export type Notice = {
  /** The spec's "alert": a modal message with OK. */
  alert: (request: AlertRequest) => void;
  /**
   * The spec's "snackbar": a polite message that goes away (3000 ms by default). Success notices that
   * say what happened use it too, with DETAIL_TOAST_MS; alerts stay for what needs an answer.
   */
  toast: (message: ReactNode, options?: { tone?: ToastItem['tone']; durationMs?: number }) => void;
};

const NoticeContext = createContext<Notice | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertRequest[]>([]);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const seq = useRef(0);

  // Where the focus was when the first of the queued alerts was asked for: it goes back there.
  const returnFocusTo = useRef<readonly Element[] | null>(null);
  const alert = useCallback((request: AlertRequest) => {
    returnFocusTo.current ??= focusOrigin();
    setAlerts((a) => [...a, request]);
  }, []);
  const toast = useCallback<Notice['toast']>((message, options = {}) => {
    const id = ++seq.current;
    setToasts((list) => [
      ...list,
      { id, message, tone: options.tone ?? 'neutral', durationMs: options.durationMs ?? 3000 },
    ]);
  }, []);
  const value = useMemo(() => ({ alert, toast }), [alert, toast]);
  const current = alerts[0];
  const [, setAlertReady] = useState(false); // renders again once the code has arrived

  useEffect(() => {
    if (!current || alertDialog) return;
    let live = true;
    loadAlertDialog().then(
      () => live && setAlertReady(true),
      () => {
        if (!live) return;
        // The dialog's code cannot be fetched (offline): the message still reaches the user, as a toast.
        setAlerts((a) => a.slice(1));
        toast(current.message, { tone: current.tone ?? 'neutral' });
        current.onClose?.();
      },
    );
    return () => {
      live = false;
    };
  }, [current, toast]);
  useEffect(() => {
    if (current) return;
    const origin = returnFocusTo.current;
    returnFocusTo.current = null;
    return giveFocusBack(origin);
  }, [current]);
  const AlertDialog = alertDialog;

  return (
    <NoticeContext.Provider value={value}>
      {children}
      {current && !AlertDialog && <DialogFallback />}
      {current && AlertDialog && (
        <AlertDialog
          open
          title={current.title}
          message={current.message}
          tone={current.tone}
          onOpenChange={() => {
            setAlerts((a) => a.slice(1));
            current.onClose?.();
          }}
        />
      )}
      {/* Always in the page, so screen readers already watch it when a toast arrives (a live region
          added together with its text is often not read). */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((item) => (
          <Toast key={item.id} item={item} onDone={() => setToasts((list) => list.filter((x) => x.id !== item.id))} />
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotice(): Notice {
  const value = useContext(NoticeContext);
  if (!value) throw new Error('useNotice needs a NoticeProvider');
  return value;
}
