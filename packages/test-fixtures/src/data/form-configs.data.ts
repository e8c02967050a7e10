import type { FormField, LanguageType } from '../server/wire.types';

/** The personal-info form (/infoWap): Chinese visitors give an ID number, English ones a country. */
export function seedRegistrationForms(): Record<LanguageType, FormField[]> {
  return {
    cn: [
      { prop: 'name', label: '姓名', labelEn: 'Name', type: 'input', required: true, rule: 'name', maxLength: 20, placeholder: '请输入姓名', placeholderEn: 'Your name' },
      { prop: 'company', label: '公司名称', labelEn: 'Company', type: 'input', required: true, maxLength: 100, placeholder: '请输入公司名称', placeholderEn: 'Company name' },
      { prop: 'position', label: '职位', labelEn: 'Position', type: 'select', required: true, dictCode: 'position' },
      { prop: 'industry', label: '所属行业', labelEn: 'Industry', type: 'select', required: true, dictCode: 'industry' },
      { prop: 'interest', label: '参观兴趣', labelEn: 'Interests', type: 'checkbox', required: false, dictCode: 'interest' },
      { prop: 'idNumber', label: '身份证号', labelEn: 'ID number', type: 'input', required: false, rule: 'idNumber', maxLength: 18 },
      { prop: 'email', label: '邮箱', labelEn: 'E-mail', type: 'input', required: false, rule: 'email', maxLength: 100 },
      { prop: 'remark', label: '备注', labelEn: 'Remark', type: 'textarea', required: false, maxLength: 200 },
    ],
    en: [
      { prop: 'firstName', label: '名', labelEn: 'First name', type: 'input', required: true, rule: 'name', maxLength: 40 },
      { prop: 'lastName', label: '姓', labelEn: 'Last name', type: 'input', required: true, rule: 'name', maxLength: 40 },
      { prop: 'companyEnName', label: '公司英文名', labelEn: 'Company', type: 'input', required: true, maxLength: 100 },
      { prop: 'country', label: '国家', labelEn: 'Country', type: 'select', required: true, dictCode: 'country' },
      { prop: 'position', label: '职位', labelEn: 'Position', type: 'select', required: true, dictCode: 'position' },
      { prop: 'phone', label: '电话', labelEn: 'Phone', type: 'input', required: false, rule: 'phone', maxLength: 20 },
      { prop: 'interest', label: '参观兴趣', labelEn: 'Interests', type: 'checkbox', required: false, dictCode: 'interest' },
    ],
  };
}

/** The exhibitor self-service company form. */
export function seedExhibitorSelfForm(): FormField[] {
  return [
    { prop: 'fullName', label: '公司全称', labelEn: 'Company name', type: 'input', required: true, maxLength: 100 },
    { prop: 'fullEnName', label: '公司英文名', labelEn: 'Company name (English)', type: 'input', required: false, maxLength: 100 },
    { prop: 'creditCode', label: '统一社会信用代码', labelEn: 'Unified social credit code', type: 'input', required: true, rule: 'creditCode', maxLength: 18 },
    { prop: 'contact', label: '联系人', labelEn: 'Contact', type: 'input', required: true, rule: 'name', maxLength: 20 },
    { prop: 'mobile', label: '联系电话', labelEn: 'Mobile', type: 'input', required: true, rule: 'mobile' },
    { prop: 'logo', label: '公司标志', labelEn: 'Logo', type: 'image', required: false },
    { prop: 'foundedOn', label: '成立日期', labelEn: 'Founded on', type: 'date', required: false },
    { prop: 'scale', label: '企业规模', labelEn: 'Company size', type: 'radio', required: false, dictCode: 'scale' },
  ];
}
