/**
 * No English inside a Portuguese line (docs/adr/0015): the pt-BR help of every command, the
 * refusals of the store and the use cases (each error class, in both languages), the API's
 * problem `detail` for them (pt with Accept-Language: pt, English by default), and the field
 * problems' phrases the use cases write, through the one table src/core/input/phrases-pt.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { problemBody, toHttpProblem } from '../src/api/problem.ts';
import { LicensingInputError, NotIssuable } from '../src/app/licensing.ts';
import { COMMANDS } from '../src/cli/main.ts';
import { phrasePt } from '../src/core/input/phrases-pt.ts';
import type { Lang, Text } from '../src/core/types.ts';
import { Duplicate, Forbidden, InvalidData, InvalidState, NotFound, VersionConflict } from '../src/domain/errors.ts';
import { checkClosureInForce, StateConflict } from '../src/enforcement/escalation.ts';
import { documentMachine, dueProcessMachine, holdMachine, licenceMachine, opinionMachine } from '../src/licensing/machines.ts';
import { type StepRefused, step } from '../src/licensing/state-machine.ts';
import { checkOfficial, lonLat, text } from '../src/store/sql/values.ts';
import { glp } from './support/cli.ts';
import { assertErrorsInBoth } from './support/problem-errors.ts';

/**
 * Common English words that a Portuguese sentence does not have. Option names, values and ids
 * (--i-know-these-passwords-are-public, "due or none", state ids) are taken out first: they are
 * what the user types, the same in both languages.
 */
const ENGLISH = /\b(the|with|makes|each|then|see|is|are|of|and|cannot|must|needs|not|from|expected|found)\b/i;
const words = (s: string) =>
  s
    .replace(/--[\w-]+/g, '')
    .replace(/[\w-]+(\|[\w-]+)+/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '');

function assertPortuguese(s: string, what: string): void {
  const m = ENGLISH.exec(words(s));
  assert.equal(m, null, `${what}: English word "${m?.[0]}" in the Portuguese text: ${s}`);
}

describe('pt help has no English line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-pt-help-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const run = (argv: string[]) => glp(argv, { cwd: dir, env: { GLP_DATA_DIR: join(dir, 'data') } });
  // Every command, and the subcommands whose usage is their own.
  const asked = [...Object.keys(COMMANDS).map((c) => [c]), ['places', 'import'], ['places', 'export'], ['places', 'update']];
  for (const argv of asked) {
    test(`glp ${argv.join(' ')} --help`, async () => {
      const r = await run([...argv, '--help']);
      assert.equal(r.code, 0, r.err);
      for (const line of r.out.split('\n')) assertPortuguese(line, `glp ${argv.join(' ')} --help`);
    });
  }
  test('the check catches the notes that were English (glp licensing --help before 03/12/2026)', () => {
    assert.throws(() =>
      assertPortuguese(
        '  (each with [--format text|json] [--data DIR]; GLP_PUBLIC_URL makes the licence’s verification link absolute)',
        'x',
      ),
    );
    assert.throws(() => assertPortuguese('(Vitória da Conquista art. 26 II: the Mayor decides suspension and revocation)', 'x'));
  });
});

/** A refusal of each class, caught where it is thrown. */
function caught(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('nothing thrown');
}

const applicant = { userId: 'u', municipality: 'belem-pa', roles: ['applicant' as const], requestId: 'r' };
// The ids of states, acts and roles are what programs read; a person reading Portuguese reads their names.
const RAW_IDS =
  /(?<![\w-])(suspend|suspended|revoke|revoked|reinstate|interdict|interdicted|active|expired|submitted|under-review|approved|withdrawn|draft|pending|accepted|rejected|requested|favourable|unfavourable|changes-requested|notified|defence-filed|upheld|dismissed|in-force|lifted|held|released|licensing-officer|reviewer|inspector|applicant|fire-brigade)(?![\w-])/;

