// The shapes of docs/endpoints.md "Exhibitor self-service" (issue 30, design exhibitor.md §5.1 "ours"),
// field by field: the server's own copy, never imported from the domain or the SDK.

export interface ExhibitorCompanyWire {
  deptId: string;
  fullName: string;
  fullEnName: string;
  creditCode: string;
  logo: string;
}

export interface ExhibitorBoothWire {
  boothNo: string;
  hallNo: string;
  type: 'standard' | 'raw';
  areaM2: number;
}

export interface ExhibitorProfileWire {
  /** `sent`: what a refused application said, for the applicant to change and send again. */
  application: { state: 'none' | 'submitted' | 'approved' | 'rejected'; rejectReason?: string; submittedAt?: string; sent?: ApplicationSentWire };
  /** The company form: `succ` when complete. */
  completeResult: string;
  certified: boolean;
  admin: boolean;
  company?: ExhibitorCompanyWire;
  booths: ExhibitorBoothWire[];
  permissions: string[];
}

/** An application as `RC exhibitor/apply` took it. */
export interface ApplicationSentWire {
  companyName: string;
  companyEnName: string;
  creditCode: string;
  contactName: string;
  mobile: string;
  email: string;
  boothType: string;
  boothQuantity: number;
  exhibitCategory: string;
}

export interface PublicBoothCardWire {
  deptId: string;
  fullName: string;
  fullEnName: string;
  logo: string;
  introduction: string;
  introductionEn: string;
  booths: ExhibitorBoothWire[];
  /** The products the organiser approved, as visitors see them (the catalogue area's). */
  products: PublicProductWire[];
  /** The catalogue entry's contact as approved, its phone masked; null before an entry is approved. */
  contact: { name: string; phone: string } | null;
}

export interface PublicProductWire {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  image: string | null;
}

export interface ExhibitorMaterialWire {
  materialTypeV2: string;
  module: string;
  title: string;
  titleEn: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  deadline: string;
  state: 'notStarted' | 'draft' | 'submitted' | 'approved' | 'rejected';
  rejectReason?: string;
  /** Whether the organiser requires it of the company. */
  required: boolean;
}

/** `GET RC exhibitor/materials`: the company's materials this login may hand in, and the server clock. */
export interface ExhibitorMaterialsWire {
  /** Epoch ms: the deadlines are judged on the server clock. */
  serverTime: number;
  materials: ExhibitorMaterialWire[];
}

/** `GET RC exhibitor/documents?kind=invoice|contract`: one invoice or contract of the company. */
export interface ExhibitorDocumentWire {
  id: string;
  number: string;
  title: string;
  titleEn: string;
  /** Decimal string ('' for a contract). */
  amount: string;
  currency: string;
  /** invoice: issuing | issued | reversed; contract: sent | signed. */
  state: string;
  issueTime: string;
  /** The PDF at a signed address (10 minutes); '' while there is none. */
  pdfUrl: string;
}

export interface ExhibitWire {
  id: string;
  name: string;
  nameEn: string;
  category: string;
  description: string;
  state: 'pending' | 'approved' | 'rejected';
  rejectReason: string;
}

/** `GET RC exhibit/list`. */
export interface ExhibitListWire {
  max: number;
  exhibits: ExhibitWire[];
}

/** `GET RC exhibitor/certificationCode` (and its renewal): the company's code, for its admin only. */
export interface ExhibitorCertificationCodeWire {
  deptId: string;
  code: string;
}
