import { P, USERS_MSG } from '@namiar/domain';

/**
 * Who may take the right to edit users (permission 9) from whom (issue 14): an administrator
 * cannot take it from himself, switch himself off or delete himself, and the company's last
 * active user holding it can lose it in no way. Pure, so every case is unit-tested; the service
 * feeds it the company's users as they are inside the save's transaction.
 */
export interface UserRightsState {
  id: number;
  active: boolean;
  permissions: ReadonlySet<number>;
}

export type UserRightsChange =
  | { kind: 'save'; userId: number; active: boolean; permissions: ReadonlySet<number> }
  | { kind: 'delete'; userId: number };

/** A refusal: the message, and the editor field it belongs to (none: the alert). */
export interface UserRightsRefusal {
  field: 'other_options' | 'user_status_id' | null;
  message: string;
}

const holdsUsersRight = (u: { active: boolean; permissions: ReadonlySet<number> }) =>
  u.active && u.permissions.has(P.users);

export function userRightsRefusal(
  actorId: number,
  change: UserRightsChange,
  company: readonly UserRightsState[],
): UserRightsRefusal | null {
  const target = company.find((u) => u.id === change.userId);
  // A new user takes nothing from anyone.
  if (!target) return null;
  const lastHolder = holdsUsersRight(target) && !company.some((u) => u.id !== target.id && holdsUsersRight(u));

  if (change.kind === 'delete') {
    if (lastHolder) return { field: null, message: USERS_MSG.lastUsersAdminDelete };
    if (change.userId === actorId) return { field: null, message: USERS_MSG.ownDelete };
    return null;
  }

  const losesRight = !change.permissions.has(P.users);
  if (lastHolder && losesRight) return { field: 'other_options', message: USERS_MSG.lastUsersAdminRight };
  if (lastHolder && !change.active) return { field: 'user_status_id', message: USERS_MSG.lastUsersAdminInactive };
  if (change.userId === actorId && losesRight) return { field: 'other_options', message: USERS_MSG.ownUsersRight };
  if (change.userId === actorId && !change.active) return { field: 'user_status_id', message: USERS_MSG.ownDeactivate };
  return null;
}
