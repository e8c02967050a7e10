// The booth services, adverts and interpreters of `demo` (issue 30, design exhibitor.md §2.3, §5.1 seeds):
// prices in fen (advance before the advance deadline, on-site after), deadlines in days from the reset,
// a sold-out item (spotlights), an advert slot already taken and an advert closing in 10 days, the
// interpreters' language pairs; and 13800000005's company's orders: 2 extra shelves paid, power unpaid.

export type ServiceKindSeed = 'service' | 'ads' | 'translation';
export type ServiceGroupSeed = 'furniture' | 'power' | 'cleaning' | 'overtime' | 'catalogue' | 'ecatalogue' | 'venue' | 'interpreter';

export interface ServiceItemSeed {
  id: string;
  kind: ServiceKindSeed;
  group: ServiceGroupSeed;
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  advanceFen: number;
  onsiteFen: number;
  /** Units in stock; undefined: not counted. */
  stock?: number;
  /** A shelf or hanging rod: free up to the booth's allowance. */
  countsAsFree?: boolean;
  /** Booking closes this many days after the reset (end of that Beijing day). */
  closesInDays: number;
  slots?: { id: string; label: string; labelEn: string; taken?: boolean }[];
}

export const SERVICES_SEED = {
  /** The advance price holds until the end of the Beijing day this many days after the reset. */
  advanceDays: 7,
  /** The show's first day after the reset's day, and how many days it lasts (interpreters book within it). */
  showStartsInDays: 2,
  showDays: 4,
  /** The exhibition whose bookings are all closed. */
  closedExhibitionId: 'exh-closed-demo',
  paidOrderId: 'svc-order-1001',
  unpaidOrderId: 'svc-order-1002',
} as const;

export function seedServiceItems(): ServiceItemSeed[] {
  const furniture = (id: string, name: string, nameEn: string, advanceFen: number, extra: Partial<ServiceItemSeed> = {}): ServiceItemSeed => ({
    id,
    kind: 'service',
    group: 'furniture',
    name,
    nameEn,
    unit: '个',
    unitEn: 'piece',
    advanceFen,
    onsiteFen: advanceFen * 1.5,
    closesInDays: 20,
    ...extra,
  });
  return [
    furniture('svc-shelf', '层板', 'Shelf', 10000, { countsAsFree: true }),
    furniture('svc-rod', '挂杆', 'Hanging rod', 8000, { countsAsFree: true }),
    furniture('svc-flow-table', '洽谈桌（桌 + 4 椅）', 'Meeting table set (table + 4 chairs)', 26000, { unit: '套', unitEn: 'set' }),
    furniture('svc-chair', '折椅', 'Folding chair', 3000, { stock: 200 }),
    furniture('svc-spotlight', '射灯', 'Spotlight', 12000, { stock: 0 }),
    { id: 'svc-power', kind: 'service', group: 'power', name: '电源插座（24 小时）', nameEn: 'Power socket (24 hours)', unit: '个', unitEn: 'socket', advanceFen: 38000, onsiteFen: 57000, stock: 40, closesInDays: 20 },
    { id: 'svc-cleaning', kind: 'service', group: 'cleaning', name: '展位保洁', nameEn: 'Booth cleaning', unit: '天', unitEn: 'day', advanceFen: 12000, onsiteFen: 18000, closesInDays: 20 },
    { id: 'svc-overtime', kind: 'service', group: 'overtime', name: '展位加班', nameEn: 'Overtime at the booth', unit: '小时', unitEn: 'hour', advanceFen: 80000, onsiteFen: 120000, closesInDays: 20 },
    {
      id: 'ad-catalogue-page',
      kind: 'ads',
      group: 'catalogue',
      name: '会刊彩页',
      nameEn: 'Catalogue colour page',
      unit: '版',
      unitEn: 'page',
      advanceFen: 800000,
      onsiteFen: 800000,
      closesInDays: 10,
      slots: [
        { id: 'cover-2', label: '封二', labelEn: 'Inside front cover', taken: true },
        { id: 'cover-3', label: '封三', labelEn: 'Inside back cover' },
        { id: 'page-12', label: '内页 P12', labelEn: 'Inner page 12' },
      ],
    },
    {
      id: 'ad-ecatalogue-banner',
      kind: 'ads',
      group: 'ecatalogue',
      name: '电子会刊横幅',
      nameEn: 'E-catalogue banner',
      unit: '周',
      unitEn: 'week',
      advanceFen: 300000,
      onsiteFen: 300000,
      closesInDays: 20,
      slots: [
        { id: 'week-1', label: '第 1 周', labelEn: 'Week 1' },
        { id: 'week-2', label: '第 2 周', labelEn: 'Week 2', taken: true },
        { id: 'week-3', label: '第 3 周', labelEn: 'Week 3' },
      ],
    },
    {
      id: 'ad-venue-banner',
      kind: 'ads',
      group: 'venue',
      name: '场馆吊旗',
      nameEn: 'Venue banner',
      unit: '处',
      unitEn: 'position',
      advanceFen: 1200000,
      onsiteFen: 1200000,
      closesInDays: 20,
      slots: [
        { id: 'south-hall', label: '南登录厅', labelEn: 'South entrance hall' },
        { id: 'hall-1', label: '1 号馆入口', labelEn: 'Hall 1 entrance' },
      ],
    },
    { id: 'tr-full', kind: 'translation', group: 'interpreter', name: '陪同翻译（全天）', nameEn: 'Interpreter (full day)', unit: '人·天', unitEn: 'person-day', advanceFen: 120000, onsiteFen: 150000, closesInDays: 30 },
    { id: 'tr-half', kind: 'translation', group: 'interpreter', name: '陪同翻译（半天）', nameEn: 'Interpreter (half day)', unit: '人·半天', unitEn: 'person-half-day', advanceFen: 70000, onsiteFen: 90000, closesInDays: 30 },
  ];
}

export const LANGUAGE_PAIRS = [
  { value: 'zh-en', label: '中文 ↔ 英语', labelEn: 'Chinese ↔ English' },
  { value: 'zh-ja', label: '中文 ↔ 日语', labelEn: 'Chinese ↔ Japanese' },
  { value: 'zh-de', label: '中文 ↔ 德语', labelEn: 'Chinese ↔ German' },
] as const;
