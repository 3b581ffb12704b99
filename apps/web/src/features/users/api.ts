import type { TotpBeginAnswer, TotpStatusAnswer, UserDetailsAnswer, UserListRow } from '@namiar/domain';
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

/** Two-step verification of a user (issue 28 §2): what the editor's tab shows. */
export function loadTotpStatus(uid: number, signal?: AbortSignal): Promise<TotpStatusAnswer> {
  return recordLoad<TotpStatusAnswer>('users/totp/status', { uid }, signal);
}

/** A new secret for the signed-in administrator himself (the QR code and the key to type by hand). */
export function beginTotp(): Promise<TotpBeginAnswer> {
  return recordPost('users/totp/begin', {});
}

export function confirmTotp(code: string): Promise<{ ok: true }> {
  return recordPost('users/totp/confirm', { otp: code });
}

/** Switches it off: with a current code for one's own account, without one (a reset) for another user. */
export function disableTotp(uid: number, code = ''): Promise<{ ok: true }> {
  return recordPost('users/totp/disable', { uid, otp: code });
}
