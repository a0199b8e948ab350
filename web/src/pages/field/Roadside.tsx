/**
 * The roadside vehicle check (/campo/veiculo): type the plate → licensed or not, for which
 * outlet, and what is wrong under the municipality's law, each problem cited. Below, what the
 * inspector sees (the vehicle's type, who owns it, the law's yes/no facts as simple choices)
 * checks the vehicle again with those facts (nothing is stored). The observed facts are kept in
 * this browser as they are set, and a check asked without a network is sent when it is back.
 * Facts and their values are named from the municipality's input schema (the server's catalog:
 * `x-labels`, `x-enum-labels`): the law's words, "bicicleta", "em posse mediante contrato"; a
 * yes/no fact keeps the screen's question where it has one ("Usa buzina para anunciar a venda?").
 */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { inputSchema } from '../../api/applications.ts';
import { ApiError } from '../../api/client.ts';
import { type RoadsideCheck, roadsideCheck, roadsideObserved } from '../../api/field.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { describedBy, Field, MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { choiceLabel, factLabel, fieldLabel, type JsonSchema } from '../../lib/facts.ts';
import { missingVehicleFact, observableVehicleFacts, observedPayload, vehiclePath } from '../../lib/observed.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { useOutbox } from '../../lib/useOutbox.ts';
import { SignInFirst } from '../SignInFirst.tsx';
import { roadsideNoticeLink, violatedUnits } from './RoadsideNotice.tsx';
import { showCnpj } from '../../lib/cnpj.ts';

/** ABC1234 or Mercosul ABC1D23; hyphen, spaces and case ignored (as the API reads it). */
export function normalisePlate(s: string): string {
  return s.replace(/[\s-]/g, '').toUpperCase();
}
const PLATE = /^[A-Z]{3}\d[A-Z0-9]\d{2}$/;

interface Observation {
  plate: string;
  facts: Record<string, string>;
}

