// The wire views of the information records (docs/endpoints.md "Information").
import { onePagePdf, signedPdfUrl } from '../kit/signed-pdf';
import { beijingTime } from '../kit/beijing-time';
import type { BuilderFileRecord, EntranceSeed, FilingRecord, InfoPageRecord, MaterialRecord, NewsRecord, PartnerRecord } from './information-records';
import type { InformationState } from './information-state';
import type { BuilderFile, BuilderFiling, EntranceRecord, InfoPage, Material, NewsDetail, NewsItem, Partner } from './information-wire.types';

export const toWireInfoPage = (page: InfoPageRecord): InfoPage => ({
  kind: page.kind,
  title: page.title,
  titleEn: page.titleEn,
  content: page.content,
  contentEn: page.contentEn,
  updateTime: beijingTime(page.updatedAt),
});

export function toWireNewsItem(news: NewsRecord): NewsItem {
  return {
    id: news.id,
    title: news.title,
    titleEn: news.titleEn,
    summary: news.summary,
    summaryEn: news.summaryEn,
    ...(news.cover === undefined ? {} : { cover: news.cover }),
    publishTime: beijingTime(news.publishedAt),
  };
}

export const toWireNewsDetail = (news: NewsRecord): NewsDetail => ({ ...toWireNewsItem(news), content: news.content, contentEn: news.contentEn });

export function toWirePartner(partner: PartnerRecord): Partner {
  const { exhibitionId: _exhibitionId, ...wire } = partner;
  return wire;
}

/** A material's PDF (its size is the served file's). */
export const materialPdf = (material: MaterialRecord): Buffer => onePagePdf(material.lines);

export const toWireMaterial = (material: MaterialRecord, origin: string, now: number): Material => ({
  id: material.id,
  title: material.title,
  titleEn: material.titleEn,
  description: material.description,
  descriptionEn: material.descriptionEn,
  fileType: 'pdf',
  size: materialPdf(material).length,
  url: signedPdfUrl(origin, 'material', material.id, now),
  publishTime: beijingTime(material.publishedAt),
});

export const toWireBuilderFile = (file: BuilderFileRecord): BuilderFile => ({ fileId: file.fileId, name: file.name, size: file.size, contentType: file.contentType });

export function toWireFiling(state: InformationState, filing: FilingRecord): BuilderFiling {
  return {
    filingId: filing.filingId,
    company: filing.company,
    contacts: filing.contacts.map((c) => ({ ...c })),
    boothNos: [...filing.boothNos],
    documents: filing.documentIds.flatMap((id) => {
      const file = state.files.find((f) => f.fileId === id);
      return file ? [{ fileId: file.fileId, name: file.name, size: file.size }] : [];
    }),
    state: filing.state,
    ...(filing.rejectReason ? { rejectReason: filing.rejectReason } : {}),
    submitTime: beijingTime(filing.submittedAt),
  };
}

export function toWireEntrance(entry: EntranceSeed): EntranceRecord {
  return { id: entry.id, time: beijingTime(entry.at), gate: entry.gate, gateEn: entry.gateEn, direction: entry.direction, ticketName: entry.ticketName, ticketNameEn: entry.ticketNameEn };
}
