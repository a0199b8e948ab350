/** What a page shows while its data loads, and when it could not. */
import { ApiError } from '../api/client.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { Message } from './Message.tsx';

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="glp-loading" role="status">
      <div className="br-loading small" aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

export function LoadError({ error, retry }: { error: Error; retry?: () => void }) {
  const { t } = useI18n();
  const detail = error instanceof ApiError ? (error.problem?.detail ?? error.message) : error.message;
  return (
    <Message kind="danger" title={t('app.error', { detail })} live>
      {retry && (
        <button type="button" className="br-button secondary small ml-2" onClick={retry}>
          {t('app.retry')}
        </button>
      )}
    </Message>
  );
}
