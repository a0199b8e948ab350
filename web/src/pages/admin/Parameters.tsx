/**
 * Parameters with their dated values (/admin/parametros), per law pack, read-only: each
 * parameter's description, unit, the relation the law requires, and every value with the date
 * range it holds and the article that sets it. Changing a value is changing the law pack (a
 * reviewed commit), not a screen: docs/law-packs.md.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { rulesOf } from '../../api/laws.ts';
import { municipalities } from '../../api/municipalities.ts';
import { MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Page } from '../../components/Page.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';

export function Parameters() {
  const { t, date, value, lang } = useI18n();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState('');
  useEffect(() => {
    if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(munis.data[0].id);
  }, [municipality, munis]);
  const rules = useAsync(municipality ? (signal) => rulesOf(municipality, signal) : null, [municipality]);
  return (
    <Page title={t('nav.parameters')} crumbs={[{ label: t('menu.admin') }]} lead={t('params.lead')}>
      {munis.state === 'ok' && (
        <MunicipalitySelect id="params-municipality" value={municipality} onChange={setMunicipality} items={munis.data} />
      )}
      {municipality && (
        <p>
          <Link to={`/leis/${municipality}`}>{t('params.lawLink')}</Link>
        </p>
      )}
      {rules.state === 'loading' && <Loading />}
      {rules.state === 'error' && <LoadError error={rules.error} retry={rules.reload} />}
      {rules.state === 'ok' && (
        <ScrollTable label={t('nav.parameters')}>
          <thead>
            <tr>
              <th scope="col">{t('params.parameter')}</th>
              <th scope="col">{t('params.value')}</th>
              <th scope="col">{t('params.from')}</th>
              <th scope="col">{t('params.to')}</th>
              <th scope="col">{t('params.citation')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.data.parameters.flatMap((p) =>
              p.values.map((v, i) => (
                <tr key={`${p.id}-${v.from}`}>
                  {i === 0 && (
                    <td rowSpan={p.values.length}>
                      {p.description[lang]}
                      <span className="glp-muted glp-block">
                        <code>{p.id}</code>
                        {p.required ? ` (${p.required})` : ''}
                      </span>
                    </td>
                  )}
                  <td>{value(v.value, p.unit)}</td>
                  <td>{date(v.from)}</td>
                  <td>{v.to ? date(v.to) : t('params.open')}</td>
                  <td>{v.citation}</td>
                </tr>
              )),
            )}
          </tbody>
        </ScrollTable>
      )}
    </Page>
  );
}
