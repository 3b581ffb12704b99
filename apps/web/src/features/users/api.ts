import type { UserDetailsAnswer, UserListRow } from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the user records (spec 3 §7 Users). */

export async function loadUsers(signal: AbortSignal): Promise<RecordList<UserListRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; users: UserListRow[] }>('users', { gridSchema: true }, signal);
  return { grid: a.grid, rows: a.users };
}

/** 'new' is sent as uid 0 (the empty user and the option lists). */
export function loadUserDetails(id: string, signal: AbortSignal): Promise<UserDetailsAnswer> {
  return recordLoad<UserDetailsAnswer>('users/details', { uid: id === 'new' ? 0 : id }, signal);
}

export function saveUser(body: FormBody): Promise<{ ok: true; uid: number }> {
  return recordPost('users/save', body);
}

export function deleteUser(uid: number): Promise<{ ok: true }> {
  return recordPost('users/delete', { uid });
}
