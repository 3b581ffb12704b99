import { logoutCall } from '../api/shellApi';
import { clearLocalSession } from './storageKeys';

/**
 * Signing out (spec 1 §4): tell the server, clear the local entries, reload at /login.
 * The reload drops every in-memory store and stops all polling at once. The flag is the
 * signing-out guard: a second trigger (the /logout route mounting twice, several polls
 * answering session_destroy together) does nothing.
 */
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export async function logout(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  // The server may already have forgotten the session; its answer does not matter.
  await logoutCall();
  clearLocalSession(localStorage);
  window.location.replace('/login');
}
