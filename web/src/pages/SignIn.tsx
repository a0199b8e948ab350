/**
 * Sign in with e-mail and password (POST /api/auth/login: the server sets the session cookie
 * and the CSRF cookie). Back to the page the user came from, when there was one.
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/client.ts';
import { useSession } from '../auth/Session.tsx';
import { useAsync } from '../lib/useAsync.ts';
import { NAV, sectionsFor } from '../nav.ts';
import { describedBy, Field } from '../components/Fields.tsx';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';

/** Only a path of this site (never //other.host or a URL): no open redirect. */
function safeNext(next: string | null): string | null {
  return next && /^\/(?!\/)[^\s\\]*$/.test(next) && next !== '/entrar' ? next : null;
}

/**
 * Where each role starts: the entries of its own menu sections (nav.ts), in menu order; a role
 * without screens of its own starts at the
 * public licence registry and verification.
 */
export function startEntries(roles: readonly string[]) {
  const own = sectionsFor(roles).filter((s) => s.roles !== undefined);
  const entries = own.flatMap((s) => s.entries.map((e) => ({ ...e, section: s.title })));
  const seen = new Set<string>();
  const unique = entries.filter((e) => !seen.has(e.to) && seen.add(e.to));
  if (unique.length > 0) return unique;
  const pub = NAV.find((s) => s.id === 'public');
  return (pub?.entries ?? [])
    .filter((e) => e.to === '/licencas' || e.to === '/verificar')
    .map((e) => ({ ...e, section: pub?.title ?? e.label }));
}

/** "Entrar com gov.br" (gov.br DS br-sign-in), only when the server has OpenID Connect configured (GET /api/auth/methods). */
function GovBrSignIn({ next }: { next: string | null }) {
  const { t } = useI18n();
  const methods = useAsync(async () => (await api.GET('/api/auth/methods')).data ?? null, []);
  if (methods.state !== 'ok' || !methods.data?.oidc) return null;
  const href = `${methods.data.oidc.loginPath}?returnTo=${encodeURIComponent(next ?? '/entrar')}`;
  return (
    <div className="glp-govbr-sign-in">
      <p className="glp-or">{t('signin.or')}</p>
      {/* A link, not a button: the browser goes to the provider and comes back (a full page load). */}
      <a className="br-sign-in primary" href={href}>
        {t('signin.govbr')}&nbsp;<span className="text-weight-bold">gov.br</span>
      </a>
    </div>
  );
}

/** `?erro=` value of the OpenID Connect callback (src/api/routes/auth.ts) for an identity no account is linked to. */
const OIDC_UNLINKED = 'gov-br-sem-conta';

export function SignIn() {
  const { t } = useI18n();
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The gov.br callback sends a browser back here when the identity is linked to no account.
  const unlinked = params.get('erro') === OIDC_UNLINKED;
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
          {t('signin.roles', { list: user.roles.map((r) => t(`role.${r}`)).join(', ') })}.
        </Message>
      ) : (
        <form className="glp-form glp-narrow" onSubmit={submit} noValidate>
          {(error ?? (unlinked ? t('signin.oidcUnlinked') : null)) && (
            <Message kind="danger" title={error ?? t('signin.oidcUnlinked')} live />
          )}
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
          <GovBrSignIn next={safeNext(params.get('next'))} />
        </form>
      )}
      {user && (
        <nav className="glp-section" aria-labelledby="signin-start">
          <h2 id="signin-start">{t('signin.start')}</h2>
          <ul className="glp-start-list">
            {startEntries(user.roles).map((e) => (
              <li key={e.to}>
                <Link className="br-button secondary" to={e.to}>
                  <i className={`fas fa-${e.icon} mr-1`} aria-hidden="true" />
                  {t(e.label)}
                </Link>{' '}
                <span className="text-down-01">({t(e.section)})</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Page>
  );
}
