// The logistics area's failures: stay and parking (issue 16, wire 4711 and 4721–4724): its codes with
// their catalogue entries, and the wire codes its endpoints answer with. A room's beds, the show's days
// and the refused plate travel as params.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'STAY.BEDS_EXCEEDED': { messageKey: 'errors.stay_beds_exceeded', params: ['beds'] },
    'PARKING.PLATE_INVALID': { messageKey: 'errors.parking_plate_invalid', params: ['plateNumber'] },
    'PARKING.OUTSIDE_SHOW': { messageKey: 'errors.parking_outside_show', params: ['firstDay', 'lastDay'] },
    'PARKING.PLATE_TAKEN': { messageKey: 'errors.parking_plate_taken', params: ['plateNumber'] },
    'PARKING.NOT_CANCELLABLE': { messageKey: 'errors.parking_not_cancellable' },
  },
  wire: {
    4711: { code: 'STAY.BEDS_EXCEEDED', params: ['beds'] },
    4721: { code: 'PARKING.PLATE_INVALID', params: ['plateNumber'] },
    4722: { code: 'PARKING.OUTSIDE_SHOW', params: ['firstDay', 'lastDay'] },
    4723: { code: 'PARKING.PLATE_TAKEN', params: ['plateNumber'] },
    4724: { code: 'PARKING.NOT_CANCELLABLE' },
  },
});
