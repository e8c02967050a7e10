// The builder's paperwork (docs/endpoints.md "Information"): uploaded drawings (pdf, jpg or png, told by
// their first bytes and their name's extension, which must agree; at most 10 MB, spec §5) and the
// filing that names the booths (each must exist: 4522) and those files (the caller's own).
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import type { BuilderFileRecord, FilingRecord } from './information-records';
import type { InformationState } from './information-state';

export const MAX_BUILDER_FILE_BYTES = 10 * 1024 * 1024;

const BY_EXTENSION: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The type a file's first bytes say it is (PDF, JPEG, PNG), if any. */
export function sniffType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}

const fileRefused = (reason: 'type' | 'size') =>
  reason === 'size'
    ? refused<never>(COMMERCE.fileRefused, '文件不能超过 10 MB', 'The file must be 10 MB or smaller', { reason })
    : refused<never>(COMMERCE.fileRefused, '仅支持 PDF、JPG、PNG 文件', 'Only PDF, JPG and PNG files are accepted', { reason });

export function acceptBuilderFile(state: InformationState, userId: string, name: string, bytes: Buffer): Outcome<BuilderFileRecord> {
  if (bytes.length > MAX_BUILDER_FILE_BYTES) return fileRefused('size');
  const byName = BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''];
  const sniffed = sniffType(bytes);
  if (!byName || byName !== sniffed) return fileRefused('type');
  const record: BuilderFileRecord = { fileId: state.nextId('bfile'), userId, name, size: bytes.length, contentType: sniffed, bytes, at: state.now() };
  state.files.push(record);
  return done(record);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const MOBILE = /^1[3-9]\d{9}$/;
const invalid = (cn: string, en: string) => refused<never>(400, cn, en);

/** Submits (or replaces) the caller's filing on an exhibition; it starts `submitted`. */
export function submitFiling(state: InformationState, userId: string, exhibitionId: string, body: Record<string, unknown>): Outcome<FilingRecord> {
  const company = text(body.company);
  if (!company) return invalid('请填写搭建公司名称', 'Enter the building contractor’s company');
  const contacts = Array.isArray(body.contacts) ? body.contacts : [];
  if (contacts.length === 0) return invalid('请至少填写一位联系人', 'Enter at least one contact');
  const parsed = contacts.map((c) => ({ name: text((c as Record<string, unknown> | null)?.name), phone: text((c as Record<string, unknown> | null)?.phone) }));
  if (parsed.some((c) => !c.name || !MOBILE.test(c.phone))) return invalid('联系人须有姓名和有效的手机号', 'Each contact needs a name and a valid mobile number');
  const boothNos = Array.isArray(body.boothNos) ? body.boothNos.map(text) : [];
  if (boothNos.length === 0) return invalid('请至少填写一个展位号', 'Enter at least one booth number');
  const unknown = boothNos.find((b) => !state.boothNos.has(b));
  if (unknown !== undefined) return refused(COMMERCE.boothUnknown, `展位号不存在：${unknown}`, `Unknown booth number: ${unknown}`, { boothNo: unknown });
  const documentIds = Array.isArray(body.documentIds) ? body.documentIds.map(text) : [];
  if (documentIds.length === 0) return invalid('请上传搭建图纸', 'Upload the building drawings');
  if (documentIds.some((id) => !state.files.some((f) => f.fileId === id && f.userId === userId))) return invalid('文件不存在，请重新上传', 'A file was not found; upload it again');
  const filing: FilingRecord = {
    filingId: state.filingOf(userId, exhibitionId)?.filingId ?? state.nextId('filing'),
    userId,
    exhibitionId,
    company,
    contacts: parsed,
    boothNos: [...new Set(boothNos)],
    documentIds: [...new Set(documentIds)],
    state: 'submitted',
    submittedAt: state.now(),
  };
  state.filings = [...state.filings.filter((f) => !(f.userId === userId && f.exhibitionId === exhibitionId)), filing];
  return done(filing);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The special-booth enquiry: company, contact, phone and message required; e-mail checked when given. */
export function submitEnquiry(state: InformationState, userId: string, body: Record<string, unknown>): Outcome<{ enquiryId: string }> {
  const fields = Object.fromEntries(['exhibitionId', 'company', 'contact', 'phone', 'email', 'boothArea', 'message'].map((k) => [k, typeof body[k] === 'number' ? String(body[k]) : text(body[k])]));
  const missing = [
    ['company', '公司名称', 'company'],
    ['contact', '联系人', 'contact'],
    ['phone', '联系电话', 'phone'],
    ['message', '咨询内容', 'message'],
  ].filter(([key]) => !fields[key!]);
  if (missing.length > 0) return invalid(`请填写：${missing.map((m) => m[1]).join('、')}`, `Required: ${missing.map((m) => m[2]).join(', ')}`);
  if (!/^\+?[\d-]{6,20}$/.test(fields.phone!)) return invalid('联系电话格式不正确', 'The phone number is not valid');
  if (fields.email && !EMAIL.test(fields.email)) return invalid('邮箱格式不正确', 'The e-mail address is not valid');
  if (fields.message!.length > 1000) return invalid('咨询内容不能超过 1000 字', 'The message must be at most 1000 characters');
  const enquiryId = state.nextId('enq');
  state.enquiries.push({ enquiryId, userId, at: state.now(), fields });
  return done({ enquiryId });
}
