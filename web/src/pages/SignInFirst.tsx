/** A screen that needs a signed-in user, seen without one: say so and link to /entrar. */
import { Link, useLocation } from 'react-router';
import { useSession } from '../auth/Session.tsx';
import { Loading } from '../components/Loading.tsx';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';

export function SignInFirst({ title }: { title: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <Page title={title}>
      {user === undefined ? (
        <Loading />
      ) : (
        <Message kind="info" title={t('auth.required')}>
          <Link to={`/entrar?next=${encodeURIComponent(pathname)}`}>{t('header.signIn')}</Link>
        </Message>
      )}
    </Page>
  );
}
