import { create } from 'zustand';

/**
 * The shared loader overlay (spec 1 §2.5): a text and, for cancellable work, a Cancel button
 * that aborts the running request. One overlay at a time; a newer task replaces the text.
 */
interface LoaderState {
  visible: boolean;
  text: string;
  cancel: (() => void) | null;
  show(text: string, cancel?: () => void): void;
  hide(): void;
}

export const useLoader = create<LoaderState>()((set) => ({
  visible: false,
  text: '',
  cancel: null,
  show: (text, cancel) => set({ visible: true, text, cancel: cancel ?? null }),
  hide: () => set({ visible: false, text: '', cancel: null }),
}));

export interface LoaderTaskOptions {
  /** Offer a Cancel button that aborts the task's signal. */
  cancellable?: boolean;
}

/**
 * Runs `task` under the overlay. The task receives an AbortSignal; Cancel aborts it, and the
 * overlay hides whether the task succeeds, fails or is cancelled.
 */
export async function withLoader<T>(
  text: string,
  task: (signal: AbortSignal) => Promise<T>,
  options: LoaderTaskOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const { show, hide } = useLoader.getState();
  show(text, options.cancellable ? () => controller.abort() : undefined);
  try {
    return await task(controller.signal);
  } finally {
    hide();
  }
}
