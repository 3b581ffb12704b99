import {
  DRIVER_STATUSES,
  IDENTIFIER_MSG,
  formatDateTime,
  type IdentifierDetailsAnswer,
  type IdentifierRow,
  type IdentifierSaveBody,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { seesDriver, visibleDriverIds, type DriverScope } from '../../access';
import { codeKey, driverDisplayName } from '@namiar/domain';
import { changeRecord } from '../records/record-save';
import { holderAt } from './identifier-holders';
import * as repo from './identifiers.repository';

/** The record as the editor sees it (the audit's before and after). */
const asRecord = (card: { id: number; code: string }) => ({ iid: card.id, identification_no: card.code });

const statusName = (id: number | null) => DRIVER_STATUSES.find((s) => s.value === id)?.text ?? '';

/** A driver the user does not see (driver-scope.ts) holds the card, unnamed: the period still counts. */
const HIDDEN_HOLDER = '—';

/** The holder's name as this user may see it. */
function holderName(
  scope: DriverScope,
  h: { driver_id: number | null; first_name: string | null; last_name: string | null },
) {
  return seesDriver(scope, h.driver_id) ? driverDisplayName(h.first_name, h.last_name) : HIDDEN_HOLDER;
}

/**
 * Driver identifiers (spec 3 §2.5, §3.6, §7): the register, an identifier's read-only history,
 * saving its number (which renumbers its assignments, so the monitor and the route follow), and
 * deleting one that never named a driver. A user restricted to some drivers sees the periods of
 * the others' assignments (the card is taken then) without their names.
 */
export function createIdentifiersService(ctx: AppContext) {
  async function list(user: SessionUser): Promise<IdentifierRow[]> {
    const [cards, assignments, scope] = await Promise.all([
      repo.listCards(ctx.db, user.customerId),
      repo.listActiveCardAssignments(ctx.db, user.customerId),
      visibleDriverIds(ctx.db, user),
    ]);
    const byCard = new Map<number, typeof assignments>();
    for (const a of assignments) {
      const list = byCard.get(a.card_id!);
      if (list) list.push(a);
      else byCard.set(a.card_id!, [a]);
    }
    const now = ctx.now();
    const date = (t: number | null) => (t === null ? null : formatDateTime(t, user.timeZone));
    return cards.map((c) => {
      const held = holderAt(byCard.get(c.id) ?? [], now);
      return {
        iid: c.id,
        identification_no: c.code,
        driver_name: held ? holderName(scope, held) : null,
        from_date: held ? date(held.from_date) : null,
        to_date: held ? date(held.to_date) : null,
      };
    });
  }

  async function details(user: SessionUser, iid: number): Promise<IdentifierDetailsAnswer | null> {
    if (iid === 0) return { ids: { iid: 0, identification_no: '' }, driver_history: [] };
    const card = await repo.findCard(ctx.db, user.customerId, iid);
    if (!card) return null;
    const [history, scope] = await Promise.all([
      repo.listCardHistory(ctx.db, user.customerId, iid),
      visibleDriverIds(ctx.db, user),
    ]);
    const date = (t: number | null) => (t === null ? null : formatDateTime(t, user.timeZone));
    return {
      ids: asRecord(card),
      driver_history: history.map((h) => ({
        code: String(h.id),
        driver_name: holderName(scope, h) ?? '',
        from_date: date(h.from_date),
        to_date: date(h.to_date),
        driver_status: seesDriver(scope, h.driver_id) ? statusName(h.driver_status_id) : '',
        active: h.active === 1,
      })),
    };
  }

  async function save(user: SessionUser, body: IdentifierSaveBody) {
    const code = body.identification_no;
    const key = codeKey(code);
    return changeRecord(ctx, user, async (trx) => {
      const now = ctx.now();
      const before = body.iid === 0 ? null : await repo.findCard(trx, user.customerId, body.iid);
      if (body.iid !== 0 && !before) throw new AnswerError(200, errGlobal(IDENTIFIER_MSG.notFound));
      if (await repo.findCardByKey(trx, user.customerId, key, body.iid)) {
        throw new AnswerError(200, errFields({ identification_no: IDENTIFIER_MSG.numberTaken }));
      }
      if (!before) {
        const id = await repo.insertCard(trx, user.customerId, code, key, now);
        const after = asRecord({ id, code });
        return { result: id, changes: [{ entity: 'identifier', recordId: id, action: 'create', before: null, after }] };
      }
      if (before.code === code) return { result: before.id, changes: [] };
      await repo.renumberCard(trx, user.customerId, before.id, code, key, now);
      return {
        result: before.id,
        changes: [
          {
            entity: 'identifier',
            recordId: before.id,
            action: 'update',
            before: asRecord(before),
            after: asRecord({ id: before.id, code }),
          },
        ],
      };
    });
  }

  /**
   * The screen has no delete (spec 3 §2.5), the call exists (§7): an identifier that was never
   * assigned (a typo) may go; one with history stays, since it names drivers on past routes.
   */
  async function remove(user: SessionUser, iid: number) {
    return changeRecord(ctx, user, async (trx) => {
      const card = iid === 0 ? undefined : await repo.findCard(trx, user.customerId, iid);
      if (!card) throw new AnswerError(200, errGlobal(IDENTIFIER_MSG.notFound));
      if ((await repo.countCardAssignments(trx, user.customerId, iid)) > 0) {
        throw new AnswerError(200, errGlobal(IDENTIFIER_MSG.deleteHeld));
      }
      await repo.deleteCard(trx, user.customerId, iid);
      return {
        result: true,
        changes: [{ entity: 'identifier', recordId: iid, action: 'delete', before: asRecord(card), after: null }],
      };
    });
  }

  return { list, details, save, remove };
}
