// The leads as a spreadsheet (docs/endpoints.md "Trade-fair lead tool (issue 17)"). xlsx, not CSV: the
// BladeX backend exports with EasyExcel, which writes xlsx; a cell typed as text keeps an 11-digit
// mobile from turning into 1.39E+10 and a leading zero from dropping, which a CSV opened in Excel
// does not; no cell is ever read as a formula (CSV injection); and WeChat's in-app file preview opens
// xlsx. The address is signed and valid 10 minutes, like the invoice PDFs.
import ExcelJS from 'exceljs';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LanguageType } from '../wire.types';
import type { ExportRecord, LeadAccountRecord, LeadRecord } from './leads-records';
import type { LeadsState } from './leads-state';

export const EXPORT_URL_TTL_MS = 10 * 60 * 1000;
const FILE_KEY = 'fairpass-contract-server-lead-export-key';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportPath = (exportId: string): string => `/files/leads/${encodeURIComponent(exportId)}.xlsx`;
const signatureOf = (exportId: string, expires: string) => createHmac('sha256', FILE_KEY).update(`leads:${exportId}:${expires}`, 'utf8').digest('hex');

export function signedExportUrl(origin: string, exportId: string, now: number, ttl = EXPORT_URL_TTL_MS): { url: string; expiresAt: number } {
  const expiresAt = now + ttl;
  const expires = String(expiresAt);
  return { url: `${origin}${exportPath(exportId)}?expires=${expires}&sig=${signatureOf(exportId, expires)}`, expiresAt };
}

export function exportSignatureHolds(exportId: string, expires: string, sig: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(signatureOf(exportId, expires)), Buffer.from(sig)) && now < Number(expires);
}

export function prepareExport(state: LeadsState, account: LeadAccountRecord, leads: readonly LeadRecord[], language: LanguageType): ExportRecord {
  const record: ExportRecord = { exportId: state.nextId('export'), accountId: account.accountId, language, leadIds: leads.map((l) => l.leadId), createdAt: state.now() };
  state.exports.push(record);
  return record;
}

const RATING: Readonly<Record<LanguageType, Record<string, string>>> = { cn: { hot: '热', warm: '温', cold: '冷', unrated: '未评级' }, en: { hot: 'Hot', warm: 'Warm', cold: 'Cold', unrated: 'Unrated' } };
const SOURCE: Readonly<Record<LanguageType, Record<string, string>>> = { cn: { qr: '扫码', mobile: '手机号', manual: '手工录入' }, en: { qr: 'Badge scan', mobile: 'Mobile', manual: 'Typed in' } };
const HEADERS: Readonly<Record<LanguageType, readonly string[]>> = {
  cn: ['姓名', '手机', '公司', '职位', '邮箱', '评级', '标签', '备注', '跟进日期', '跟进事项', '来源', '胸卡码', '采集人', '采集时间'],
  en: ['Name', 'Mobile', 'Company', 'Job title', 'E-mail', 'Rating', 'Tags', 'Notes', 'Follow-up date', 'Follow-up', 'Source', 'Badge code', 'Captured by', 'Captured at'],
};

/** The workbook's bytes: one sheet, a header row, one row per lead, the survey's questions as extra columns. */
export async function exportWorkbook(state: LeadsState, record: ExportRecord): Promise<Buffer> {
  const account = state.accounts.find((a) => a.accountId === record.accountId);
  const lang = record.language;
  const book = new ExcelJS.Workbook();
  book.creator = 'fairpass';
  const sheet = book.addWorksheet(lang === 'en' ? 'Leads' : '线索');
  const questions = account?.survey.questions ?? [];
  sheet.columns = [...HEADERS[lang], ...questions.map((q) => (lang === 'en' ? q.titleEn : q.title))].map((header) => ({ header, width: 18 }));
  sheet.getColumn(2).numFmt = '@';
  sheet.getColumn(12).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  for (const leadId of record.leadIds) {
    const lead = state.leads.find((l) => l.leadId === leadId && l.accountId === record.accountId);
    if (!lead) continue;
    const answers = questions.map((q) => {
      const answer = lead.survey?.answers.find((a) => a.questionId === q.id);
      if (!answer) return '';
      const labels = (answer.optionIds ?? []).map((id) => q.options.find((o) => o.id === id)).map((o) => (o ? (lang === 'en' ? o.labelEn : o.label) : ''));
      return [...labels, answer.text ?? ''].filter((part) => part !== '').join('; ');
    });
    const row = sheet.addRow([
      lead.name,
      lead.mobile,
      lead.company ?? '',
      lead.jobTitle ?? '',
      lead.email ?? '',
      RATING[lang][lead.rating] ?? lead.rating,
      lead.tags.join(', '),
      lead.notes,
      lead.followUp?.date ?? '',
      lead.followUp?.note ?? '',
      SOURCE[lang][lead.source] ?? lead.source,
      lead.badgeCode ?? '',
      lead.capturedByName,
      lead.capturedAt,
      ...answers,
    ]);
    // Text cells throughout: nothing a visitor typed is ever read as a number or a formula.
    row.eachCell((cell) => {
      cell.value = String(cell.value ?? '');
      cell.numFmt = '@';
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
