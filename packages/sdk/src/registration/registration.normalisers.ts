// The registration area's replies in the domain's shape, whatever placeholders the backend wrote for
// absent values (see wire/absent-values.ts for what each rule does and why).
import type { BusinessCardScan, ExhibitorInfo, FormField, Questionnaire } from '@fairpass/domain';
import { FORM_FIELD_SHAPE } from '../wire/form-field.shape';
import { readReply, type ShapeOf } from '../wire/reply-shape';

/** A questionnaire; a text question's options are `[]`. */
export const QUESTIONNAIRE_SHAPE: ShapeOf<Questionnaire> = {
  object: {
    id: 'text',
    index: 'number',
    title: 'text',
    titleEn: 'text',
    questions: {
      list: {
        object: {
          id: 'text',
          title: 'text',
          titleEn: 'text',
          type: 'text',
          required: 'flag',
          options: { list: { object: { id: 'text', label: 'text', labelEn: 'text' } } },
        },
      },
    },
  },
};

/**
 * The exhibitor company. `boothNos` is kept as sent: the domain types it a string (booths joined for
 * display) while the contract server sends a list, so this reads neither into the other.
 */
export const EXHIBITOR_INFO_SHAPE: ShapeOf<ExhibitorInfo> = {
  object: {
    id: 'text',
    fullName: 'text',
    fullEnName: 'text',
    exhibitorJournalName: 'text',
    exhibitorJournalEnName: 'text',
    journalContacts: 'text',
    journalContactInformation: 'text',
    journalIntroduction: 'text',
    journalEnIntroduction: 'text',
    journalLogo: 'text',
    deptName: 'text',
    deptEnName: 'text',
    exhibitorBoardId: 'text',
    exhibitorJournalId: 'text',
    companyExhibitionVO: { object: { deptId: 'text', exhibitionHallNo: 'text', boothNo: 'text', boothNos: 'keep' } },
  },
};

/** A card scan: fields the scanner could not read are absent, not "". */
export const BUSINESS_CARD_SCAN_SHAPE: ShapeOf<BusinessCardScan> = {
  object: {
    url: 'text',
    fields: {
      object: { name: 'optionalText', company: 'optionalText', position: 'optionalText', phone: 'optionalText', email: 'optionalText' },
    },
  },
};

/** `registerConfig/formConfig`, `formConfigForExhibitorSelf` (null → []). */
export const normaliseFormFields = (raw: unknown): FormField[] => readReply(raw, { list: FORM_FIELD_SHAPE }) as FormField[];

/** One form field (see {@link normaliseFormFields}). */
export const normaliseFormField = (raw: unknown): FormField => readReply(raw, FORM_FIELD_SHAPE) as FormField;

/** `questionnaire/detail`: `{}` (and null) is "no questionnaire at this index" → null. */
export const normaliseQuestionnaire = (raw: unknown): Questionnaire | null =>
  readReply(raw, { nullable: QUESTIONNAIRE_SHAPE }) as Questionnaire | null;

/** `dept/getByExhibitionIdAndUserId`: `{}` (and null) is "the user belongs to no exhibitor" → null. */
export const normaliseExhibitorInfo = (raw: unknown): ExhibitorInfo | null =>
  readReply(raw, { nullable: EXHIBITOR_INFO_SHAPE }) as ExhibitorInfo | null;

/** `userInfo/businessCard/upload`. */
export const normaliseBusinessCardScan = (raw: unknown): BusinessCardScan => readReply(raw, BUSINESS_CARD_SCAN_SHAPE) as BusinessCardScan;
