/** The ANP (Agência Nacional do Petróleo) reseller files: CSV in three layouts, without coordinates in most. */
import { describeValue, InputError } from '../core/input/validate.ts';
import { parseCsv } from './csv.ts';
import { brDate, normName, parseNumber, type RawRow } from './rows.ts';

/**
 * The ANP files, in the three layouts seen: the cadastral registry of GLP resellers
 * (CODIGOISIMP…DATAVINCULACAO, referenced-norms.md), the price survey as published (one row
 * per collection: rows of a CNPJ are merged) and its normalised one-row-per-CNPJ extract
 * (shared/data, with empty latitude/longitude for later geocoding).
 */
export function readAnpRows(text: string, file: string): { rows: RawRow[]; merged: number } {
  const t = parseCsv(text);
  const H = t.header.map((h) => normName(h));
  const col = (...names: string[]) => {
    for (const n of names) {
      const i = H.indexOf(normName(n));
      if (i >= 0) return i;
    }
    return -1;
  };
  const get = (cells: string[], i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
  const cadastral = col('CODIGOISIMP', 'RAZAOSOCIAL') >= 0;
  const raw = col('Regiao - Sigla') >= 0;
  const c = {
    cnpj: col('CNPJ', 'CNPJ da Revenda', 'cnpj'),
    name: col('RAZAOSOCIAL', 'Revenda', 'revenda'),
    street: col('ENDERECO', 'Nome da Rua', 'logradouro'),
    number: col('Numero Rua', 'numero'),
    complement: col('COMPLEMENTO', 'complemento'),
    district: col('BAIRRO', 'bairro'),
    cep: col('CEP', 'cep'),
    uf: col('UF', 'Estado - Sigla', 'uf'),
    municipality: col('MUNICIPIO', 'municipio'),
    ibge: col('ibge_code', 'codigo_ibge', 'cod_ibge'),
    distributor: col('DISTRIBUIDORA', 'Bandeira', 'bandeira'),
    cls: col('CLASSE'),
    authorisation: col('AUTORIZACAO'),
    isimp: col('CODIGOISIMP'),
    published: col('DATAPUBLICACAO'),
    linked: col('DATAVINCULACAO'),
    products: col('Produto', 'produtos'),
    collected: col('Data da Coleta', 'datas_coleta'),
    lat: col('latitude', 'lat'),
    lon: col('longitude', 'lon'),
  };
  if (c.cnpj < 0 || c.name < 0)
    throw InputError.of(
      `${file}: header`,
      JSON.stringify(t.header.slice(0, 6).join(t.delimiter)),
      'an ANP reseller file (CNPJ and RAZAOSOCIAL or Revenda columns)',
    );
  const layout = cadastral
    ? 'ANP cadastro de revendedores de GLP'
    : raw
      ? 'ANP Levantamento de Preços (bruto)'
      : 'ANP Levantamento de Preços (extrato)';
  const byCnpj = new Map<string, RawRow>();
  const rows: RawRow[] = [];
  let merged = 0;
  for (const { line, cells } of t.rows) {
    const cnpj = get(cells, c.cnpj);
    const product = get(cells, c.products);
    if (raw && cnpj !== '') {
      const prev = byCnpj.get(cnpj);
      if (prev) {
        // The raw survey repeats a reseller once per collection and product: one place.
        const products = new Set(
          String(prev.props.products ?? '')
            .split('|')
            .filter(Boolean),
        );
        if (product) products.add(product);
        prev.props.products = [...products].join('|');
        merged++;
        continue;
      }
    }
    const address = [get(cells, c.street), get(cells, c.number), get(cells, c.complement)].filter(Boolean).join(', ');
    const props: Record<string, unknown> = {
      name: get(cells, c.name),
      cnpj,
      externalId: cnpj,
      address,
      district: get(cells, c.district),
      cep: get(cells, c.cep),
      uf: get(cells, c.uf),
      municipio: get(cells, c.municipality),
      products: product,
      anpLayout: layout,
    };
    if (c.ibge >= 0) props.ibge_code = get(cells, c.ibge);
    if (c.distributor >= 0 && get(cells, c.distributor)) props.distributor = get(cells, c.distributor);
    if (c.cls >= 0 && get(cells, c.cls)) {
      props.anpClass = get(cells, c.cls);
      const m = /classe\s+([IVX]+|especial)/i.exec(get(cells, c.cls));
      if (m) props.nbrClass = (m[1] as string).toUpperCase() === 'ESPECIAL' ? 'Especial' : (m[1] as string).toUpperCase();
    }
    if (c.authorisation >= 0 && get(cells, c.authorisation)) props.anpAuthorisation = get(cells, c.authorisation);
    if (c.isimp >= 0 && get(cells, c.isimp)) props.anpIsimp = get(cells, c.isimp);
    if (c.published >= 0 && get(cells, c.published)) props.anpPublishedOn = brDate(get(cells, c.published));
    if (c.linked >= 0 && get(cells, c.linked)) props.anpLinkedOn = brDate(get(cells, c.linked));
    if (c.collected >= 0 && get(cells, c.collected)) props.surveyedOn = get(cells, c.collected);
    // Products other than GLP (diesel, GNV, gasoline) make a fuel station; GLP alone or with them, an outlet.
    const prods = product.toUpperCase();
    props.category = cadastral || prods === '' || prods.includes('GLP') ? 'glp-outlet' : 'fuel-station';
    const problems: { field: string; found: string; expected: string }[] = [];
    let geometry: unknown = null;
    if (c.lat >= 0 && c.lon >= 0) {
      const lat = parseNumber(get(cells, c.lat), t.delimiter);
      const lon = parseNumber(get(cells, c.lon), t.delimiter);
      if (lat !== null && lon !== null && !Number.isNaN(lat) && !Number.isNaN(lon)) geometry = { type: 'Point', coordinates: [lon, lat] };
      else if (lat !== null || lon !== null)
        problems.push({
          field: 'latitude/longitude',
          found: `${describeValue(get(cells, c.lat))}/${describeValue(get(cells, c.lon))}`,
          expected: 'both numbers, or both empty',
        });
    }
    if (cells.length !== t.header.length)
      problems.push({ field: 'columns', found: `${cells.length} cells`, expected: `${t.header.length} (as in the header)` });
    const row: RawRow = { line, label: `line ${line}`, props, geometry };
    if (problems.length > 0) row.readProblems = problems;
    if (raw && cnpj !== '') byCnpj.set(cnpj, row);
    rows.push(row);
  }
  return { rows, merged };
}
