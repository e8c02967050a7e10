import type { DictItem, LanguageType } from '../server/wire.types';

/** Business dictionaries by code, each in both languages (same keys, translated values). */
export type DictionarySeed = Record<string, Record<LanguageType, DictItem[]>>;

function dictionary(entries: Array<[key: string, zh: string, en: string]>): Record<LanguageType, DictItem[]> {
  return {
    cn: entries.map(([dictKey, zh]) => ({ dictKey, dictValue: zh })),
    en: entries.map(([dictKey, , en]) => ({ dictKey, dictValue: en })),
  };
}

export function seedDictionaries(): DictionarySeed {
  return {
    // the company form's size (formConfigForExhibitorSelf, issue 30)
    scale: dictionary([
      ['micro', '20人以下', 'Under 20 people'],
      ['small', '20–99人', '20–99 people'],
      ['medium', '100–499人', '100–499 people'],
      ['large', '500人及以上', '500 people or more'],
    ]),
    industry: dictionary([
      ['electronics', '电子电器', 'Electronics'],
      ['machinery', '机械制造', 'Machinery'],
      ['textiles', '纺织服装', 'Textiles'],
      ['food', '食品饮料', 'Food and beverage'],
      ['other', '其他', 'Other'],
    ]),
    position: dictionary([
      ['ceo', '总经理', 'General manager'],
      ['manager', '部门经理', 'Department manager'],
      ['buyer', '采购', 'Buyer'],
      ['engineer', '工程师', 'Engineer'],
      ['other', '其他', 'Other'],
    ]),
    country: dictionary([
      ['CN', '中国', 'China'],
      ['US', '美国', 'United States'],
      ['DE', '德国', 'Germany'],
      ['JP', '日本', 'Japan'],
      ['GB', '英国', 'United Kingdom'],
      // the nationalities of the seeded visa letters (exhibitor-letters.data.ts), which name their country
      ['FR', '法国', 'France'],
      ['IT', '意大利', 'Italy'],
    ]),
    // an exhibit's category (design exhibitor.md §2.2: "category (dictionary)")
    exhibitCategory: dictionary([
      ['electronics', '消费电子', 'Consumer electronics'],
      ['smartHome', '智能家居', 'Smart home'],
      ['wearables', '可穿戴设备', 'Wearables'],
      ['industrial', '工业检测', 'Industrial inspection'],
      ['lighting', '照明', 'Lighting'],
      ['other', '其他', 'Other'],
    ]),
    interest: dictionary([
      ['newProducts', '新品发布', 'New products'],
      ['sourcing', '采购对接', 'Sourcing'],
      ['conference', '行业论坛', 'Conferences'],
      ['networking', '商务交流', 'Networking'],
    ]),
  };
}
