// The exhibitor's catalogue of `demo` (issue 30): each company's catalogue entry with its draft and
// history, the files uploaded (logos and product pictures, kept in memory and served back), each
// company's logo, and its products; seeded from data/exhibitor-catalogue.data.ts on reset().
import { DEMO_LOGO, seedEntries, seedExhibitMedia, seedProducts, type JournalFieldsSeed, type ProductSeed } from '../../data/exhibitor-catalogue.data';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { StateHost } from '../kit/state-slice';
import type { ExhibitorAccount, ExhibitorState } from '../exhibitor/exhibitor-state';
import { modulesFor } from '../exhibitor/exhibitor-rules';
import type { PublicBoothCardWire } from '../exhibitor/exhibitor-wire.types';
import { maskPhone } from '../reach/reach-rules';
import { plainPng } from './picture-bytes';

const DAY = 86_400_000;

/** Where the uploaded files are served (same origin as the API). */
export const FILES_PATH = '/files/exhcatalogue/';

export interface EntryVersionRecord {
  version: number;
  submittedAt: string;
  state: 'submitted' | 'approved' | 'rejected';
  rejectReason?: { cn: string; en: string };
  fields: JournalFieldsSeed;
}

export interface EntryRecord {
  state: 'none' | 'draft' | 'submitted' | 'approved' | 'rejected';
  draft?: JournalFieldsSeed;
  /** Newest first. */
  history: EntryVersionRecord[];
  /** The fields as the organiser last approved them, and when (kept when a later version is handed in). */
  approved?: { fields: JournalFieldsSeed; at: string };
}

export interface UploadRecord {
  fileId: string;
  deptId: string;
  purpose: 'logo' | 'product' | 'exhibitImage' | 'video';
  contentType: string;
  /** The name it was chosen under. */
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProductRecord extends Omit<ProductSeed, 'colour'> {
  /** The picture's file id, if any. */
  imageFileId?: string;
  /** The video's file id, if any. */
  videoFileId?: string;
}

/** An exhibit's images (file ids, in order) and its video. */
export interface ExhibitMediaRecord {
  images: string[];
  video?: string;
}

/** An exhibit as last approved: its text and its files' names (what "changed since" compares with). */
export interface ApprovedExhibitRecord {
  name: string;
  nameEn: string;
  category: string;
  description: string;
  images: string[];
  video: string;
  at: string;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'video/mp4': 'mp4', 'video/quicktime': 'mov' };

export class ExhibitorCatalogueState {
  entries = new Map<string, EntryRecord>();
  uploads = new Map<string, UploadRecord>();
  /** Each company's logo file, by deptId. */
  logos = new Map<string, string>();
  products = new Map<string, ProductRecord[]>();
  /** Each exhibit's images and video, by `${deptId}/${exhibitId}`. */
  exhibitMedia = new Map<string, ExhibitMediaRecord>();
  /** Each exhibit's approved snapshot, by `${deptId}/${exhibitId}`. */
  approvedExhibits = new Map<string, ApprovedExhibitRecord>();
  private sequence = 0;

  constructor(
    private readonly host: StateHost,
    private readonly clock: Clock,
  ) {
    this.reset();
  }

  reset(): void {
    const now = this.clock();
    this.sequence = 0;
    this.uploads = new Map();
    this.entries = new Map(
      Object.entries(seedEntries()).map(([deptId, seed]): [string, EntryRecord] => {
        const history = seed.history.map(({ submittedDaysAgo, ...version }) => ({ ...version, submittedAt: beijingTime(now - submittedDaysAgo * DAY) }));
        // the newest approved version is the snapshot, approved a day after it was handed in
        const approved = seed.history.find((v) => v.state === 'approved');
        return [
          deptId,
          {
            state: seed.state,
            history,
            ...(approved ? { approved: { fields: { ...approved.fields }, at: beijingTime(now - (approved.submittedDaysAgo - 1) * DAY) } } : {}),
          },
        ];
      }),
    );
    const logo = this.store(DEMO_LOGO.deptId, 'logo', 'image/png', plainPng(DEMO_LOGO.width, DEMO_LOGO.height, DEMO_LOGO.colour), DEMO_LOGO.width, DEMO_LOGO.height);
    this.logos = new Map([[DEMO_LOGO.deptId, logo.fileId]]);
    this.products = new Map(
      Object.entries(seedProducts()).map(([deptId, seeds]) => [
        deptId,
        seeds.map(({ colour, ...seed }) => (colour ? { ...seed, imageFileId: this.store(deptId, 'product', 'image/png', plainPng(480, 360, colour), 480, 360).fileId } : seed)),
      ]),
    );
    this.approvedExhibits = new Map();
    this.exhibitMedia = new Map(
      Object.entries(seedExhibitMedia()).flatMap(([deptId, byExhibit]) =>
        Object.entries(byExhibit).map(([exhibitId, seed]): [string, ExhibitMediaRecord] => [
          `${deptId}/${exhibitId}`,
          { images: seed.images.map((image) => this.store(deptId, 'exhibitImage', 'image/png', plainPng(640, 480, image.colour), 640, 480, image.name).fileId) },
        ]),
      ),
    );
  }