const SAMPLES: [string, Error & { text: Text }][] = [
  ['NotFound', new NotFound('licence', 'L-1')],
  ['VersionConflict', new VersionConflict('application', 'A-1', 3, 4)],
  ['Duplicate', new Duplicate('user', 'email')],
  ['InvalidData (store: a NUL character)', caught(() => text('name', 'a\u0000b')) as InvalidData],
  ['InvalidData (store: coordinates)', caught(() => lonLat('at', [200, 0])) as InvalidData],
  [
    'Forbidden (store: officials only)',
    caught(() => checkOfficial(applicant, { pt: 'emitir licenças', en: 'issue licences' })) as Forbidden,
  ],
  ['StepRefused (state)', caught(() => step(licenceMachine, 'suspended', 'suspend', ['licensing-officer'])) as StepRefused],
  ['StepRefused (role)', caught(() => step(licenceMachine, 'active', 'suspend', ['inspector'])) as StepRefused],
  ['StepRefused (due process)', caught(() => step(dueProcessMachine, 'upheld', 'dismiss', ['licensing-officer'])) as StepRefused],
  ['StepRefused (opinion)', caught(() => step(opinionMachine, 'favourable', 'request-changes', ['reviewer'])) as StepRefused],
  ['StepRefused (document)', caught(() => step(documentMachine, 'accepted', 'accept', ['reviewer'])) as StepRefused],
  ['StepRefused (hold)', caught(() => step(holdMachine, 'released', 'release', ['licensing-officer'])) as StepRefused],
  ['LicensingInputError (a licence in a state)', new LicensingInputError('replaces', 'a licence revoked', 'an active licence')],
  ['LicensingInputError (an item in a state)', new LicensingInputError('id', 'a decision issued', 'a denial decision')],
  ['StateConflict (a closure no longer in force)', caught(() => checkClosureInForce('lifted')) as StateConflict],
  [
    'NotIssuable (Cannot issue)',
    new NotIssuable([
      {
        kind: 'hold',
        id: 'h1',
        state: 'open',
        message: 'Pendência aberta: laudo.',
        text: { pt: 'Pendência aberta: laudo.', en: 'Open hold: laudo.' },
      },
    ]),
  ],
  [
    'StateConflict',
    new StateConflict({ pt: 'o auto de infração está cancelado', en: 'the notice is cancelled' }, 'status', 'cancelled', 'issued'),
  ],
];

describe('the refusals carry their words in both languages', () => {
  for (const [name, e] of SAMPLES) {
    test(name, () => {
      assert.equal(e.message, e.text.en, 'message is the English');
      assert.notEqual(e.text.pt, e.text.en);
      assertPortuguese(e.text.pt, name);
    });
  }
  test('Cannot issue: "Não é possível emitir: …" and the items as the checklist says them', () => {
    const e = SAMPLES.find(([n]) => n.startsWith('NotIssuable'))?.[1] as NotIssuable;
    assert.equal(e.text.pt, 'Não é possível emitir: Pendência aberta: laudo.');
    assert.equal(e.text.en, 'Cannot issue: Open hold: laudo.');
  });
  test('StepRefused names the act, the states and the roles as people say them; the ids stay in its fields', () => {
    const e = SAMPLES.find(([n]) => n === 'StepRefused (state)')?.[1] as StepRefused;
    assert.equal(e.text.pt, 'licença: não é possível suspender uma licença suspensa (só é possível com uma licença vigente)');
    assert.equal(e.text.en, 'licence: cannot suspend a licence that is suspended (possible only when it is active)');
    assert.deepEqual([e.action, e.state, e.expected], ['suspend', 'suspended', 'active']);
    const r = SAMPLES.find(([n]) => n === 'StepRefused (role)')?.[1] as StepRefused;
    assert.equal(r.text.pt, 'licença: os seus perfis não permitem suspender uma licença (cabe a: servidor do licenciamento)');
    assert.equal(r.expected, 'licensing-officer');
  });
  test('no state, act or role id inside a Portuguese refusal', () => {
    for (const [name, e] of SAMPLES) assert.doesNotMatch(e.text.pt, RAW_IDS, name);
  });
});

