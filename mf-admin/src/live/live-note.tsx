import { useTranslation } from 'shared-lib';
import { useStreamState } from './event-stream';

/**
 * What a staff page that follows a stream says about it: its "live" line only while the stream is open; connecting,
 * reconnecting (offline, a server gone: what changed meanwhile is read again when it is back) or the session ended
 * otherwise. A page that is not live says so.
 */
export function LiveNote({ path, live }: { path: string; live: string }) {
  const { t } = useTranslation('admin');
  const state = useStreamState(path);
  const text = { live, connecting: t('board.connecting'), reconnecting: t('liveLost'), ended: t('board.endedTitle') }[state];
  return (
    <p className={state === 'live' ? 'admin-muted' : 'admin-board-state admin-board-offline'} role="status" data-testid="live-state" data-state={state}>
      {text}
    </p>
  );
}
