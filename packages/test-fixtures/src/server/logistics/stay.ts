// Who sleeps where (docs/endpoints.md "Stay"): a visitor's party is the visitor and the people they
// registered (by any channel). Setting a room's people replaces them all: each must be of the party,
// and no more than the room's beds (4711 with `{beds}`); someone given a bed leaves the party's other
// rooms that share a night with this one.
import type { ContractState } from '../state';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import type { RoomRecord } from './logistics-records';
import type { Room, StayPerson } from './logistics-wire.types';

export interface PartyOwner {
  userId: string;
  exhibitionId: string;
}

interface PartyMember {
  userId: string;
  name: string;
  relation: StayPerson['relation'];
}

/** The owner first, then the people they registered, newest first. */
export function partyOf(state: ContractState, owner: PartyOwner): PartyMember[] {
  const self = state.userById(owner.userId);
  const registered = state.delegates.linksOf(owner.userId, owner.exhibitionId).flatMap((link) => {
    const user = state.userById(link.personUserId);
    return user ? [{ userId: user.userId, name: user.name, relation: link.channel }] : [];
  });
  return [...(self ? [{ userId: self.userId, name: self.name, relation: 'self' as const }] : []), ...registered];
}

const overlaps = (a: RoomRecord, b: RoomRecord): boolean => a.checkIn < b.checkOut && b.checkIn < a.checkOut;

export function assignRoom(state: ContractState, owner: PartyOwner, roomId: string, personIds: string[]): Outcome<RoomRecord[]> {
  const rooms = state.logistics.roomsOf(owner.userId, owner.exhibitionId);
  const room = rooms.find((r) => r.roomId === roomId);
  if (!room) return notFound({ cn: '房间', en: 'Room' });
  const party = new Set(partyOf(state, owner).map((member) => member.userId));
  const chosen = [...new Set(personIds)];
  const stranger = chosen.find((id) => !party.has(id));
  if (stranger) return refused(400, '只能安排您和您登记的人员入住', 'Only you and the people you registered can be given a bed', { personId: stranger });
  if (chosen.length > room.beds) return refused(COMMERCE.bedsExceeded, `该房间只有${room.beds}张床位`, `This room has ${room.beds} beds`, { beds: room.beds });
  for (const other of rooms) if (other !== room && overlaps(other, room)) other.occupantIds = other.occupantIds.filter((id) => !chosen.includes(id));
  room.occupantIds = chosen;
  return done(rooms);
}

export function toWireRoom(state: ContractState, room: RoomRecord): Room {
  return {
    roomId: room.roomId,
    hotel: room.hotel,
    hotelEn: room.hotelEn,
    roomType: room.roomType,
    roomTypeEn: room.roomTypeEn,
    checkIn: room.checkIn,
    checkOut: room.checkOut,
    beds: room.beds,
    occupants: room.occupantIds.map((personId) => ({ personId, name: state.userById(personId)?.name ?? '' })),
    confirmationNo: room.confirmationNo,
  };
}

export function toWireStayPerson(member: PartyMember, rooms: RoomRecord[]): StayPerson {
  return { personId: member.userId, name: member.name, relation: member.relation, roomIds: rooms.filter((r) => r.occupantIds.includes(member.userId)).map((r) => r.roomId) };
}