describe('the API renders them: detail in the language asked, type/status/errors[] the same', () => {
  const render = (e: Error, lang: Lang) => {
    const p = toHttpProblem(e);
    assert.ok(p, e.name);
    return problemBody(p.kind, p.text ?? p.message, '/x', 'req-1', p.errors, p.extra, lang);
  };
  const refusals: Error[] = [
    new NotFound('licence', 'L-1'),
    new Forbidden({ pt: 'Exigências são abertas por servidores da prefeitura.', en: 'Holds are opened by officials.' }),
    new InvalidState({ pt: 'O pacote de lei de x não está mais disponível.', en: 'The law pack of x is no longer available.' }),
    caught(() => text('name', 'a\u0000b')),
    new Duplicate('user', 'email'),
    new VersionConflict('application', 'A-1', 3, 4),
    new NotIssuable([]),
  ];
  for (const e of refusals) {
    test(`${e.constructor.name}: ${e.message}`, () => {
      const pt = render(e, 'pt');
      const en = render(e, 'en');
      assert.equal(en.detail, toHttpProblem(e)?.message);
      assert.equal(typeof pt.detail, 'string');
      assert.notEqual(pt.detail, en.detail);
      assertPortuguese(pt.detail as string, e.constructor.name);
      assert.deepEqual([pt.type, pt.status], [en.type, en.status]);
      assertErrorsInBoth(pt.errors, en.errors);
    });
  }
  test('a field error of a use case: "campo X: encontrado …; esperado …" with the phrases in pt-BR', () => {
    const e = new LicensingInputError('validUntil', 'nothing', 'the validity end of fire-brigade-licence (it expires)');
    assert.equal(
      render(e, 'pt').detail,
      'campo validUntil: encontrado nada; esperado a data de fim da validade de fire-brigade-licence (o documento vence)',
    );
    assert.equal(render(e, 'en').detail, 'validUntil: found nothing, expected the validity end of fire-brigade-licence (it expires)');
    // errors[] stays English, for programs; in Portuguese it also says them for a person.
    assert.deepEqual(render(e, 'pt').errors, [
      {
        field: 'validUntil',
        found: 'nothing',
        expected: 'the validity end of fire-brigade-licence (it expires)',
        foundText: 'nada',
        expectedText: 'a data de fim da validade de fire-brigade-licence (o documento vence)',
      },
    ]);
    // The CLI says the same field problem from the same table.
    assert.equal(e.text.pt, 'validUntil: encontrado nada, esperado a data de fim da validade de fire-brigade-licence (o documento vence)');
  });
});

