import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from './alert-dialog';
import { Toast, type ToastItem } from './toast';

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

  const alert = useCallback((request: AlertRequest) => setAlerts((a) => [...a, request]), []);
  const toast = useCallback<Notice['toast']>((message, options = {}) => {
    const id = ++seq.current;
    setToasts((list) => [
      ...list,
      { id, message, tone: options.tone ?? 'info', durationMs: options.durationMs ?? 3000 },
    ]);
  }, []);
  const value = useMemo(() => ({ alert, toast }), [alert, toast]);
  const current = alerts[0];

  return (
    <NoticeContext.Provider value={value}>
      {children}
      {current && (
        <AlertDialog
          open
          title={current.title}
          message={current.message}
          tone={current.tone}
          onClose={() => {
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
