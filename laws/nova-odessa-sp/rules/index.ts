/** Nova Odessa — every rule, in the order of the law. */
import type { RuleDef } from '../../../src/core/pack.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { art3To4Rules } from './art03-04.ts';
import { art5To6Rules } from './art05-06.ts';
import { art5RequestedClass } from './art05-requested-class.ts';
import { art7Rules } from './art07.ts';
import { art7ClassSign } from './art07-sign.ts';
import { art8To9Rules } from './art08-09.ts';
import { art12To13Rules } from './art12-13.ts';
import { art13Par3To5Rules } from './art13-par3-5.ts';
import { art13To14MobileRules } from './art13-14-mobile.ts';
import { art14Rules } from './art14.ts';
import { art15To16Rules } from './art15-16.ts';
import { TRANSITION } from './common.ts';

/** Art. 21 defers every violation of an establishment existing at publication (pack transition 'all'). */
export const novaOdessaRules: RuleDef<NovaOdessaInput>[] = [
  ...art3To4Rules,
  ...art5To6Rules,
  art5RequestedClass,
  ...art7Rules,
  art7ClassSign,
  ...art8To9Rules,
  ...art12To13Rules,
  ...art13Par3To5Rules,
  // Arts. 13 § 5º, 14 caput and § 1º for a mobile post: on each of its vehicles.
  ...art13To14MobileRules,
  ...art14Rules,
  ...art15To16Rules,
].map((r) => (r.exceptions ? r : { ...r, exceptions: TRANSITION }));
