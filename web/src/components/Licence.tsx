/** A licence's state as the public reads it, and its tag. */
import type { Schemas } from '../api/client.ts';
import { useI18n } from '../i18n/I18n.tsx';

export type PublicLicence = Schemas['PublicLicence'];
export type LicenceState = 'valid' | 'notYet' | 'suspended' | 'revoked' | 'expired';

/**
 * Cassada and suspensa come from the licence's status; vencida from its status or its date —
 * `valid` is the server's "active and not expired on the day of the query".
 */
export function licenceState(l: PublicLicence): LicenceState {
  if (l.status === 'revoked') return 'revoked';
  if (l.status === 'suspended') return 'suspended';
  // Dated after today: not yet in force (the server's `valid` is false), not "vencida".
  if (l.status === 'active' && !l.valid && l.issuedOn > localDay(new Date())) return 'notYet';
  if (l.status === 'expired' || !l.valid) return 'expired';
  return 'valid';
}

/** The local calendar day of an instant, YYYY-MM-DD (this device's calendar). */
export function localDay(d: Date): string {
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function StateTag({ licence }: { licence: PublicLicence }) {
  const { t } = useI18n();
  const s = licenceState(licence);
  return <span className={`br-tag glp-state glp-state-${s}`}>{t(`licence.state.${s}`)}</span>;
}
