/** Toast lifetimes of spec part 1 §9 (default 5 s; 10 s for "Order completed Successfully."). */
export const TOAST_SHORT = 3000;
export const TOAST_DEFAULT = 5000;
export const TOAST_LONG = 10_000;
/** Toast width of spec part 1 §9. */
export const TOAST_WIDTH = 325;

export type ToastType = 'danger' | 'success' | 'neutral';

/** Server validation messages: a field name to one message or several (spec part 1 §5). */
export type ValidationMessages = Record<string, string | string[]> | string[];

export type ToastRequest = {
  content: string;
  type?: ToastType;
  closeAfter?: number | false;
  validationMessages?: ValidationMessages;
  callback?: () => void;
};

type Listener = (toast: ToastRequest) => void;

let listener: Listener | null = null;
const waiting: ToastRequest[] = [];

/**
 * Any code may raise a toast; the shell's toast host (which loads react-toastify on first use) shows
 * it. Toasts raised before the host is ready wait for it.
 */
export function showToast(toast: ToastRequest): void {
  if (listener) listener(toast);
  else waiting.push(toast);
}

export function onToast(next: Listener): () => void {
  listener = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (listener === next) listener = null;
  };
}

export function hasWaitingToasts(): boolean {
  return waiting.length > 0;
}

/** Flattens validation messages into the lines of the list headed 'Validation errors'. */
export function validationLines(messages: ValidationMessages | undefined): string[] {
  if (!messages) return [];
  const values = Array.isArray(messages) ? messages : Object.values(messages);
  return values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(Boolean);
}
