// The phone's time as the wire writes times: `yyyy-MM-dd HH:mm:ss` in Beijing time (a fixed +08:00,
// docs/endpoints.md), whatever zone the phone is set to.
import { WIRE_UTC_OFFSET_MINUTES } from '@fairpass/domain/ticketing';

export const wireTimeOf = (epochMs: number): string => new Date(epochMs + WIRE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');
