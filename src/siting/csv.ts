/**
 * CSV reading and writing (RFC 4180: quotes, doubled quotes, line breaks inside quotes),
 * with the delimiter detected from the header (',' or ';' — Brazilian open data, the ANP
 * files among them, use ';' and a UTF-8 byte-order mark). Every record keeps the line it
 * starts on, so a bad row is reported by its line in the file.
 */

export interface CsvTable {
  delimiter: string;
  header: string[];
  /** Data records with the 1-based line each starts on (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

export function detectDelimiter(firstLine: string): ',' | ';' | '\t' {
  const count = (ch: string) => {
    let n = 0;
    let quoted = false;
    for (const c of firstLine) {
      if (c === '"') quoted = !quoted;
      else if (!quoted && c === ch) n++;
    }
    return n;
  };
  const semi = count(';');
  const comma = count(',');
  const tab = count('\t');
  if (tab > semi && tab > comma) return '\t';
  return semi > comma ? ';' : ',';
}

export function parseCsv(textIn: string, delimiter?: string): CsvTable {
  const text = textIn.charCodeAt(0) === 0xfeff ? textIn.slice(1) : textIn;
  const firstBreak = text.search(/\r?\n/);
  const delim = delimiter ?? detectDelimiter(firstBreak < 0 ? text : text.slice(0, firstBreak));
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let i = 0;
  const n = text.length;
  let atRecordStart = true;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is not a record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: startLine, cells });
    cells = [];
    cell = '';
    atRecordStart = true;
  };
  while (i < n) {
    const c = text[i] as string;
    if (atRecordStart) {
      startLine = line;
      atRecordStart = false;
    }
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (c === '\n') line++;
      cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      i++;
      continue;
    }
    if (c === delim) {
      cells.push(cell);
      cell = '';
      i++;
      continue;
    }
    if (c === '\r' && text[i + 1] === '\n') {
      i++;
      continue;
    }
    if (c === '\n') {
      endRecord();
      line++;
      i++;
      continue;
    }
    cell += c;
    i++;
  }
  if (!atRecordStart || cell !== '' || cells.length > 0) endRecord();
  const [head, ...rows] = records;
  return { delimiter: delim, header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

function quote(v: string, delim: string): string {
  return /["\r\n]/.test(v) || v.includes(delim) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function formatCsv(header: readonly string[], rows: Iterable<readonly (string | number | null | undefined)[]>, delim = ','): string {
  const lines = [header.map((h) => quote(h, delim)).join(delim)];
  for (const r of rows) lines.push(r.map((v) => (v === null || v === undefined ? '' : quote(String(v), delim))).join(delim));
  return `${lines.join('\r\n')}\r\n`;
}
