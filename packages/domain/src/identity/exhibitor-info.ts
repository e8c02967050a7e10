// The exhibitor (company) record of dept/getByExhibitionIdAndUserId (spec §3); wire field names.

export interface CompanyExhibitionVO {
  readonly deptId: string;
  readonly exhibitionHallNo: string;
  readonly boothNo: string;
  /** Several booths of one company, as the server joins them for display. */
  readonly boothNos: string;
}

export interface ExhibitorInfo {
  readonly id: string;
  readonly fullName: string;
  readonly fullEnName: string;
  readonly exhibitorJournalName: string;
  readonly exhibitorJournalEnName: string;
  readonly journalContacts: string;
  readonly journalContactInformation: string;
  readonly journalIntroduction: string;
  readonly journalEnIntroduction: string;
  readonly journalLogo: string;
  readonly deptName: string;
  readonly deptEnName: string;
  readonly exhibitorBoardId: string;
  readonly exhibitorJournalId: string;
  readonly companyExhibitionVO: CompanyExhibitionVO;
}
