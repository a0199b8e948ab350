/**
 * The field forms' rules without a browser: the outbox that keeps a form and a submission made
 * without a network (sent once when it is back, kept across a reload, dropped when the server
 * refuses), the facts an inspector can observe of a vehicle (from each municipality's published
 * vocabulary), and the photo limit the page aims under (the API's own).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { MAX_PHOTO_BYTES } from '../../src/field/complaints.ts';
import { choiceLabel, factLabel, type JsonSchema } from '../../web/src/lib/facts.ts';
import { missingVehicleFact, observableVehicleFacts, observedPayload, vehiclePath } from '../../web/src/lib/observed.ts';
import { choiceName, factName } from '../../src/core/input/fact-names.ts';
import { packs } from '../support/packs.ts';
import { Outbox, type StorageLike } from '../../web/src/lib/outbox.ts';
import { API_PHOTO_LIMIT, PHOTO_TARGET } from '../../web/src/lib/photo-limit.ts';

class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const schema = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../docs/schema/${id}.schema.json`, import.meta.url), 'utf8')) as JsonSchema;

describe('Outbox', () => {
  it('keeps the draft and the pending submission across instances (a reload)', () => {
    const st = new MemoryStorage();
    const a = new Outbox<{ note: string }>(st, 'k1');
    a.saveDraft({ note: 'auto lavrado' });
    a.queue({ note: 'auto lavrado' });
    const b = new Outbox<{ note: string }>(st, 'k1');
    assert.deepEqual(b.draft(), { note: 'auto lavrado' });
    assert.deepEqual(b.pending(), { note: 'auto lavrado' });
  });

  it('offline: nothing is sent and the submission stays pending', async () => {
    const st = new MemoryStorage();
    const box = new Outbox<number>(st, 'k2');
    box.queue(1);
    let calls = 0;
    assert.deepEqual(
      await box.flush(async () => {
        calls++;
      }, false),
      { state: 'offline' },
    );
    assert.equal(calls, 0);
    assert.equal(box.pending(), 1);
  });

  it('back online: concurrent flushes (the online event, a click) send once; nothing is left pending', async () => {
    const st = new MemoryStorage();
    const box = new Outbox<number>(st, 'k3');
    box.saveDraft(7);
    box.queue(7);
    let calls = 0;
    const send = async (n: number) => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return n * 2;
    };
    const [r1, r2] = await Promise.all([box.flush(send, true), new Outbox<number>(st, 'k3').flush(send, true)]);
    assert.equal(calls, 1);
    assert.deepEqual(r1, { state: 'sent', result: 14 });
    assert.deepEqual(r2, { state: 'sent', result: 14 });
    assert.equal(box.pending(), null);
    assert.equal(box.draft(), 7, 'the draft stays until the caller forgets it');
    assert.deepEqual(await box.flush(send, true), { state: 'nothing' });
    assert.equal(calls, 1);
  });

  it('a network failure keeps it pending; a refusal by the server drops it and is thrown', async () => {
    const box = new Outbox<number>(new MemoryStorage(), 'k4');
    box.queue(1);
    assert.deepEqual(
      await box.flush(async () => {
        throw new TypeError('Failed to fetch');
      }, true),
      { state: 'offline' },
    );
    assert.equal(box.pending(), 1);
    await assert.rejects(
      box.flush(async () => {
        throw new Error('409 already closed');
      }, true),
      /409/,
    );
    assert.equal(box.pending(), null);
  });

  it('clear forgets draft and pending; an unreadable stored value starts afresh', () => {
    const st = new MemoryStorage();
    const box = new Outbox<number>(st, 'k5');
    box.saveDraft(1);
    box.queue(1);
    box.clear();
    assert.equal(st.map.size, 0);
    st.setItem('k5.draft', '{not json');
    assert.equal(box.draft(), null);
  });
});

describe('observable vehicle facts', () => {
  it('Salvador: type and ownership as choices, then the law’s yes/no facts (arts. 3, 4, 8); never the plate', () => {
    const facts = observableVehicleFacts(schema('salvador-ba'));
    // Art. 3 § 1º element by element; the earlier `identified` (deprecated) is read from stored documents, never asked.
    assert.deepEqual(
      facts.map((f) => `${f.kind}:${f.name}`),
      [
        'choice:type',
        'choice:ownership',
        'boolean:adaptedAndLegal',
        'boolean:distributorNameShown',
        'boolean:anpAuthorisationShown',
        'boolean:priceTableShown',
        'boolean:signs',
        'boolean:usesHorn',
      ],
    );
  });

  it('Belém: the yes/no facts of art. 6 (own household use, a pedalled tricycle, a wooden hull, held by the outlet the load goes to), then the cylinders it counts', () => {
    const facts = observableVehicleFacts(schema('belem-pa')).filter((f) => f.kind !== 'choice');
    assert.deepEqual(
      facts.map((f) => `${f.kind}:${f.name}`),
      ['boolean:ownHouseholdUse', 'boolean:humanPowered', 'boolean:woodenHull', 'boolean:heldByDestinationOutlet', 'count:cylinders'],
    );
    assert.deepEqual(observedPayload({ cylinders: '2', ownHouseholdUse: 'yes' }, facts), { ownHouseholdUse: true, cylinders: 2 });
    assert.deepEqual(observedPayload({ cylinders: '' }, facts), {});
    assert.deepEqual(observedPayload({ cylinders: '1.5' }, facts), {});
  });

  it('named from the catalog in the schema: each fact, each choice, each fact a check lacks (the roadside page)', () => {
    const belem = packs.require('belem-pa');
    const sch = schema('belem-pa');
    for (const lang of ['pt', 'en'] as const) {
      for (const f of observableVehicleFacts(sch)) {
        const name = factName(belem, vehiclePath(f.name), lang);
        assert.ok(name, `${f.name} is named`);
        assert.equal(factLabel(sch, vehiclePath(f.name), lang)?.toLowerCase(), name.toLowerCase());
        if (f.kind === 'choice')
          for (const o of f.options)
            assert.equal(choiceLabel(sch, vehiclePath(f.name), o, lang), choiceName(belem, vehiclePath(f.name), o, lang));
      }
      // A check lacks a fact of the vehicle, the vehicle itself, or one of the document.
      assert.equal(missingVehicleFact(sch, 'ownHouseholdUse', lang), factName(belem, 'vehicles[].ownHouseholdUse', lang));
      assert.equal(missingVehicleFact(sch, 'vehicles.0.cylinders', lang), factName(belem, 'vehicles[].cylinders', lang));
      assert.equal(missingVehicleFact(sch, 'vehicle', lang), factName(belem, 'vehicles', lang));
      assert.equal(missingVehicleFact(sch, 'lot.areaM2', lang), factName(belem, 'lot.areaM2', lang));
      assert.equal(missingVehicleFact(sch, 'noSuchFact', lang), null);
    }
    // Belém art. 6, in its words.
    assert.equal(choiceLabel(sch, 'vehicles[].type', 'wooden-hull-boat', 'pt'), 'embarcação com casco de madeira');
    assert.equal(choiceLabel(sch, 'vehicles[].ownership', 'contracted', 'pt'), 'em posse mediante contrato');
  });

  it('sends only what was seen: "" is not seen, yes/no become booleans, an unknown choice is dropped', () => {
    const facts = observableVehicleFacts(schema('salvador-ba'));
    assert.deepEqual(observedPayload({ type: 'truck', signs: 'no', priceTableShown: '', usesHorn: 'yes', ownership: 'stolen' }, facts), {
      type: 'truck',
      signs: false,
      usesHorn: true,
    });
    assert.deepEqual(observedPayload({}, facts), {});
  });
});

describe('photo limit', () => {
  it('the page aims under the API’s own limit', () => {
    assert.equal(API_PHOTO_LIMIT, MAX_PHOTO_BYTES);
    assert.ok(PHOTO_TARGET < MAX_PHOTO_BYTES);
  });
});
