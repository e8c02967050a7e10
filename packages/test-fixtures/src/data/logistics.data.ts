// 13800000145's stay and car passes on `demo` (issue 16), relative to the server clock at reset: the
// show runs from yesterday to the day after tomorrow (Beijing days); a twin room for its three nights
// where 13800000145 and 沈随行 sleep, a single room for the same nights with nobody in it, a valid pass
// for 粤B12345 from today and a cancelled one for the new-energy 沪AD12345.
import type { PassRecord, RoomRecord, ShowDays } from '../server/logistics/logistics-records';
import { beijingTime } from '../server/kit/beijing-time';
import { SEED } from './seed.constants';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const demo = SEED.exhibitions.demo;
const L = SEED.logistics;
const owner = `u-${demo}-${SEED.phones.roomsAndParking}`;

const dayOf = (epochMs: number): string => beijingTime(epochMs).slice(0, 10);

export function seedLogistics(now: number): { rooms: RoomRecord[]; passes: PassRecord[]; show: ShowDays } {
  const show = { firstDay: dayOf(now - DAY_MS), lastDay: dayOf(now + 2 * DAY_MS) };
  const stay = { ownerUserId: owner, exhibitionId: demo, checkIn: show.firstDay, checkOut: show.lastDay, hotel: '示范国际酒店', hotelEn: 'Demo International Hotel' };
  const rooms: RoomRecord[] = [
    { ...stay, roomId: L.twinRoomId, roomType: '标准双床房', roomTypeEn: 'Twin room', beds: 2, occupantIds: [owner, `u-${demo}-${L.companionPhones[0]}`], confirmationNo: 'DIH-20260145' },
    { ...stay, roomId: L.singleRoomId, roomType: '高级大床房', roomTypeEn: 'Superior king room', beds: 1, occupantIds: [] },
  ];
  const passes: PassRecord[] = [
    {
      passId: L.validPassId,
      ownerUserId: owner,
      exhibitionId: demo,
      plateNumber: L.validPlate,
      plateKind: 'ordinary',
      driver: '蒋住宿',
      phone: SEED.phones.roomsAndParking,
      startDate: dayOf(now),
      endDate: show.lastDay,
      state: 'valid',
      createdAt: now - 2 * HOUR_MS,
    },
    {
      passId: L.cancelledPassId,
      ownerUserId: owner,
      exhibitionId: demo,
      plateNumber: '沪AD12345',
      plateKind: 'newEnergy',
      driver: '沈随行',
      phone: L.companionPhones[0],
      startDate: show.firstDay,
      endDate: show.lastDay,
      state: 'cancelled',
      createdAt: now - 26 * HOUR_MS,
    },
  ];
  return { rooms, passes, show };
}
