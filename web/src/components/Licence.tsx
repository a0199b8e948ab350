/** A licence's state as the public reads it, and its tag. */
import type { Schemas } from '../api/client.ts';
import { useI18n } from '../i18n/I18n.tsx';

export type PublicLicence = Schemas['PublicLicence'];
export type LicenceState = 'valid' | 'suspended' | 'revoked' | 'expired';

/**
 * Cassada and suspensa come from the licence's status; vencida from its status or its date —
 * `valid` is the server's "active and not expired on the day of the query".
 */
export function licenceState(l: PublicLicence): LicenceState {
  if (l.status === 'revoked') return 'revoked';
  if (l.status === 'suspended') return 'suspended';
  if (l.status === 'expired' || !l.valid) return 'expired';
  return 'valid';
}

export function StateTag({ licence }: { licence: PublicLicence }) {
  const { t } = useI18n();
  const s = licenceState(licence);
  return <span className={`br-tag glp-state glp-state-${s}`}>{t(`licence.state.${s}`)}</span>;
}