  /**
   * Keeps the exhibit as it is while it stands approved (its text from the exhibitor area, its files from
   * here), so a later change can be shown against it; an exhibit no longer approved keeps the last one.
   */
  snapshotIfApproved(deptId: string, exhibitId: string): ApprovedExhibitRecord | undefined {
    const key = `${deptId}/${exhibitId}`;
    const exhibit = this.exhibitor().exhibits.get(deptId)?.find((e) => e.id === exhibitId);
    if (exhibit?.state === 'approved') {
      const media = this.mediaOf(deptId, exhibitId);
      const nameOf = (id: string | undefined): string => (id ? (this.uploads.get(id)?.name ?? '') : '');
      const kept = this.approvedExhibits.get(key);
      this.approvedExhibits.set(key, {
        name: exhibit.name,
        nameEn: exhibit.nameEn,
        category: exhibit.category,
        description: exhibit.description,
        images: media.images.map(nameOf),
        video: nameOf(media.video),
        at: kept?.at ?? this.now(),
      });
    }
    return this.approvedExhibits.get(key);
  }

  /** The organiser approved the exhibit just now: the version it stands at is kept, dated now. */
  approveExhibit(deptId: string, exhibitId: string): void {
    this.approvedExhibits.delete(`${deptId}/${exhibitId}`);
    this.snapshotIfApproved(deptId, exhibitId);
  }

  /** An exhibit's images and video (empty when none were set). */
  mediaOf(deptId: string, exhibitId: string): ExhibitMediaRecord {
    return this.exhibitMedia.get(`${deptId}/${exhibitId}`) ?? { images: [] };
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(4, '0')}`;
  }

  store(deptId: string, purpose: UploadRecord['purpose'], contentType: string, bytes: Buffer, width: number, height: number, name = ''): UploadRecord {
    const id = this.nextId('file');
    const record: UploadRecord = { fileId: id, deptId, purpose, contentType, name: name || `${id}.${EXTENSIONS[contentType] ?? 'bin'}`, bytes, width, height };
    this.uploads.set(record.fileId, record);
    return record;
  }

  urlOf(fileId: string | undefined): string {
    const file = fileId ? this.uploads.get(fileId) : undefined;
    return file ? `${FILES_PATH}${file.fileId}.${EXTENSIONS[file.contentType] ?? 'bin'}` : '';
  }

  now(): string {
    return beijingTime(this.clock());
  }

  epochNow(): number {
    return this.clock();
  }

  exhibitor(): ExhibitorState {
    return this.host.slice<ExhibitorState>('exhibitor');
  }

  /** The approved exhibitor account of a login whose modules include `module`, else undefined. */
  accountWith(phone: string, module: string): ExhibitorAccount | undefined {
    const account = this.exhibitor().accountOf(phone);
    return account?.state === 'approved' && account.deptId !== '' && modulesFor(account.registerType).includes(module) ? account : undefined;
  }

  /** The deadline of a company's material of this module (`yyyy-MM-dd HH:mm:ss`), '' when it has none. */
  deadlineOf(deptId: string, module: string): string {
    return this.exhibitor().materials.get(deptId)?.find((m) => m.module === module)?.deadline ?? '';
  }

  /** True once the material's deadline has passed on the server clock (Beijing wall time compares as text). */
  closed(deptId: string, module: string): boolean {
    const deadline = this.deadlineOf(deptId, module);
    return deadline !== '' && this.now() > deadline;
  }

  entryOf(deptId: string): EntryRecord {
    const found = this.entries.get(deptId);
    if (found) return found;
    const fresh: EntryRecord = { state: 'none', history: [] };
    this.entries.set(deptId, fresh);
    return fresh;
  }

  productsOf(deptId: string): ProductRecord[] {
    const list = this.products.get(deptId) ?? [];
    this.products.set(deptId, list);
    return list;
  }

  /** What visitors see of the catalogue on the public booth card: approved products, the approved contact (masked). */
  boothCardPart(deptId: string): Pick<PublicBoothCardWire, 'products' | 'contact'> {
    const products = (this.products.get(deptId) ?? [])
      .filter((p) => p.state === 'approved')
      .map((p) => ({ id: p.id, name: p.name, nameEn: p.nameEn, description: p.description, descriptionEn: p.descriptionEn, image: this.urlOf(p.imageFileId) || null }));
    const approved = this.entries.get(deptId)?.approved?.fields;
    const contact = approved && approved.journalContacts !== '' ? { name: approved.journalContacts, phone: maskPhone(approved.journalContactInformation) } : null;
    return { products, contact };
  }

  /** The logo's address: the one set here, else the company's as the exhibitor area knows it. */
  logoUrl(deptId: string): string {
    return this.urlOf(this.logos.get(deptId)) || (this.exhibitor().companyOf(deptId)?.logo ?? '');
  }

  /** Puts each seeded logo on its company as the exhibitor area knows it (profile, booth card). */
  showSeededLogos(): void {
    for (const [deptId, fileId] of this.logos) {
      const company = this.exhibitor().companyOf(deptId);
      if (company) company.logo = this.urlOf(fileId);
    }
  }

  /** Makes an uploaded logo the company's, on the booth card and the profile too. */
  setLogo(deptId: string, fileId: string): string {
    this.logos.set(deptId, fileId);
    const url = this.urlOf(fileId);
    const company = this.exhibitor().companyOf(deptId);
    if (company) company.logo = url;
    const material = this.exhibitor().materials.get(deptId)?.find((m) => m.module === 'logo');
    if (material) material.state = 'submitted';
    return url;
  }
}
