import {
  VEHICLE_MSG,
  descriptionKey,
  engineSettingsFromForm,
  mergeEngineSettings,
  newVehicleForm,
  type DescriptionType,
  type RecipientObjects,
  type SaveObjectBody,
  type VehicleScalars,
} from '@namiar/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppContext, SessionUser } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { changeRecord } from '../records/record-save';
import * as company from './vehicle-company.repository';
import { loadDescriptions, parseJson, type DescriptionLookup } from './vehicle-record';
import { refuse } from './vehicle-save';
import { descriptionOptions } from './vehicles.service';

/**
 * The company lists the vehicle editor edits in place (spec 3 §7): input and thermometer
 * descriptions, and the recipients' address books (e-mail, phone, alarm code). Each change is
 * one transaction with its audit row (entities 'vehicle_description', 'recipient_email',
 * 'recipient_phone', 'recipient_alarm').
 */
export function createVehicleObjectsService(ctx: AppContext) {
  async function descriptions(user: SessionUser) {
    return descriptionOptions(await loadDescriptions(ctx.db, user.customerId));
  }

  async function saveDescription(user: SessionUser, b: { did: number; type: DescriptionType; description: string }) {
    const existing = b.did === 0 ? null : await company.findDescription(ctx.db, user.customerId, b.did);
    if (b.did !== 0 && (!existing || existing.kind !== b.type)) return errGlobal(VEHICLE_MSG.descriptionNotFound);
    await changeRecord(ctx, user, async (trx) => {
      // One description per wording and kind (issue 27: the list held twins no one could tell apart).
      const key = descriptionKey(b.description);
      const twin = (await company.listDescriptions(trx, user.customerId)).find(
        (d) => d.kind === b.type && d.id !== b.did && descriptionKey(d.description) === key,
      );
      if (twin) refuse({ description: VEHICLE_MSG.descriptionTaken(twin.description) });
      let id = b.did;
      if (existing) await company.updateDescription(trx, user.customerId, id, b.description);
      else id = await company.insertDescription(trx, user.customerId, b.type, b.description);
      // A renamed description renames the inputs and thermometers the engine reports with it.
      if (existing && existing.description !== b.description) await remapEngineNames(trx, user);
      return {
        result: id,
        changes: [
          {
            entity: 'vehicle_description',
            recordId: id,
            action: existing ? 'update' : 'create',
            before: existing ? { kind: existing.kind, description: existing.description } : null,
            after: { kind: b.type, description: b.description },
          },
        ],
      };
    });
    if (existing) ctx.engine?.configChanged?.(user.customerId);
    return descriptionOptions(await loadDescriptions(ctx.db, user.customerId));
  }

  /**
   * Deletes a description no vehicle of the company uses; one in use is refused with the
   * vehicles named, so no vehicle is left pointing at nothing (docs/decisions.md 'Input
   * descriptions'). Checked and deleted in one transaction with its audit row.
   */
  async function deleteDescription(user: SessionUser, b: { did: number; type: DescriptionType }) {
    const existing = await company.findDescription(ctx.db, user.customerId, b.did);
    if (!existing || existing.kind !== b.type) return errGlobal(VEHICLE_MSG.descriptionNotFound);
    await changeRecord(ctx, user, async (trx) => {
      const users = (await company.listVehicleConfigs(trx, user.customerId)).filter((v) =>
        usesDescription(parseJson(v.record), b.type, b.did),
      );
      if (users.length > 0) {
        refuse({ global: VEHICLE_MSG.descriptionInUse(existing.description, users.map((v) => v.regno).join(', ')) });
      }
      await company.deleteDescription(trx, user.customerId, b.did);
      return {
        result: b.did,
        changes: [
          {
            entity: 'vehicle_description',
            recordId: b.did,
            action: 'delete' as const,
            before: { kind: existing.kind, description: existing.description },
            after: null,
          },
        ],
      };
    });
    return descriptionOptions(await loadDescriptions(ctx.db, user.customerId));
  }

  /** The engine names of every vehicle of the company, from its record and the current descriptions. */
  async function remapEngineNames(trx: Transaction<DB>, user: SessionUser) {
    const d: DescriptionLookup = await loadDescriptions(trx, user.customerId);
    const describe = (m: Map<number, string>) => (id: number | null) => (id === null ? '' : (m.get(id) ?? ''));
    for (const v of await company.listVehicleConfigs(trx, user.customerId)) {
      const record = parseJson(v.record);
      if (Object.keys(record).length === 0) continue;
      const form = { ...newVehicleForm(), ...(record as Partial<VehicleScalars>) } as ReturnType<typeof newVehicleForm>;
      const engine = engineSettingsFromForm(form, form, {
        inoutDescription: describe(d.inout),
        thermometerDescription: describe(d.thermometer),
        timeZone: user.timeZone,
      });
      const stored = parseJson(v.settings);
      // Only the names can have changed; the counters (not in the record) are kept as stored.
      const settings = mergeEngineSettings(stored, {
        ...engine,
        kmCounters: (stored.kmCounters as never) ?? [],
        mthCounters: (stored.mthCounters as never) ?? [],
      });
      const text = JSON.stringify(settings);
      if (text !== v.settings) {
        await trx
          .updateTable('vehicles')
          .set({ settings: text })
          .where('customer_id', '=', user.customerId)
          .where('id', '=', v.id)
          .execute();
      }
    }
  }

  async function listObjects(user: SessionUser, kind: company.RecipientKind): Promise<RecipientObjects> {
    if (kind === 'email') {
      return (await company.listEmails(ctx.db, user.customerId)).map((e) => ({
        email_id: e.id,
        email: e.email,
        description: e.description ?? '',
      }));
    }
    if (kind === 'phone') {
      return (await company.listPhones(ctx.db, user.customerId)).map((p) => ({
        sms_simcard_id: p.id,
        number: p.number,
        description: p.description ?? '',
      }));
    }
    return (await company.listAlarmCodes(ctx.db, user.customerId)).map((c) => ({
      alarm_code_id: c.id,
      code: c.code,
      description: c.description ?? '',
    }));
  }

  async function saveObject(user: SessionUser, b: SaveObjectBody) {
    const existing = b.id === 0 ? null : await company.findRecipient(ctx.db, b.type, user.customerId, b.id);
    if (b.id !== 0 && !existing) return errGlobal(VEHICLE_MSG.objectNotFound);
    const name = b.type === 'phone' ? b.name.replace(/[\s-]/g, '') : b.name;
    await changeRecord(ctx, user, async (trx) => {
      const twin = await company.findRecipientByName(trx, b.type, user.customerId, name);
      if (twin && twin.id !== b.id) refuse({ name: VEHICLE_MSG.objectTaken });
      let id = b.id;
      const description = b.description || null;
      if (existing) await company.updateRecipient(trx, b.type, user.customerId, id, name, description);
      else id = await company.insertRecipient(trx, b.type, user.customerId, name, description);
      return {
        result: id,
        changes: [
          {
            entity: `recipient_${b.type}`,
            recordId: id,
            action: existing ? 'update' : 'create',
            before: existing ? { name: existing.name, description: existing.description } : null,
            after: { name, description },
          },
        ],
      };
    });
    return { objects: await listObjects(user, b.type) };
  }

  async function deleteObject(user: SessionUser, b: { type: company.RecipientKind; id: number }) {
    const existing = await company.findRecipient(ctx.db, b.type, user.customerId, b.id);
    if (!existing) return errGlobal(VEHICLE_MSG.objectNotFound);
    await changeRecord(ctx, user, async (trx) => {
      await company.deleteRecipient(trx, b.type, user.customerId, b.id);
      return {
        result: null,
        changes: [
          {
            entity: `recipient_${b.type}`,
            recordId: b.id,
            action: 'delete',
            before: { name: existing.name, description: existing.description },
            after: null,
          },
        ],
      };
    });
    return { objects: await listObjects(user, b.type) };
  }

  return { descriptions, saveDescription, deleteDescription, saveObject, deleteObject };
}

/** The lists of a vehicle's editor record that name a description of each kind. */
const DESCRIBED_LISTS: Record<DescriptionType, readonly string[]> = {
  inout: ['inputs', 'tacho_inputs', 'outputs'],
  thermometer: ['thermometers', 'thermometers_decon'],
};

/** Whether a vehicle's editor record names the description in one of its rows. */
function usesDescription(record: Record<string, unknown>, kind: DescriptionType, id: number): boolean {
  return DESCRIBED_LISTS[kind].some((name) => {
    const rows = record[name];
    return Array.isArray(rows) && rows.some((r) => (r as { description_id?: unknown } | null)?.description_id === id);
  });
}
