// The wallet a phone keeps for the gate (issue 28 §3, docs/offline-wallet.md): a visitor who opened their
// wallet once can open it again from a fresh tab or webview, with no network and without logging in,
// until the tickets' validity ends or they log out. This is its holder record (KeptWallet, in
// session-snapshot.ts): whose wallet it is, the visit's public link parameters and the exhibition config
// a fresh tab starts on when the network is gone, and until when the phone keeps it. The tickets
// themselves are the ticketing area's (ticketing/wallet-copy.ts), kept under the same account's
// `wallet.` keys.
//
// No credential is kept: no token, no refresh token, no openid. The copy opens the wallet and nothing
// else; anything that changes or reads more of the account asks for a login (in WeChat the bound openid
// gives one without a code). Forgotten with the account: on logout and when another account logs in
// (account-data.ts); a 401 leaves it, as the server ending a session says nothing about who holds the
// phone, and the gate is where a session runs out.
import type { StoragePort } from '@fairpass/domain';
import { storedKeys } from '../storage/stored-keys';
import { accountKey, keptKeyParts } from './account-keys';
import type { KeptWallet } from './session-snapshot';

/** The name of the holder record under the account's keys; the area's ticket copy sits under `wallet.`. */
const HOLDER_NAME = 'wallet';

/** Whether a key name (under an account) belongs to the kept wallet: its holder record and its tickets. */
export const isKeptWalletName = (name: string): boolean => name === HOLDER_NAME || name.startsWith(`${HOLDER_NAME}.`);

/** The storage key (local) of a name of the kept wallet of `userId`: `wallet` itself, or `wallet.<part>`. */
export const keptWalletKey = (userId: string, part?: string): string => accountKey(userId, part === undefined ? HOLDER_NAME : `${HOLDER_NAME}.${part}`);

const isKeptWallet = (value: unknown): value is KeptWallet => {
  const wallet = value as Partial<KeptWallet> | null | undefined;
  return typeof wallet?.userId === 'string' && wallet.userId !== '' && typeof wallet.until === 'number' && typeof wallet.entry === 'object' && wallet.entry !== null;
};

const removeQuietly = (storage: StoragePort, key: string): void => {
  try {
    storage.remove('local', key);
  } catch {
    // Refused storage holds nothing to forget.
  }
};

/** Removes the whole kept wallet (holder and tickets) of `userId`. */
export function forgetKeptWallet(storage: StoragePort, userId: string): void {
  for (const key of storedKeys(storage, 'local')) {
    const parts = keptKeyParts(key);
    if (parts?.owner === userId && isKeptWalletName(parts.name)) removeQuietly(storage, key);
  }
}

/**
 * The wallet the phone keeps, or null. One whose time is over (`until` passed on the phone's clock) is
 * forgotten here, its tickets with it; only one account's can be kept (a login forgets the others').
 */
export function readKeptWallet(storage: StoragePort, now: number): KeptWallet | null {
  for (const key of storedKeys(storage, 'local')) {
    const parts = keptKeyParts(key);
    if (parts?.name !== HOLDER_NAME) continue;
    let wallet: unknown;
    try {
      wallet = storage.get<unknown>('local', key);
    } catch {
      wallet = undefined;
    }
    if (isKeptWallet(wallet) && wallet.userId === parts.owner && wallet.until > now) return wallet;
    forgetKeptWallet(storage, parts.owner);
  }
  return null;
}

/** Keeps the holder record (the area keeps the tickets beside it). */
export function writeKeptWallet(storage: StoragePort, wallet: KeptWallet): void {
  try {
    storage.set('local', keptWalletKey(wallet.userId), wallet);
  } catch {
    // Full or refused storage: the wallet still shows while online and logged in.
  }
}
