// Toasts: short messages announced to screen readers, gone after a few seconds. A notice a
// server action left for the next page (lib/flash-notice.ts) shows here too, once, whether that
// page came by a client navigation or a full load.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { takeNotices } from '../../lib/flash-notice';
import { useRootData, useT } from '../../lib/root-data';

type Tone = 'danger' | 'success';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}
const ToastContext = createContext<(text: string, tone?: Tone) => void>(() => {});

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const t = useT();
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (text: string, tone: Tone = 'danger') => {
      const id = nextId++;
      setToasts((all) => [...all.slice(-2), { id, tone, text }]);
      setTimeout(() => dismiss(id), 5000);
    },
    [dismiss],
  );
  // Keyed on the location: useT() is a fresh function each render, and the notice is read
  // once per page the browser arrives at.
  // Also when a submit comes back without leaving the page (a form shown again with its errors).
  const { key } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const { noticeWaiting } = useRootData();
  useEffect(() => {
    if (navigating) return;
    for (const notice of takeNotices(noticeWaiting)) show(t(notice), 'success');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigating, show]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'danger' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${
              toast.tone === 'danger' ? 'bg-danger text-on-danger' : 'bg-success text-on-success'
            }`}
          >
            <span className="flex-1">{toast.text}</span>
            <button type="button" onClick={() => dismiss(toast.id)} aria-label={t('Close')} className="font-bold">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
