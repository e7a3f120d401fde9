export type ToastKind = "success" | "error" | "warning" | "info";
/** `message` is a translation key ("auth:loginSuccess"); `values` fill its placeholders. */
export type Toast = { kind: ToastKind; message: string; values?: Record<string, string | number> };

// spec tours-cruises §9: toasts last 1 to 7 seconds; §8: warnings on invalid forms last 7 s
export const TOAST_SECONDS: Record<ToastKind, number> = { success: 3, info: 4, error: 6, warning: 7 };

/** spec §5/§8: the warning of a form that failed its check, scripts on or off. */
export const PLEASE_ENTER_ALL = "common:pleaseEnterAll";

const TOAST_EVENT = "app:toast";

/** Scripts on: shows a toast from the browser (the root's Toasts listens). */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

export function onToast(listener: (toast: Toast) => void) {
  const handler = (e: Event) => listener((e as CustomEvent<Toast>).detail);
  window.addEventListener(TOAST_EVENT, handler);
  return () => window.removeEventListener(TOAST_EVENT, handler);
}
