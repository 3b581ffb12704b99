import { describe, expect, it } from 'vitest';
import { P, USERS_MSG } from '@namiar/domain';
import { userRightsRefusal, type UserRightsState } from './users-rules';

const user = (id: number, perms: number[], active = true): UserRightsState => ({
  id,
  active,
  permissions: new Set(perms),
});
const save = (userId: number, perms: number[], active = true) =>
  ({ kind: 'save', userId, active, permissions: new Set(perms) }) as const;

describe('the right to edit users', () => {
  const twoAdmins = [user(1, [P.users, P.monitor]), user(2, [P.users]), user(3, [P.monitor])];
  const oneAdmin = [user(1, [P.users]), user(2, [P.monitor]), user(3, [P.users], false)];

  it('lets an administrator change others and himself while keeping it', () => {
    expect(userRightsRefusal(1, save(2, [P.monitor]), twoAdmins)).toBeNull();
    expect(userRightsRefusal(1, save(2, [P.users], false), twoAdmins)).toBeNull();
    expect(userRightsRefusal(1, save(1, [P.users]), twoAdmins)).toBeNull();
    expect(userRightsRefusal(1, save(3, []), oneAdmin)).toBeNull();
    expect(userRightsRefusal(1, save(0, []), oneAdmin)).toBeNull();
    expect(userRightsRefusal(1, { kind: 'delete', userId: 2 }, twoAdmins)).toBeNull();
  });

  it('does not let him take it from himself, switch himself off or delete himself', () => {
    expect(userRightsRefusal(1, save(1, [P.monitor]), twoAdmins)).toEqual({
      field: 'other_options',
      message: USERS_MSG.ownUsersRight,
    });
    expect(userRightsRefusal(1, save(1, [P.users], false), twoAdmins)).toEqual({
      field: 'user_status_id',
      message: USERS_MSG.ownDeactivate,
    });
    expect(userRightsRefusal(1, { kind: 'delete', userId: 1 }, twoAdmins)).toEqual({
      field: null,
      message: USERS_MSG.ownDelete,
    });
  });

  it('keeps the last active holder: not removed, not switched off, not deleted (an inactive holder does not count)', () => {
    expect(userRightsRefusal(1, save(1, []), oneAdmin)?.message).toBe(USERS_MSG.lastUsersAdminRight);
    expect(userRightsRefusal(1, save(1, [P.users], false), oneAdmin)?.message).toBe(USERS_MSG.lastUsersAdminInactive);
    expect(userRightsRefusal(1, { kind: 'delete', userId: 1 }, oneAdmin)?.message).toBe(USERS_MSG.lastUsersAdminDelete);
    // Another administrator (whose own right was just taken in a concurrent save) cannot take it either.
    const racing = [user(1, [P.users]), user(2, [P.monitor])];
    expect(userRightsRefusal(2, save(1, [P.monitor]), racing)?.message).toBe(USERS_MSG.lastUsersAdminRight);
    expect(userRightsRefusal(2, { kind: 'delete', userId: 1 }, racing)?.message).toBe(USERS_MSG.lastUsersAdminDelete);
  });
});