describe('the field problems the use cases write are in the one phrase table', () => {
  // What src/app, src/licensing and src/enforcement say a field expected (a sample of each kind).
  const phrases = [
    'the validity end of fire-brigade-licence (it expires)',
    'on or after validFrom (01/01/2026)',
    'on or after issuedOn (01/01/2026)',
    'a date on or before today (03/12/2026): a survey already made',
    'a year no later than the one after the list was received (15/01/2026)',
    'a date before --date (01/01/2026)',
    'on or after 01/02/2026',
    'the reason for rejecting the document',
    'the grounds of an opinion that is not favourable',
    'the grounds of the denial (nothing is missing)',
    'a licence issued through a licensing procedure',
    'an active licence',
    'an active licence (a suspended one is renewed once reinstated)',
    'a licence suspended',
    'a licence revoked',
    'a denial decision',
    'a decision issued',
    'a hold',
    'a PDF, JPEG or PNG file',
    'a file that is not PDF, JPEG or PNG (first bytes)',
    'the law of this municipality provides no interdict (sanctions: suspend, revoke)',
    'nothing: the licensing officer decides this sanction here',
    'the kind of act, e.g. Decreto or Despacho',
    'the number of the act, e.g. 1.234/2026',
    'a date from the notice (01/02/2026) to the decision recorded (03/03/2026)',
    'a date the case may be decided on: the defence term runs until 22/05/2026 inclusive (decision asked on 20/05/2026)',
    'the administration’s opinion (parecer) the Prefeito followed: its reference or summary',
    'a unit of Lei 709/1993 (e.g. art2)',
    'the sha256 of a photo stored with POST /api/photos',
    'none: this law provides no closure order',
    'a rule on this establishment’s checklist',
    'the id of a closure order',
    'a closure under a law that provides revocation',
    'an establishment without a closure in force',
    'an establishment with an alvará',
    'on or before 01/03/2026',
    'a value the store refuses',
    'a value another record has',
    'a unique email',
    'an application submitted',
    'a date the case may be decided on: the case is already upheld',
    'conforms: the recorded facts make Lei 3.036/2016, art. 5º violated (record the facts that differ: none)',
    'a date on or after 26/07/2011, when the law came into force',
    'none: this law provides no seizure',
    'what this law lets be seized: vehicles (Lei 1.761/2000, art. 14, § 3º)',
    'an activity Lei de Belém de 16/01/2012 regulates: glp-resale, residence',
    'the item the law gives to Lei de Salvador de 26/07/2011, art. 7º: art15-III',
    'a unit with a penalty of this law: it sets none of its own for Lei de Salvador de 26/07/2011, art. 4º, parágrafo único',
    'a unit the law punishes — it sets penalties only for: art6-par2 (Lei de Belém de 16/01/2012, art. 6º)',
  ];
  for (const en of phrases) {
    test(en, () => {
      const pt = phrasePt(en);
      assert.notEqual(pt, en, 'not in the table');
      assertPortuguese(pt, en);
      assert.doesNotMatch(pt, RAW_IDS, 'a state, act or role id inside the Portuguese');
    });
  }
  test('the states and acts by name', () => {
    assert.equal(phrasePt('a licence suspended'), 'uma licença suspensa');
    assert.equal(phrasePt('a decision issued'), 'uma decisão de emissão');
    assert.equal(phrasePt('an application withdrawn'), 'um pedido retirado');
    assert.equal(
      phrasePt('the law of this municipality provides no interdict (sanctions: suspend, revoke)'),
      'a lei deste município não prevê interdição (sanções: suspensão, cassação)',
    );
    assert.equal(
      phrasePt('a date the case may be decided on: the case is already dismissed'),
      'uma data em que o processo possa ser decidido: o processo já foi decidido (arquivado)',
    );
  });
  test('every "expected" of InputError.of in src/ is in the table (glp complaints status 123 said "esperado a protocol such as …")', () => {
    // A literal, a module constant (glp sound-check --at ontem said "esperado dd/mm/aaaa HH:MM or …"), or a
    // template whose holes are constants or values: a hole is tried with a few sample values, since the
    // table's patterns ask digits, quotes or words there.
    const found: string[] = [];
    const templates: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
          const source = readFileSync(path, 'utf8');
          const constants = new Map([...source.matchAll(/const ([A-Z_]+) =\s*'([^']+)';/g)].map((m) => [m[1], m[2] as string]));
          for (const m of source.matchAll(/InputError\.of\([^;]*?,\s*('[^']+'|`[^`]*`|[A-Z_]+)\s*\)/g)) {
            const arg = m[1] as string;
            if (arg.startsWith("'")) found.push(arg.slice(1, -1));
            else if (arg.startsWith('`'))
              templates.push(arg.slice(1, -1).replace(/\$\{([A-Z_]+)\}/g, (hole, c: string) => constants.get(c) ?? hole));
            else found.push(constants.get(arg) ?? `${path}: constant ${arg} not found`);
          }
        }
      }
    };
    walk(join(import.meta.dirname, '..', 'src'));
    assert.ok(found.length >= 40, `only ${found.length} found: the scan no longer sees the calls`);
    assert.ok(templates.length >= 20, `only ${templates.length} templates found: the scan no longer sees them`);
    const untranslated = [...new Set(found)].filter((en) => phrasePt(en) === en);
    assert.deepEqual(untranslated, []);
    for (const en of new Set(found)) assertPortuguese(phrasePt(en), en);
    const samples = ['7', '"x"', 'belem-pa', '01/01/2020', 'a, b'];
    const filled = (t: string) => samples.map((v) => t.replace(/\$\{[^}]*\}/g, v));
    assert.deepEqual(
      templates.filter((t) => filled(t).every((en) => phrasePt(en) === en)),
      [],
    );
  });
  test("a parser's message over two lines is still translated", () => {
    assert.equal(
      phrasePt('invalid JSON (Unexpected token \'v\', "vm\n" is not valid JSON)'),
      'JSON inválido (Unexpected token \'v\', "vm\n" is not valid JSON)',
    );
  });
  test('a date found reads dd/mm/aaaa; a quoted text (what was typed) stays as typed', () => {
    assert.equal(phrasePt('2012-01-15'), '15/01/2012');
    assert.equal(phrasePt('"2026-02-30"'), '"2026-02-30"');
    assert.equal(phrasePt('2012-01-15T10:00'), '2012-01-15T10:00');
  });
});

describe('a refusal no command caught: exit 2, in the run’s language (src/cli/main.ts)', () => {
  const name = 'test-refusal';
  before(() => {
    COMMANDS[name] = [
      'a command that meets a refusal of the store',
      async () => async () => {
        throw new InvalidData('validTo', { pt: 'precisa ser posterior a validFrom', en: 'must be after validFrom' });
      },
    ];
  });
  after(() => {
    delete COMMANDS[name];
  });
  test('pt-BR by default, English with --lang en; not an internal error', async () => {
    const pt = await glp([name]);
    assert.deepEqual([pt.code, pt.err], [2, 'glp test-refusal: validTo: precisa ser posterior a validFrom\n']);
    const en = await glp([name, '--lang', 'en']);
    assert.deepEqual([en.code, en.err], [2, 'glp test-refusal: validTo: must be after validFrom\n']);
  });
});
