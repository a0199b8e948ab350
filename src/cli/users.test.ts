/**
 * `glp users`: the accounts from the command line. A password comes from standard input, never
 * the command line, and is refused below 10 characters (9 no, 10 yes) before anything is written;
 * the store's rules apply as through the API (a distributor's CNPJ, Lei 1.761/2000 de Nova Odessa,
 * art. 13, § 1º; a known municipality; a unique e-mail), argon2id, every change audited as "cli".
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { verifyPassword } from '../auth/password.ts';
import { openRepository } from '../store/open.ts';

const system = { userId: 'test', municipality: null, roles: ['system-admin' as const], requestId: 'test' };

describe('glp users', () => {
  const data = join(scratchDir('glp-users-'), 'db');
  const run = (args: string[], stdin?: string) => glp([...args, '--data', data], stdin === undefined ? {} : { stdin });

  it('adds an account with a password from standard input (argon2id), and lists it in pt-BR and English', async () => {
    const add = await run(
      [
        'users',
        'add',
        'Ana@Belem.example',
        '--name',
        'Ana Servidora',
        '--municipality',
        'belem-pa',
        '--roles',
        'licensing-officer,inspector',
        '--password-stdin',
      ],
      'senha-boa-10\n',
    );
    assert.equal(add.code, 0, add.err);
    assert.match(
      add.out,
      /^conta criada: ana@belem\.example {2}Ana Servidora — belem-pa — servidor do licenciamento, fiscal — ativa, desde \d\d\/\d\d\/\d{4}$/m,
    );
    const repo = await openRepository({ dataDir: data });
    try {
      const u = await repo.findUserByEmail('ana@belem.example');
      assert.ok(u?.passwordHash?.startsWith('$argon2id$'), u?.passwordHash ?? 'no hash');
      assert.equal(await verifyPassword(u?.passwordHash as string, 'senha-boa-10'), true, 'the newline is not part of the password');
      const audit = await repo.listAudit(system, { limit: 20, offset: 0 });
      assert.ok(audit.items.some((a) => a.action === 'user.create' && a.actorId === 'cli'));
    } finally {
      await repo.close();
    }
    const atlantis = await run(['users', 'list', 'atlantis-xx']);
    assert.equal(atlantis.code, 2, 'an unknown municipality is refused, not "nenhuma conta"');
    assert.match(atlantis.err, /MUNICIPALITY: encontrado "atlantis-xx", esperado um de .*belem-pa/);
    assert.match((await run(['users', 'list', 'salvador-ba'])).out, /^nenhuma conta$/m);
    const en = await run(['users', 'list', 'belem-pa', '--lang', 'en']);
    assert.equal(en.code, 0, en.err);
    assert.match(en.out, /^ana@belem\.example {2}Ana Servidora — belem-pa — licensing officer, inspector — active, since /m);
  });

  it('a password of 9 characters is refused (exit 2) and nothing is written; 10 is taken', async () => {
    const nine = await run(
      ['users', 'add', 'nove@belem.example', '--name', 'Nove', '--municipality', 'belem-pa', '--roles', 'inspector', '--password-stdin'],
      '123456789',
    );
    assert.equal(nine.code, 2);
    assert.match(nine.err, /--password-stdin: encontrada uma senha de 9 caracteres, esperado pelo menos 10 caracteres/);
    assert.doesNotMatch((await run(['users', 'list'])).out, /nove@belem/);
    const ten = await run(['users', 'password', 'ana@belem.example', '--password-stdin'], '1234567890');
    assert.equal(ten.code, 0, ten.err);
    assert.match(ten.out, /senha de ana@belem\.example definida; as sessões e os tokens dela terminaram/);
    const nobody = await run(['users', 'password', 'ninguem@belem.example', '--password-stdin'], '1234567890');
    assert.equal(nobody.code, 2);
    assert.match(nobody.err, /EMAIL: encontrado "ninguem@belem\.example", esperado o e-mail de um usuário do cadastro/);
  });

  it('the store’s rules, each exit 2 naming what it found: a distributor’s CNPJ, an unknown municipality, an e-mail taken, roles', async () => {
    const dist = (cnpj: string) =>
      run([
        'users',
        'add',
        'gas@azul.example',
        '--name',
        'Gás Azul',
        '--municipality',
        'nova-odessa-sp',
        '--roles',
        'distributor',
        '--distributor-cnpj',
        cnpj,
      ]);
    const wrong = await dist('90.000.001/0001-28');
    assert.equal(wrong.code, 2);
    assert.match(wrong.err, /distributorCnpj: encontrado "90\.000\.001\/0001-28", esperado o CNPJ da empresa distribuidora/);
    const right = await dist('90.000.001/0001-29');
    assert.equal(right.code, 0, right.err);
    assert.match(right.out, /distribuidora \(CNPJ 90\.000\.001\/0001-29\)/);
    assert.match(right.out, /sem senha: entra pelo gov\.br, ou defina uma com glp users password EMAIL --password-stdin/);
    const atlantis = await run(['users', 'add', 'x@x.example', '--name', 'X', '--municipality', 'atlantis-xx', '--roles', 'inspector']);
    assert.equal(atlantis.code, 2);
    const again = await run(['users', 'add', 'ana@belem.example', '--name', 'A', '--all', '--roles', 'system-admin']);
    assert.equal(again.code, 2);
    const roles = await run(['users', 'add', 'y@y.example', '--name', 'Y', '--municipality', 'belem-pa', '--roles', 'chefe']);
    assert.equal(roles.code, 2);
    assert.match(roles.err, /--roles: encontrado "chefe", esperado um ou mais de/);
    const both = await run(['users', 'add', 'z@z.example', '--name', 'Z', '--municipality', 'belem-pa', '--all', '--roles', 'inspector']);
    assert.equal(both.code, 2);
    const argv = await run(['users', 'password', 'ana@belem.example']);
    assert.equal(argv.code, 2, 'a password is never taken from the command line');
    assert.match(argv.err, /--password-stdin/);
  });

  it('changes roles (a distributor needs its CNPJ; taking the role away takes it), disables and enables, each audited as cli', async () => {
    const audited = async (action: string) => {
      const repo = await openRepository({ dataDir: data });
      try {
        const u = await repo.findUserByEmail('ana@belem.example');
        const log = await repo.listAudit(system, { limit: 100, offset: 0, filters: { entityId: u?.id as string } });
        return { user: u, count: log.items.filter((a) => a.action === action && a.actorId === 'cli').length };
      } finally {
        await repo.close();
      }
    };
    const before = await audited('user.update');
    const noCnpj = await run(['users', 'roles', 'ana@belem.example', '--roles', 'distributor']);
    assert.equal(noCnpj.code, 2);
    assert.match(noCnpj.err, /distributorCnpj: encontrado nada/);
    assert.deepEqual((await audited('user.update')).user?.roles, ['licensing-officer', 'inspector'], 'refused: left as it was');
    const dist = await run(['users', 'roles', 'ana@belem.example', '--roles', 'distributor', '--distributor-cnpj', '90.000.001/0001-29']);
    assert.equal(dist.code, 0, dist.err);
    assert.match(
      dist.out,
      /^perfis alterados: ana@belem\.example {2}Ana Servidora — belem-pa — distribuidora \(CNPJ 90\.000\.001\/0001-29\) — ativa/m,
    );
    const back = await run(['users', 'roles', 'ana@belem.example', '--roles', 'inspector']);
    assert.equal(back.code, 0, back.err);
    const after = await audited('user.update');
    assert.equal(after.user?.distributorCnpj, null, 'the role taken away takes the CNPJ');
    assert.equal(after.count, before.count + 2);

    const off = await run(['users', 'disable', 'ana@belem.example']);
    assert.equal(off.code, 0, off.err);
    assert.match(off.out, /^conta desativada; as sessões e os tokens dela terminaram: ana@belem\.example .* — desativada, desde /m);
    assert.equal((await audited('user.update')).user?.disabled, true);
    const twice = await run(['users', 'disable', 'ana@belem.example']);
    assert.match(twice.out, /^nada a mudar: ana@belem\.example .* — desativada/m);
    assert.equal((await audited('user.update')).count, after.count + 1, 'nothing to change: nothing written');
    const on = await run(['users', 'enable', 'ana@belem.example', '--lang', 'en']);
    assert.equal(on.code, 0, on.err);
    assert.match(on.out, /^account enabled; signs in again with its password or gov\.br: ana@belem\.example .* — active, since /m);

    const stray = await run(['users', 'disable', 'ana@belem.example', '--distributor-cnpj', '90.000.001/0001-29']);
    assert.equal(stray.code, 2);
    assert.match(stray.err, /--distributor-cnpj: encontrado com disable, esperado só com add ou roles/);
    const unknown = await run(['users', 'remove', 'ana@belem.example']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /SUBCOMANDO: encontrado "remove", esperado list, add, password, roles, disable ou enable/);
    const nobody = await run(['users', 'disable', 'ninguem@belem.example']);
    assert.equal(nobody.code, 2);
  });
});
