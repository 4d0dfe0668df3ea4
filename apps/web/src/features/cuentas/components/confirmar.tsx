import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * Asks before an account change, then runs it and tells how it went: the server's message on
 * success, its message (or `fallback`) on failure.
 */
export function confirmar(opts: {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  run: () => Promise<{ mensaje?: string }>;
  fallback: string;
}) {
  modals.openConfirmModal({
    title: opts.title,
    children: <Text size="sm">{opts.text}</Text>,
    labels: { confirm: opts.confirm, cancel: 'Cancelar' },
    confirmProps: { color: opts.danger ? 'red' : undefined },
    onConfirm: () => void ejecutar(opts.run, opts.fallback),
  });
}

/** Runs an account change and notifies its outcome. */
export async function ejecutar(run: () => Promise<{ mensaje?: string }>, fallback: string) {
  try {
    const r = await run();
    if (r.mensaje) notify.success(r.mensaje);
  } catch (err) {
    notify.error(failureMessage(err, err instanceof ApiError && err.status !== 500 ? err.mensaje : fallback));
  }
}
