// The information operations without a server: a stub transport answers as the backend would, so each
// test sees what was sent (or that nothing was) and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { getInformation, type InformationApi } from '../../src/information';
import { APP, CASHIER, loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

function stubbedClient(reply: StubReply = {}) {
  const { client, sent } = stubbed(reply);
  return { information: getInformation(client), sent };
}

const RC = '/api/ef-registration-client/';
const ENQUIRY = { company: '示范贸易', contact: '韩梅梅', phone: '13800000130', message: '需要特装展位' };
const FILING = { company: '搭建公司', contacts: [{ name: '李工', phone: '13800000199' }], boothNos: ['A1-001'], documentIds: ['bfile-1'] };

describe('bad input to an information operation', () => {
  it.each<[string, (i: InformationApi) => Promise<unknown>, string, string]>([
    ['fetchInfoPage without a kind', (i) => i.fetchInfoPage.execute(loose({})), 'VALIDATION.REQUIRED', 'kind'],
    ['fetchInfoPage of a kind there is none of', (i) => i.fetchInfoPage.execute(loose({ kind: 'food' })), 'VALIDATION.OUT_OF_RANGE', 'kind'],
    ['listNews of page 0', (i) => i.listNews.execute({ current: 0, size: 10 }), 'VALIDATION.NUMBER_INVALID', 'current'],
    ['fetchNews without an id', (i) => i.fetchNews.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
    ['listMaterials without a size', (i) => i.listMaterials.execute(loose({ current: 1 })), 'VALIDATION.REQUIRED', 'size'],
    ['fetchMaterial with a blank id', (i) => i.fetchMaterial.execute({ id: ' ' }), 'VALIDATION.REQUIRED', 'id'],
    ['sendEnquiry without a message', (i) => i.sendEnquiry.execute({ ...ENQUIRY, message: ' ' }), 'VALIDATION.REQUIRED', 'message'],
    ['sendEnquiry with a phone that is none', (i) => i.sendEnquiry.execute({ ...ENQUIRY, phone: '12' }), 'VALIDATION.PHONE_INVALID', 'phone'],
    ['sendEnquiry with an e-mail that is none', (i) => i.sendEnquiry.execute({ ...ENQUIRY, email: 'han@' }), 'VALIDATION.EMAIL_INVALID', 'email'],
    ['sendEnquiry with a booth area of 0', (i) => i.sendEnquiry.execute({ ...ENQUIRY, boothArea: 0 }), 'VALIDATION.NUMBER_INVALID', 'boothArea'],
    ['uploadBuilderDocument without a file', (i) => i.uploadBuilderDocument.execute(loose({ name: 'plan.pdf' })), 'VALIDATION.REQUIRED', 'file'],
    ['uploadBuilderDocument without a name', (i) => i.uploadBuilderDocument.execute(loose({ file: new Blob(['%PDF-']) })), 'VALIDATION.REQUIRED', 'name'],
    ['submitBuilderFiling without a company', (i) => i.submitBuilderFiling.execute({ ...FILING, company: '' }), 'VALIDATION.REQUIRED', 'company'],
    ['submitBuilderFiling without contacts', (i) => i.submitBuilderFiling.execute({ ...FILING, contacts: [] }), 'VALIDATION.REQUIRED', 'contacts'],
    ['submitBuilderFiling with a contact without a name', (i) => i.submitBuilderFiling.execute({ ...FILING, contacts: [{ name: '', phone: '13800000199' }] }), 'VALIDATION.REQUIRED', 'contacts.0.name'],
    ['submitBuilderFiling with a contact\'s phone no mobile', (i) => i.submitBuilderFiling.execute({ ...FILING, contacts: [{ name: '李工', phone: '020-12345678' }] }), 'VALIDATION.PHONE_INVALID', 'contacts.0.phone'],
    ['submitBuilderFiling without booths', (i) => i.submitBuilderFiling.execute({ ...FILING, boothNos: [] }), 'VALIDATION.REQUIRED', 'boothNos'],
    ['submitBuilderFiling without documents', (i) => i.submitBuilderFiling.execute({ ...FILING, documentIds: [] }), 'VALIDATION.REQUIRED', 'documentIds'],
    ['listEntrances of half a page', (i) => i.listEntrances.execute({ current: 1, size: 0.5 }), 'VALIDATION.NUMBER_INVALID', 'size'],
  ])('%s resolves to %s about %s, sending nothing', async (_case, run, code, field) => {
    const { information, sent } = stubbedClient();

    const result = await run(information);

    expect(result).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the information operations send', () => {
  it('names the exhibition of the session', async () => {
    const { information, sent } = stubbedClient({ data: {} });

    await information.fetchInfoPage.execute({ kind: 'traffic' });
    await information.listNews.execute({ current: 1, size: 10 });
    await information.listPartners.execute();
    await information.fetchBuilderFiling.execute();
    await information.listEntrances.execute({ current: 2, size: 20 });

    expect(sent.map((request) => [request.method, request.path, request.body ?? request.query])).toEqual([
      ['GET', `${RC}info/page`, { exhibitionId: 'demo', kind: 'traffic' }],
      ['GET', `${RC}news/list`, { exhibitionId: 'demo', current: 1, size: 10 }],
      ['GET', `${RC}partner/list`, { exhibitionId: 'demo' }],
      ['GET', `${RC}builder/filing`, { exhibitionId: 'demo' }],
      ['GET', `${RC}entrance/list`, { exhibitionId: 'demo', current: 2, size: 20 }],
    ]);
  });

  it('sends the enquiry and the filing trimmed, a blank e-mail as none, with the caller\'s key', async () => {
    const { information, sent } = stubbedClient({ data: {} });

    await information.sendEnquiry.execute({ ...ENQUIRY, company: ' 示范贸易 ', email: ' ', boothArea: 36 }, { idempotencyKey: 'enquiry-1' });
    await information.submitBuilderFiling.execute({ ...FILING, boothNos: [' A1-001 '] }, { idempotencyKey: 'filing-1' });

    expect(sent.map((request) => [request.path, request.body, request.headers['Idempotency-Key']])).toEqual([
      [`${RC}special/enquiry`, { exhibitionId: 'demo', ...ENQUIRY, email: undefined, boothArea: 36 }, 'enquiry-1'],
      [`${RC}builder/filing`, { exhibitionId: 'demo', ...FILING }, 'filing-1'],
    ]);
  });

  it('uploads a document as multipart, its file under the name given', async () => {
    const { information, sent } = stubbedClient({ data: { fileId: 'bfile-1', name: 'plan.pdf', size: 5, contentType: 'application/pdf' } });

    const uploaded = await information.uploadBuilderDocument.execute({ file: new Blob(['%PDF-'], { type: 'application/pdf' }), name: 'plan.pdf' });

    const form = sent[0]?.body as FormData;
    expect(sent[0]?.path).toBe(`${RC}builder/upload`);
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('plan.pdf');
    expect(uploaded).toEqual({ ok: true, value: { fileId: 'bfile-1', name: 'plan.pdf', size: 5, contentType: 'application/pdf' } });
  });

  it('reads a refused file and an unknown booth with their params', async () => {
    const refused = { code: 4521, success: false, msg: '文件不能超过 10 MB', data: { reason: 'size' } };
    const booth = { code: 4522, success: false, msg: '展位号不存在', data: { boothNo: 'Z9-999' } };

    const upload = await stubbedClient({ status: 400, body: refused }).information.uploadBuilderDocument.execute({ file: new Blob(['x']), name: 'big.pdf' });
    const filing = await stubbedClient({ status: 400, body: booth }).information.submitBuilderFiling.execute({ ...FILING, boothNos: ['Z9-999'] });

    expect(upload).toMatchObject({ ok: false, error: { code: 'FILE.REFUSED', params: { reason: 'size' } } });
    expect(filing).toMatchObject({ ok: false, error: { code: 'BUILDER.BOOTH_UNKNOWN', params: { boothNo: 'Z9-999' } } });
  });

  it('reads no filing as undefined', async () => {
    expect(await stubbedClient({ data: {} }).information.fetchBuilderFiling.execute()).toEqual({ ok: true, value: undefined });
    expect(await stubbedClient({ data: null }).information.fetchBuilderFiling.execute()).toEqual({ ok: true, value: undefined });
  });
});

describe('a material\'s signed address', () => {
  const MATERIAL = {
    id: 'mat-01',
    title: '参展手册',
    titleEn: 'Exhibitor manual',
    description: '',
    descriptionEn: '',
    fileType: 'pdf',
    size: 2048,
    url: `${APP}/files/material/mat-01.pdf?expires=1&sig=abc`,
    publishTime: '2026-04-01 10:00:00',
  };

  it.each([
    ['the API\'s origin', MATERIAL.url],
    ['an origin on the allowlist', `${CASHIER}/mat-01.pdf`],
  ])('is passed on when it leads to %s', async (_case, url) => {
    const { information } = stubbedClient({ data: { ...MATERIAL, url } });

    expect(await information.fetchMaterial.execute({ id: 'mat-01' })).toMatchObject({ ok: true, value: { url } });
  });

  it.each([
    ['another origin', 'https://files.evil.example/mat-01.pdf'],
    ['a look-alike host', 'https://fair.example.evil.example/mat-01.pdf'],
    ['a script', 'javascript:alert(1)'],
  ])('reads "" when it leads to %s, in the detail and the list', async (_case, url) => {
    const detail = await stubbedClient({ data: { ...MATERIAL, url } }).information.fetchMaterial.execute({ id: 'mat-01' });
    const list = await stubbedClient({ data: { records: [{ ...MATERIAL, url }], total: 1, size: 10, current: 1, pages: 1 } }).information.listMaterials.execute({ current: 1, size: 10 });

    expect(detail).toMatchObject({ ok: true, value: { id: 'mat-01', url: '' } });
    expect(list).toMatchObject({ ok: true, value: { records: [{ id: 'mat-01', url: '' }] } });
  });
});

describe('a partner\'s site', () => {
  it('is kept when it is an http(s) address, else left out', async () => {
    const partner = { id: 'p-1', name: '伙伴', nameEn: 'Partner', logo: '', category: '媒体', categoryEn: 'Media' };
    const { information } = stubbedClient({ data: [{ ...partner, url: 'https://partner.example/' }, { ...partner, id: 'p-2', url: 'javascript:alert(1)' }] });

    const partners = await information.listPartners.execute();

    expect(partners).toEqual({
      ok: true,
      value: [
        { id: 'p-1', name: '伙伴', nameEn: 'Partner', category: '媒体', categoryEn: 'Media', url: 'https://partner.example/' },
        { id: 'p-2', name: '伙伴', nameEn: 'Partner', category: '媒体', categoryEn: 'Media' },
      ],
    });
  });
});
