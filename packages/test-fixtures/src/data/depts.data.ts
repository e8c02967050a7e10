import type { ExhibitorInfo } from '../server/wire.types';
import { SEED } from './seed.constants';

/** Exhibitor companies (departments) of `demo`. */
export function seedDepts(): ExhibitorInfo[] {
  return [
    {
      id: SEED.exhibitorDeptId,
      fullName: '示范电子有限公司',
      fullEnName: 'Demo Electronics Co., Ltd.',
      exhibitorJournalName: '示范电子',
      exhibitorJournalEnName: 'Demo Electronics',
      journalContacts: '陈展商',
      journalContactInformation: '13800000005',
      journalIntroduction: '专注智能硬件十年。',
      journalEnIntroduction: 'Ten years of smart hardware.',
      journalLogo: '/assets/demo-electronics.png',
      deptName: '示范电子',
      deptEnName: 'Demo Electronics',
      exhibitorBoardId: 'board-1001',
      exhibitorJournalId: 'journal-1001',
      companyExhibitionVO: { deptId: SEED.exhibitorDeptId, exhibitionHallNo: 'A1', boothNo: 'A1-101', boothNos: ['A1-101', 'A1-102'] },
    },
    {
      id: 'dept-1002',
      fullName: '贸易配对有限公司',
      fullEnName: 'Trade Match Ltd.',
      exhibitorJournalName: '贸易配对',
      exhibitorJournalEnName: 'Trade Match',
      journalContacts: '褚贸易',
      journalContactInformation: '13800000006',
      journalIntroduction: '',
      journalEnIntroduction: '',
      journalLogo: '',
      deptName: '贸易配对',
      deptEnName: 'Trade Match',
      exhibitorBoardId: '',
      exhibitorJournalId: '',
      companyExhibitionVO: { deptId: 'dept-1002', exhibitionHallNo: 'B2', boothNo: 'B2-220', boothNos: ['B2-220'] },
    },
  ];
}
