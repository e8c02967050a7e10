import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { ticketingHttp } from '../../test-support/ticketing-http';
import { RC } from '../context';
import { startContractServer, type ContractServer } from '../start-contract-server';
import { CONFERENCE_REPLY_DATA } from './conference-field-types';
import { INFORMATION_REPLY_DATA } from '../information/information-field-types';

// A fixed clock: both runs (switch off, switch on) see the same times, ids and sequences.
const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const P = SEED.phones;
const C = SEED.conference;
const demo = SEED.exhibitions.demo;

let server: ContractServer;
let shop: ReturnType<typeof ticketingHttp>;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => NOW });
  http = contractHttp(server.url);
  shop = ticketingHttp(http);
});
afterAll(() => server.close());

/** One successful reply of every conference route, keyed as in CONFERENCE_REPLY_DATA. */
const everyConferenceReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
    const visitor = await shop.login(P.approvedWithTicket);
    const attendee = await shop.login(P.conferenceAttendee);
    await get(undefined, 'meeting/facets', { exhibitionId: demo });
    await get(visitor, 'meeting/list', { exhibitionId: demo, size: '5' });
    await get(undefined, 'meeting/detail', { id: C.ongoingSessionId });
    await get(undefined, 'meeting/calendar', { id: C.ongoingSessionId });
    await get(undefined, 'guest/list', { exhibitionId: demo, size: '5' });
    await get(attendee, 'guest/detail', { id: C.speakerId, exhibitionId: demo });
    await get(await shop.login(P.conferenceGuest), 'guest/mine', { exhibitionId: demo });
    await post(visitor, 'conference/register', { exhibitionId: demo, sessionIds: [C.openSessionId] });
    await post(visitor, 'conference/cancel', { sessionId: C.openSessionId });
    await get(attendee, 'conference/mine', { exhibitionId: demo });
    await get(undefined, 'activity/list', { exhibitionId: demo });
    await get(undefined, 'activity/detail', { id: C.activityIds.open });
    await post(visitor, 'activity/register', { activityId: C.activityIds.open });
    await get(attendee, 'activity/mine', { exhibitionId: demo });
    await post(visitor, 'activity/cancel', { activityId: C.activityIds.open });
    await get(undefined, 'meeting/signInfo', { signCodeId: C.signCodes.open });
    await post(attendee, 'meeting/signIn', { signCodeId: C.signCodes.open });
  });

/** One successful reply of every information route, keyed as in INFORMATION_REPLY_DATA. */
const everyInformationReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post, keep }) => {
    const builder = await shop.login(P.exhibitor);
    const attendee = await shop.login(P.conferenceAttendee);
    await get(undefined, 'info/page', { exhibitionId: demo, kind: 'hotel' });
    await get(undefined, 'news/list', { exhibitionId: demo, size: '5' });
    await get(undefined, 'news/detail', { id: 'news-02' });
    await get(undefined, 'partner/list', { exhibitionId: demo });
    await get(undefined, 'material/list', { exhibitionId: demo, size: '3' });
    await get(undefined, 'material/detail', { id: C.materialId });
    await post(builder, 'special/enquiry', { exhibitionId: demo, company: '某公司', contact: '某人', phone: '13900001111', message: '咨询' });
    await get(builder, 'builder/filing', { exhibitionId: demo });
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n')]), 'plan.pdf');
    const file = keep('POST', 'builder/upload', await http.call('POST', `${RC}builder/upload`, { token: builder, body: form })) as { fileId: string };
    await post(builder, 'builder/filing', { exhibitionId: demo, company: '搭建公司', contacts: [{ name: '王搭建', phone: '13900002222' }], boothNos: [C.boothNo], documentIds: [file.fileId] });
    await get(attendee, 'entrance/list', { exhibitionId: demo, size: '3' });
  });

describe('the conference routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(CONFERENCE_REPLY_DATA, everyConferenceReply);

  it('write an absent capacity as -1, absent photos, covers and reasons as "", an absent mine as {}', () => {
    const reply = (key: string) => runs.jackson.get(`${key}`)!.body.data;
    expect(reply(`GET ${RC}meeting/detail`)).toMatchObject({ capacity: -1, mine: {}, speakers: [{ id: C.speakerId, photo: '/files/demo/speaker.svg' }, { photo: '' }] });
    expect(reply(`GET ${RC}conference/mine`)[0]).toMatchObject({ failReason: '', signedIn: true, session: { mine: { failReason: '' } } });
    expect(reply(`GET ${RC}activity/detail`)).toMatchObject({ cover: '', mine: {} });
  });

  it('keep a failure’s facts in data', async () => {
    expect((await shop.get(undefined, 'meeting/signInfo', { signCodeId: 'nope' })).body).toMatchObject({ code: 4514, data: { signCodeId: 'nope' } });
    expect((await shop.get(undefined, 'meeting/detail', { id: 'nope' })).body).toMatchObject({ code: 400, data: {} });
  });
});

describe('the information routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(INFORMATION_REPLY_DATA, everyInformationReply);

  it('write an absent filing as {}, an absent cover, logo, url and reject reason as ""', () => {
    const reply = (key: string) => runs.jackson.get(key)!.body.data;
    expect(reply(`GET ${RC}builder/filing`)).toEqual({});
    expect(reply(`GET ${RC}news/detail`)).toMatchObject({ cover: '' });
    expect(reply(`GET ${RC}partner/list`)[1]).toMatchObject({ url: '' });
    expect(reply(`GET ${RC}partner/list`)[2]).toMatchObject({ logo: '' });
    expect(reply(`POST ${RC}builder/filing`)).toMatchObject({ rejectReason: '', state: 'submitted' });
    expect(runs.plain.get(`GET ${RC}builder/filing`)!.body.data).toBeNull();
  });
});
