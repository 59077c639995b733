import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** SPEC 3 toast: message, type, duration; an optional action button dispatches a store action (Undo). */
export interface ToastRequest {
  message: string;
  type: ToastType;
  /** ms; the display layer's default by type when absent (SPEC 9). */
  duration?: number;
  action?: { label: string; dispatch: UnknownAction };
}

/** SPEC 9 durations. */
export const TOAST_DURATIONS = {
  /** display layer: default and error */
  default: 4000,
  error: 4000,
  success: 2000,
  /** auth and cart helper default */
  helper: 3000,
  exitAnimation: 300,
  cartAdd: 2000,
  cartRestore: 2000,
  removalWithUndo: 4000,
  removalWithoutUndo: 2000,
} as const;
export const MAX_TOASTS = 20;

/** Any part of the site asks the shell to show a toast with this action. */
export const toastRequested = createAction<ToastRequest>('toasts/requested');
