import { useLocation } from 'react-router';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';

export function NotFound() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <Page title={t('notFound.title')}>
      <Message kind="warning">{t('notFound.body', { path: pathname })}</Message>
    </Page>
  );
}
