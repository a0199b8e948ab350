/**
 * Sign in with e-mail and password (POST /api/auth/login: the server sets the session cookie
 * and the CSRF cookie). Back to the page the user came from, when there was one.
 */
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../auth/Session.tsx';
import { describedBy, Field } from '../components/Fields.tsx';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';

/** Only a path of this site (never //other.host or a URL): no open redirect. */
function safeNext(next: string | null): string | null {
  return next && /^\/(?!\/)[^\s\\]*$/.test(next) && next !== '/entrar' ? next : null;
}

export function SignIn() {
  const { t } = useI18n();
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(t('signin.required'));
      return;
    }
    setBusy(true);
    setError(null);
    const r = await signIn(email.trim(), password).finally(() => setBusy(false));
    if (r.ok) {
      setPassword('');
      const next = safeNext(params.get('next'));
      if (next) navigate(next);
      return;
    }
    if (r.status === 429) setError(t('signin.throttled', { seconds: r.retryAfter ?? 60 }));
    else if (r.status === 401) setError(t('signin.failed'));
    else setError(t('app.error', { detail: r.detail ?? `HTTP ${r.status}` }));
  };

  return (
    <Page title={t('signin.title')} lead={t('signin.lead')}>
      {user ? (
        <Message kind="success" title={t('signin.already', { name: user.name })} live>
          {t('signin.roles', { list: user.roles.map((r) => t(`role.${r}`)).join(', ') })}. {t('signin.next')}
        </Message>
      ) : (
        <form className="glp-form glp-narrow" onSubmit={submit} noValidate>
          {error && <Message kind="danger" title={error} live />}
          <Field id="signin-email" label={t('signin.email')}>
            <input
              id="signin-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error !== null && !email.trim()}
              aria-describedby={describedBy('signin-email', null, null)}
              required
            />
          </Field>
          <Field id="signin-password" label={t('signin.password')}>
            <input
              id="signin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error !== null && !password}
              required
            />
          </Field>
          <button type="submit" className="br-button primary" disabled={busy}>
            {t('signin.submit')}
          </button>
        </form>
      )}
    </Page>
  );
}
