// The exhibitor's catalogue (issue 30): the catalogue entry, the uploads and logo, the products.
import { line, lines } from '../kit/text-rule';
import { defineServerArea } from '../kit/server-area';
import { EXHIBITOR_CATALOGUE_REPLY_DATA } from './exhibitor-catalogue-field-types';
import { registerExhibitorCatalogueRoutes } from './exhibitorCatalogue.routes';

export const serverArea = defineServerArea({
  routes: registerExhibitorCatalogueRoutes,
  replyData: EXHIBITOR_CATALOGUE_REPLY_DATA,
  textRules: {
    exhibitorJournalName: line(60, '会刊名称', 'Catalogue name'),
    exhibitorJournalEnName: line(120, '会刊英文名称', 'Catalogue name (English)'),
    journalContacts: line(20, '联系人', 'Contact'),
    journalContactInformation: line(30, '联系电话', 'Contact phone'),
    journalIntroduction: lines(500, '公司简介', 'Introduction'),
    journalEnIntroduction: lines(1500, '英文简介', 'Introduction (English)'),
  },
});