function Answer({ r, schema, municipality }: { r: RoadsideCheck; schema: JsonSchema | null; municipality: string }) {
  const { t, date, code, lang } = useI18n();
  const notice = r.outlet && violatedUnits(r).length > 0 ? roadsideNoticeLink(municipality, r) : null;
  return (
    <section className="glp-section" aria-labelledby="roadside-answer">
      <h2 id="roadside-answer">{t('roadside.answer', { plate: r.plate })}</h2>
      {/* Licensed and still breaking the law (a bicycle in Belém, art. 6): the headline says both. */}
      <p
        className={`glp-verdict ${!r.licensed ? 'glp-verdict-bad' : r.problems.length > 0 ? 'glp-verdict-warn' : 'glp-verdict-ok'}`}
        role="status"
      >
        <i
          className={`fas ${!r.licensed ? 'fa-times-circle' : r.problems.length > 0 ? 'fa-exclamation-triangle' : 'fa-check-circle'} mr-1`}
          aria-hidden="true"
        />
        {!r.licensed
          ? r.registered
            ? t('roadside.notLicensed')
            : t('roadside.unknown')
          : r.problems.length > 0
            ? t('roadside.licensedWithProblems')
            : t('roadside.licensed')}
      </p>
      {r.outlet && (
        <p>
          <strong>{t('roadside.outlet')}:</strong> {r.outlet.name}
          {r.outlet.cnpj ? ` (CNPJ ${showCnpj(r.outlet.cnpj)})` : ''} — {code('activity', r.outlet.activity)}
        </p>
      )}
      {r.licences.length > 0 && (
        <ul className="glp-plain-list">
          {r.licences.map((l) => (
            <li key={l.number}>
              {code('licence.kind', l.kind)} {l.number}:{' '}
              {l.expiresOn ? t('roadside.validUntil', { date: date(l.expiresOn) }) : t('roadside.validNoExpiry')}
            </li>
          ))}
        </ul>
      )}
      {r.cautions.map((c) => (
        <Message key={c} kind="warning" title={t('roadside.caution')}>
          {c}
        </Message>
      ))}
      <h3>{t('roadside.problems')}</h3>
      {r.problems.length === 0 ? (
        <p>{r.registered ? t('roadside.noProblems') : t('roadside.nothingToCheck')}</p>
      ) : (
        <ul className="glp-problems">
          {r.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {notice && (
        <p>
          {/* To the notice, carrying this check (what the inspector saw included): the outlet and the units violated. */}
          <Link className="br-button secondary glp-big-button" to={notice.to} state={notice.state}>
            <i className="fas fa-file-signature mr-1" aria-hidden="true" />
            {t('roadside.issueNotice')}
          </Link>
        </p>
      )}
      {r.check && r.check.missing.length > 0 && (
        <p className="glp-muted">
          {t('roadside.missing', {
            facts: r.check.missing.map((m) => missingVehicleFact(schema, m, lang) ?? code('fact', m)).join(', '),
          })}
        </p>
      )}
      <p className="glp-muted">{t('roadside.checkedOn', { date: date(r.date), version: r.lawPackVersion })}</p>
    </section>
  );
}

export function Roadside() {
  const { t, lang, code } = useI18n();
  const { user } = useSession();
  const munis = useAsync(() => municipalities(), []);
  const [chosen, setChosen] = useState('');
  const municipality = user?.municipality ?? chosen;
  const [plate, setPlate] = useState('');
  const [plateError, setPlateError] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useAsync(municipality && asked ? (signal) => roadsideCheck(municipality, asked, lang, signal) : null, [
    municipality,
    asked,
    lang,
  ]);
  const schema = useAsync(municipality ? (signal) => inputSchema(municipality, signal) : null, [municipality]);
  const vocabulary = schema.state === 'ok' ? schema.data : null;
  const facts = vocabulary ? observableVehicleFacts(vocabulary) : [];
  // What the vehicle is (type, ownership, counts) by the catalog's name; a yes/no fact by the
  // screen's question where it has one, else by the catalog's name (lib/facts.ts fieldLabel).
  const labelOf = (name: string, kind: string) => {
    const question = code('fact', name);
    if (kind === 'boolean') return fieldLabel(question === name ? vehiclePath(name) : question, vocabulary, vehiclePath(name), lang);
    return factLabel(vocabulary, vehiclePath(name), lang) ?? question;
  };
  const observation = useOutbox<Observation, RoadsideCheck>(
    `glp.field.observed.${municipality}`,
    { plate: '', facts: {} },
    (o) => roadsideObserved(municipality, o.plate, observedPayload(o.facts, facts), lang),
    true,
  );

  if (!user) return <SignInFirst title={t('roadside.title')} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = normalisePlate(plate);
    if (!PLATE.test(p)) {
      setPlateError(t('roadside.plateInvalid', { found: plate }));
      return;
    }
    setPlateError(null);
    setAsked(p);
    observation.reset();
  };

  const observe = (e: FormEvent) => {
    e.preventDefault();
    if (asked) observation.submit({ ...observation.draft, plate: asked });
  };

  const setFact = (name: string, value: string) =>
    observation.setDraft({ plate: asked ?? '', facts: { ...observation.draft.facts, [name]: value } });
  const st = observation.status;

  return (
    <Page title={t('roadside.title')} lead={t('roadside.lead')} crumbs={[{ label: t('field.today'), to: '/campo' }]}>
      <form className="glp-form" onSubmit={submit} noValidate>
        {!user.municipality && (
          <MunicipalitySelect
            id="roadside-municipality"
            value={chosen}
            onChange={setChosen}
            items={munis.state === 'ok' ? munis.data : []}
          />
        )}
        <Field id="roadside-plate" label={t('roadside.plate')} hint={t('registry.hintPlate')} error={plateError}>
          <input
            id="roadside-plate"
            className="glp-plate-input"
            type="text"
            value={plate}
            onChange={(e) => setPlate(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={10}
            aria-invalid={plateError !== null}
            aria-describedby={describedBy('roadside-plate', true, plateError)}
          />
        </Field>
        <div className="glp-actions">
          <button type="submit" className="br-button primary glp-big-button" disabled={!municipality}>
            <i className="fas fa-search mr-1" aria-hidden="true" />
            {t('roadside.check')}
          </button>
        </div>
      </form>
      {answer.state === 'loading' && <Loading />}
      {answer.state === 'error' && <LoadError error={answer.error} retry={answer.reload} />}
      {st.state === 'sent' ? (
        <Answer r={st.result} schema={vocabulary} municipality={municipality} />
      ) : (
        answer.state === 'ok' && <Answer r={answer.data} schema={vocabulary} municipality={municipality} />
      )}

      {answer.state === 'ok' && answer.data.registered && (
        <section className="glp-section" aria-labelledby="roadside-observed">
          <h2 id="roadside-observed">{t('roadside.observed')}</h2>
          <p>{t('roadside.observedLead')}</p>
          {schema.state === 'error' && <LoadError error={schema.error} retry={schema.reload} />}
          <form className="glp-form" onSubmit={observe} noValidate>
            {facts.map((f) =>
              f.kind === 'choice' ? (
                <Field key={f.name} id={`observed-${f.name}`} label={labelOf(f.name, f.kind)}>
                  <select
                    id={`observed-${f.name}`}
                    className="glp-select"
                    value={observation.draft.facts[f.name] ?? ''}
                    onChange={(e) => setFact(f.name, e.target.value)}
                  >
                    <option value="">{t('roadside.notSeen')}</option>
                    {f.options.map((o) => (
                      <option key={o} value={o}>
                        {choiceLabel(vocabulary, vehiclePath(f.name), o, lang) ?? code('choice', o)}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : f.kind === 'count' ? (
                <Field key={f.name} id={`observed-${f.name}`} label={labelOf(f.name, f.kind)}>
                  <input
                    id={`observed-${f.name}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={observation.draft.facts[f.name] ?? ''}
                    onChange={(e) => setFact(f.name, e.target.value)}
                  />
                </Field>
              ) : (
                <fieldset className="glp-fact glp-toggle" key={f.name}>
                  <legend>{labelOf(f.name, f.kind)}</legend>
                  <div className="glp-radios">
                    {(['', 'yes', 'no'] as const).map((v) => (
                      <div className="br-radio" key={v || 'unseen'}>
                        <input
                          id={`observed-${f.name}-${v || 'unseen'}`}
                          type="radio"
                          name={`observed-${f.name}`}
                          checked={(observation.draft.facts[f.name] ?? '') === v}
                          onChange={() => setFact(f.name, v)}
                        />
                        <label htmlFor={`observed-${f.name}-${v || 'unseen'}`}>
                          {v === '' ? t('roadside.notSeen') : v === 'yes' ? t('roadside.yes') : t('roadside.no')}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
              ),
            )}
            {st.state === 'waiting' && (
              <Message kind="warning" title={t('field.waiting')} live>
                {t('roadside.waitingHint')}
              </Message>
            )}
            {st.state === 'error' && (
              <Message kind="danger" title={t('field.refused')} live>
                {st.error instanceof ApiError ? (st.error.problem?.detail ?? st.error.message) : st.error.message}
              </Message>
            )}
            <div className="glp-actions">
              <button
                type="submit"
                className="br-button primary glp-big-button"
                disabled={st.state === 'sending' || st.state === 'waiting'}
              >
                {t('roadside.checkObserved')}
              </button>
            </div>
          </form>
        </section>
      )}
    </Page>
  );
}
