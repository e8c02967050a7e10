// The route sweep, part 3 of 4 (sweep-part.ts): every route of the catalogue in zh and en, plain and WeChat.
import { sweepPart } from './sweep-part';

sweepPart(3, 4);
