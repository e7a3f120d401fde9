// Flash toasts rendered by the server, so they show without scripts. CSS hides each one after
// its duration (spec §9: 1–7 s); with scripts a close button and pause-on-hover come along, and
// the browser can add its own (showToast: a form that failed its check).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { onToast, TOAST_SECONDS, type Toast } from "~/lib/toast";

type Shown = Toast & { id: number };
let nextId = 0;
const numbered = (list: Toast[]): Shown[] => list.map((t) => ({ ...t, id: nextId++ }));

export function Toasts({ toasts }: { toasts: Toast[] }) {
  const [visible, setVisible] = useState(() => numbered(toasts));
  useEffect(() => setVisible(numbered(toasts)), [toasts]);
  // the same message again replaces the shown one, so its time starts over
  useEffect(
    () =>
      onToast((toast) =>
        setVisible((list) => [...list.filter((v) => v.message !== toast.message), ...numbered([toast])]),
      ),
    [],
  );
  if (!visible.length) return null;
  return (
    <div className="toasts" role="status" aria-live="polite">
      {visible.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onClose={() => setVisible((list) => list.filter((v) => v.id !== toast.id))}
        />
      ))}
    </div>
  );
}

export function ToastItem({ toast, onClose }: { toast: Toast; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={`toast toast-${toast.kind}`}
      data-testid="toast"
      style={{ ["--toast-seconds" as string]: `${TOAST_SECONDS[toast.kind]}s` }}
    >
      <span>{t(toast.message, toast.values)}</span>
      {onClose ? (
        <button type="button" className="toast-close js-only" aria-label={t("common:close")} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}
