export type ToastKind = "success" | "error" | "warning" | "info";
/** `message` is a translation key ("auth:loginSuccess"); `values` fill its placeholders. */
export type Toast = { kind: ToastKind; message: string; values?: Record<string, string | number> };

// spec tours-cruises §9: toasts last 1 to 7 seconds; §8: warnings on invalid forms last 7 s
export const TOAST_SECONDS: Record<ToastKind, number> = { success: 3, info: 4, error: 6, warning: 7 };
