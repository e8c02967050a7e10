// The members of a team added on the phone but not sent yet, kept in session storage per visitor and
// exhibition: the list survives going to the member form and back, a reload and a failed submission
// (nothing typed is lost), and is emptied once the team is sent.
import { useCallback, useState } from 'react';
import type { PersonEntry } from '@fairpass/domain/delegates';
import { useSession } from '../../../ui/use-session';

/** A waiting member: the person as the form sends them, and a key of its own for editing and removing. */
export interface WaitingMember extends PersonEntry {
  readonly key: string;
}

const PREFIX = 'fairpass.teamWaiting.';

const isMember = (value: unknown): value is WaitingMember =>
  typeof value === 'object' && value !== null && typeof (value as WaitingMember).key === 'string' && typeof (value as WaitingMember).phone === 'string' && typeof (value as WaitingMember).values === 'object';

export function readWaiting(owner: string): WaitingMember[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREFIX + owner) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isMember) : [];
  } catch {
    return [];
  }
}

export function writeWaiting(owner: string, members: readonly WaitingMember[]): void {
  try {
    if (members.length === 0) sessionStorage.removeItem(PREFIX + owner);
    else sessionStorage.setItem(PREFIX + owner, JSON.stringify(members));
  } catch {
    // Without storage the list still lives while the page does.
  }
}

export const newMemberKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** Whose list of waiting members this is: the visitor on this exhibition. */
export function useTeamOwner(): string {
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const userId = useSession((s) => s.user?.userId ?? '');
  return `${exhibitionId}.${userId}`;
}

/** The waiting members of `owner`, written through to storage on every change. */
export function useWaitingMembers(owner: string): readonly [readonly WaitingMember[], (next: readonly WaitingMember[]) => void] {
  const [members, setMembers] = useState<readonly WaitingMember[]>(() => readWaiting(owner));
  const set = useCallback(
    (next: readonly WaitingMember[]) => {
      writeWaiting(owner, next);
      setMembers(next);
    },
    [owner],
  );
  return [members, set] as const;
}

/** The members with `member` in place of the one with its key, or added at the end. */
export const withMember = (members: readonly WaitingMember[], member: WaitingMember): WaitingMember[] =>
  members.some((each) => each.key === member.key) ? members.map((each) => (each.key === member.key ? member : each)) : [...members, member];
