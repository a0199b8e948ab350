/**
 * Who is signed in: the session cookie is HttpOnly (the page never sees it), so the page asks
 * /api/auth/session once and keeps the answer. Signing in and out go through the API; screens
 * for each role read `user.roles` from here.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, api, csrfToken, type Schemas } from '../api/client.ts';

export type User = Schemas['Session']['user'];

export type SignInResult = { ok: true; user: User } | { ok: false; status: number; retryAfter: number | null; detail: string | null };

export interface Session {
  /** undefined while the first check runs. */
  user: User | null | undefined;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
}

const Ctx = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => {
    // The CSRF cookie exists only while a browser session does: without it, nobody is signed in
    // (and asking would only earn a 401).
    if (!csrfToken()) {
      setUser(null);
      return;
    }
    let live = true;
    api.GET('/api/auth/session').then(
      ({ data }) => {
        if (live) setUser(data?.user ?? null);
      },
      () => {
        if (live) setUser(null);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInResult> => {
    const { data, error, response } = await api.POST('/api/auth/login', { body: { email, password } });
    if (data) {
      setUser(data.user);
      return { ok: true, user: data.user };
    }
    const retry = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
      detail: error && typeof error === 'object' && 'detail' in error ? String(error.detail) : null,
    };
  }, []);

  const signOut = useCallback(async () => {
    const { response } = await api.POST('/api/auth/logout');
    // 204 signed out; 401 already signed out (the session expired): the page follows either way.
    if (!response.ok && response.status !== 401) throw new ApiError(response.status, null);
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useSession(): Session {
  const v = useContext(Ctx);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
}
