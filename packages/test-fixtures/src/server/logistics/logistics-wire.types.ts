// The shapes of docs/endpoints.md "Registering others, stay and parking" → "Stay" and "Parking"
// (issue 16), field by field as the catalogue has them.

export interface RoomOccupant {
  personId: string;
  name: string;
}

export interface Room {
  roomId: string;
  hotel: string;
  hotelEn: string;
  roomType: string;
  roomTypeEn: string;
  checkIn: string;
  checkOut: string;
  beds: number;
  occupants: RoomOccupant[];
  confirmationNo?: string;
}

export interface StayPerson {
  personId: string;
  name: string;
  relation: 'self' | 'team' | 'help' | 'group' | 'work';
  roomIds: string[];
}

export interface ParkingPass {
  passId: string;
  plateNumber: string;
  plateKind: 'ordinary' | 'newEnergy';
  driver: string;
  phone: string;
  startDate: string;
  endDate: string;
  state: 'valid' | 'cancelled';
  createTime: string;
}

export interface ParkingRules {
  firstDay: string;
  lastDay: string;
  today: string;
}
