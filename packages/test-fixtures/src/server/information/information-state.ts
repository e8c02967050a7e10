// Everything the information backend knows (issue 15), seeded from data/information.data.ts on reset()
// relative to the server clock then, plus what callers sent during the run: enquiries, builder files
// and filings (ids from run-local sequences, so a run is repeatable).
import { seedInformation } from '../../data/information.data';
import type { Clock } from '../clock';
import type { BuilderFileRecord, EnquiryRecord, EntranceSeed, FilingRecord, InfoPageRecord, MaterialRecord, NewsRecord, PartnerRecord } from './information-records';

export class InformationState {
  pages: InfoPageRecord[] = [];
  news: NewsRecord[] = [];
  partners: PartnerRecord[] = [];
  materials: MaterialRecord[] = [];
  boothNos = new Set<string>();
  entrances: EntranceSeed[] = [];
  enquiries: EnquiryRecord[] = [];
  files: BuilderFileRecord[] = [];
  filings: FilingRecord[] = [];
  private sequence = 0;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const seed = seedInformation(this.clock());
    this.pages = seed.pages;
    this.news = seed.news;
    this.partners = seed.partners;
    this.materials = seed.materials;
    this.boothNos = seed.boothNos;
    this.entrances = seed.entrances;
    this.enquiries = [];
    this.files = [];
    this.filings = [];
    this.sequence = 0;
  }

  now(): number {
    return this.clock();
  }

  /** A run-local id: `prefix-0001`, … */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(4, '0')}`;
  }

  material(id: string): MaterialRecord | undefined {
    return this.materials.find((m) => m.id === id);
  }

  filingOf(userId: string, exhibitionId: string): FilingRecord | undefined {
    return this.filings.find((f) => f.userId === userId && f.exhibitionId === exhibitionId);
  }
}
