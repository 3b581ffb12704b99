import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A company by the client name typed at sign-in (stored lower-case). */
export function findCustomerByClogin(db: Db, cloginKey: string) {
  return db.selectFrom('customers').selectAll().where('clogin', '=', cloginKey).executeTakeFirst();
}

/** A user of a company by lower-cased login. */
export function findUserByLogin(db: Db, customerId: number, loginKey: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('login_key', '=', loginKey)
    .executeTakeFirst();
}
