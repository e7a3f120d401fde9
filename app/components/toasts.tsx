// Flash toasts rendered by the server, so they show without scripts. CSS hides each one after
// its duration (spec §9: 1–7 s); with scripts a close button and pause-on-hover come along.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_SECONDS, type Toast } from "~/lib/toast";

export function Toasts({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(toasts);
  useEffect(() => setVisible(toasts), [toasts]);
  if (!visible.length) return null;
  return (
    <div className="toasts" role="status" aria-live="polite">
      {visible.map((toast, i) => (
        <div
          key={`${toast.message}-${i}`}
          className={`toast toast-${toast.kind}`}
          data-testid="toast"
          style={{ ["--toast-seconds" as string]: `${TOAST_SECONDS[toast.kind]}s` }}
        >
          <span>{t(toast.message, toast.values)}</span>
          <button
            type="button"
            className="toast-close js-only"
            aria-label={t("common:close")}
            onClick={() => setVisible((list) => list.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
