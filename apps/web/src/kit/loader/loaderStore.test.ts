import { describe, expect, it } from 'vitest';
import { useLoader, withLoader } from './loaderStore';

describe('withLoader', () => {
  it('shows the text while the task runs and hides it afterwards', async () => {
    let seen = '';
    await withLoader('Zapisuję ustawienia...', async () => {
      seen = useLoader.getState().text;
    });
    expect(seen).toBe('Zapisuję ustawienia...');
    expect(useLoader.getState().visible).toBe(false);
  });

  it('offers Cancel only for cancellable tasks, and Cancel aborts the task signal', async () => {
    await withLoader('x', async () => expect(useLoader.getState().cancel).toBeNull());
    const run = withLoader(
      'Pobieram trasę...',
      (signal) =>
        new Promise<string>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          setTimeout(() => resolve('done'), 1000);
        }),
      { cancellable: true },
    );
    useLoader.getState().cancel?.();
    await expect(run).rejects.toThrow('aborted');
    expect(useLoader.getState().visible).toBe(false);
  });
});
