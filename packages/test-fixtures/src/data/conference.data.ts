// The conference programme of `demo` (issue 15), generated deterministically (a fixed-seed PRNG, no
// randomness at run time) relative to the server clock at reset: day 1 is the Beijing date of that
// clock, days 2 and 3 follow. 4 venues × 3 days × 18 slots (09:00–18:00, 25 minutes each, so the
// sessions of one slot clash with each other) = 216 sessions on 12 topics by 300 speakers, plus the
// demo's fixed sessions: one ongoing at reset (behind `sign-open`) and two on the preview day before day
// 1 (one behind `sign-ended`). Every session also has its own door code `sign-<sessionId>`. Some sessions are full, some need review, some have no capacity; the ones
// SEED.conference names have fixed properties. Also the 10 activities, the door sign codes and the
// sign-ups of 13800000130.
import type { ActivityRecord, ProgrammeSeed, SessionRecord, SignUpRecord, SpeakerRecord, VenueRecord } from '../server/conference/conference-records';
import type { NamedOption } from '../server/conference/conference-wire.types';
import { SEED } from './seed.constants';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BEIJING_OFFSET_MS = 8 * HOUR;
const C = SEED.conference;
const demo = SEED.exhibitions.demo;

/** Start of the Beijing day holding `epochMs`. */
export const beijingDayStart = (epochMs: number): number => Math.floor((epochMs + BEIJING_OFFSET_MS) / DAY) * DAY - BEIJING_OFFSET_MS;

/** mulberry32: a small PRNG with a fixed seed, so every reset generates the same programme. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** The fair's venue and each hall's place in it: an .ics file carries the address (issue 29). */
const SITE = { cn: '上海市青浦区崧泽大道333号 国家会展中心', en: 'National Exhibition and Convention Center, 333 Songze Avenue, Qingpu, Shanghai' };

export const VENUES: readonly VenueRecord[] = [
  { id: 'v1', name: '主论坛厅', nameEn: 'Main Forum Hall', address: `${SITE.cn} 1号馆二层`, addressEn: `Hall 1, level 2, ${SITE.en}` },
  { id: 'v2', name: '创新剧场', nameEn: 'Innovation Theatre', address: `${SITE.cn} 2号馆一层`, addressEn: `Hall 2, level 1, ${SITE.en}` },
  { id: 'v3', name: '国际会议室', nameEn: 'International Room', address: `${SITE.cn} 会议中心三层`, addressEn: `Conference Centre, level 3, ${SITE.en}` },
  { id: 'v4', name: '工作坊 A', nameEn: 'Workshop A', address: `${SITE.cn} 会议中心二层`, addressEn: `Conference Centre, level 2, ${SITE.en}` },
];

export const TOPICS: readonly NamedOption[] = [
  ['智能制造', 'Smart manufacturing'],
  ['跨境电商', 'Cross-border e-commerce'],
  ['绿色能源', 'Green energy'],
  ['供应链', 'Supply chain'],
  ['人工智能', 'Artificial intelligence'],
  ['品牌出海', 'Brands going global'],
  ['数字营销', 'Digital marketing'],
  ['新材料', 'New materials'],
  ['物流科技', 'Logistics technology'],
  ['消费电子', 'Consumer electronics'],
  ['医疗健康', 'Health care'],
  ['可持续设计', 'Sustainable design'],
].map(([name, nameEn], i) => ({ id: `t${String(i + 1).padStart(2, '0')}`, name: name as string, nameEn: nameEn as string }));

const SURNAMES = [
  ['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['杨', 'Yang'], ['黄', 'Huang'], ['赵', 'Zhao'], ['吴', 'Wu'], ['周', 'Zhou'],
  ['徐', 'Xu'], ['孙', 'Sun'], ['马', 'Ma'], ['朱', 'Zhu'], ['胡', 'Hu'], ['郭', 'Guo'], ['何', 'He'], ['高', 'Gao'], ['林', 'Lin'], ['罗', 'Luo'],
  ['郑', 'Zheng'], ['梁', 'Liang'], ['谢', 'Xie'], ['宋', 'Song'], ['唐', 'Tang'], ['许', 'Xu'], ['韩', 'Han'], ['冯', 'Feng'], ['邓', 'Deng'], ['曹', 'Cao'],
] as const;
const GIVEN = [
  ['志远', 'Zhiyuan'], ['思琪', 'Siqi'], ['浩然', 'Haoran'], ['雨桐', 'Yutong'], ['子涵', 'Zihan'], ['一鸣', 'Yiming'], ['欣怡', 'Xinyi'], ['俊杰', 'Junjie'],
  ['佳宁', 'Jianing'], ['明轩', 'Mingxuan'], ['若曦', 'Ruoxi'], ['天佑', 'Tianyou'], ['嘉怡', 'Jiayi'], ['文博', 'Wenbo'], ['诗涵', 'Shihan'], ['宇航', 'Yuhang'],
  ['晓彤', 'Xiaotong'], ['泽宇', 'Zeyu'], ['梦瑶', 'Mengyao'], ['建国', 'Jianguo'], ['慧敏', 'Huimin'], ['振华', 'Zhenhua'], ['静怡', 'Jingyi'], ['海涛', 'Haitao'],
  ['丽娟', 'Lijuan'], ['国栋', 'Guodong'], ['雅琴', 'Yaqin'], ['立新', 'Lixin'], ['美玲', 'Meiling'], ['成龙', 'Chenglong'], ['秀英', 'Xiuying'], ['永强', 'Yongqiang'],
  ['婉清', 'Wanqing'], ['晨阳', 'Chenyang'], ['书瑶', 'Shuyao'], ['凯文', 'Kaiwen'], ['安琪', 'Anqi'], ['鹏飞', 'Pengfei'], ['心怡', 'Xinyi'], ['家豪', 'Jiahao'],
] as const;
const JOB_TITLES = [
  ['首席执行官', 'Chief Executive Officer'], ['首席技术官', 'Chief Technology Officer'], ['副总裁', 'Vice President'], ['研究院院长', 'Director of Research'],
  ['教授', 'Professor'], ['首席经济学家', 'Chief Economist'], ['产品总监', 'Product Director'], ['合伙人', 'Partner'], ['秘书长', 'Secretary General'], ['总经理', 'General Manager'],
] as const;
const ORGANISATIONS = [
  ['华东智能装备集团', 'East China Intelligent Equipment Group'], ['海纳跨境科技', 'Haina Cross-border Technology'], ['青禾新能源', 'Qinghe New Energy'],
  ['远航供应链管理', 'Yuanhang Supply Chain Management'], ['启明人工智能研究院', 'Qiming AI Institute'], ['东方品牌研究中心', 'Oriental Brand Research Centre'],
  ['星链数字营销', 'Xinglian Digital Marketing'], ['华材新材料', 'Huacai Advanced Materials'], ['速达物流科技', 'Suda Logistics Technology'], ['北辰消费电子', 'Beichen Consumer Electronics'],
  ['仁和医疗', 'Renhe Medical'], ['绿洲设计事务所', 'Oasis Design Studio'], ['上海国际贸易促进会', 'Shanghai International Trade Promotion Association'],
  ['复兴大学管理学院', 'Fuxing University School of Management'], ['中欧商贸协会', 'China-Europe Business Association'], ['长江制造创新中心', 'Yangtze Manufacturing Innovation Centre'],
  ['南海港口集团', 'Nanhai Port Group'], ['云帆咨询', 'Yunfan Consulting'], ['天工机器人', 'Tiangong Robotics'], ['明德研究所', 'Mingde Institute'],
] as const;
const THEMES = [
  ['趋势与展望', 'trends and outlook'], ['实践案例分享', 'case studies'], ['圆桌对话', 'round-table'], ['政策解读', 'policy briefing'], ['技术前沿', 'the frontier'],
  ['投资机会', 'investment opportunities'], ['标准与合规', 'standards and compliance'], ['人才与组织', 'people and organisations'], ['全球市场', 'global markets'],
  ['数字化转型', 'digital transformation'], ['创新产品发布', 'product launches'], ['采购对接', 'buyer matchmaking'], ['成本与效率', 'cost and efficiency'],
  ['风险管理', 'risk management'], ['生态合作', 'partnerships'], ['用户洞察', 'customer insight'], ['开放创新', 'open innovation'], ['未来十年', 'the next decade'],
] as const;

/** 300 speakers with distinct names; sp-001 is 欧阳明 Ouyang Ming, the guest 13800000131. */
function seedSpeakers(random: () => number): SpeakerRecord[] {
  return Array.from({ length: 300 }, (_, i): SpeakerRecord => {
    const [surname, surnameEn] = SURNAMES[i % SURNAMES.length]!;
    const [given, givenEn] = GIVEN[(Math.floor(i / SURNAMES.length) + 3 * (i % SURNAMES.length)) % GIVEN.length]!;
    const [jobTitle, jobTitleEn] = pick(random, JOB_TITLES);
    const [organisation, organisationEn] = pick(random, ORGANISATIONS);
    const name = `${surname}${given}`;
    const nameEn = `${surnameEn} ${givenEn}`;
    return {
      id: `sp-${String(i + 1).padStart(3, '0')}`,
      name,
      nameEn,
      jobTitle,
      jobTitleEn,
      organisation,
      organisationEn,
      bio: `${name}，${organisation}${jobTitle}，长期关注产业发展与国际合作。`,
      bioEn: `${nameEn} is ${jobTitleEn} at ${organisationEn} and has long worked on industry development and international cooperation.`,
      ...(i % 3 === 0 ? { photo: '/files/demo/speaker.svg' } : {}),
    };
  });
}

const GUEST: Partial<SpeakerRecord> = {
  name: '欧阳明',
  nameEn: 'Ouyang Ming',
  jobTitle: '首席执行官',
  jobTitleEn: 'Chief Executive Officer',
  organisation: '示范传媒集团',
  organisationEn: 'Demo Media Group',
  bio: '欧阳明，示范传媒集团首席执行官，本届展会特邀嘉宾。',
  bioEn: 'Ouyang Ming, CEO of Demo Media Group, is an invited guest of this year’s fair.',
  photo: '/files/demo/speaker.svg',
};

const slotId = (day: number, venue: number, slot: number) => `ms-d${day}-v${venue}-s${String(slot).padStart(2, '0')}`;

/** The 216 generated sessions (days 1–3 from `dayOne`, the Beijing midnight of the reset). */
function generatedSessions(random: () => number, dayOne: number, speakers: readonly SpeakerRecord[]): SessionRecord[] {
  const sessions: SessionRecord[] = [];
  for (let day = 1; day <= 3; day += 1) {
    for (let venue = 1; venue <= VENUES.length; venue += 1) {
      for (let slot = 0; slot < 18; slot += 1) {
        const topic = pick(random, TOPICS);
        const [theme, themeEn] = pick(random, THEMES);
        const startAt = dayOne + (day - 1) * DAY + 9 * HOUR + slot * 30 * MINUTE;
        const speakerIds = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, speakers).id))];
        const roll = random();
        const capacity = roll < 0.15 ? undefined : pick(random, [40, 60, 80, 120, 200]);
        const full = capacity !== undefined && random() < 0.1;
        const registeredBefore = capacity === undefined ? Math.floor(random() * 300) : full ? capacity : Math.floor(random() * capacity * 0.8);
        sessions.push({
          id: slotId(day, venue, slot),
          exhibitionId: demo,
          title: `${topic.name}：${theme}`,
          titleEn: `${topic.nameEn}: ${themeEn}`,
          topicId: topic.id,
          venueId: `v${venue}`,
          startAt,
          endAt: startAt + 25 * MINUTE,
          summary: `聚焦${topic.name}领域的${theme}，嘉宾分享观点并与现场观众交流。`,
          summaryEn: `${topic.nameEn}: ${themeEn}, with talks by the speakers and questions from the floor.`,
          speakerIds,
          ...(capacity === undefined ? {} : { capacity }),
          registeredBefore,
          needsReview: random() < 0.12,
        });
      }
    }
  }
  return sessions;
}

/** Fixed properties of the sessions SEED.conference names (whatever the generator rolled). */
function fixNamed(sessions: SessionRecord[]): void {
  const set = (id: string, fields: Partial<SessionRecord>) => {
    const session = sessions.find((s) => s.id === id);
    if (session) Object.assign(session, fields);
  };
  const open = { needsReview: false, capacity: 200, registeredBefore: 20 };
  set(C.fullSessionId, { needsReview: false, capacity: 60, registeredBefore: 60 });
  for (const id of C.clashSessionIds) set(id, open);
  set(C.reviewSessionId, { needsReview: true, capacity: 100, registeredBefore: 10 });
  set(C.openSessionId, { ...open, capacity: 120, registeredBefore: 30 });
  set(C.tomorrowSessionId, open);
  set(C.attendee.inReviewSessionId, { needsReview: true, capacity: 80, registeredBefore: 12 });
  set(C.attendee.failedSessionId, { needsReview: true, capacity: 80, registeredBefore: 40 });
  const guestSessions: readonly string[] = [C.openSessionId, C.reviewSessionId, C.tomorrowSessionId];
  for (const session of sessions) if (guestSessions.includes(session.id) && !session.speakerIds.includes(C.speakerId)) session.speakerIds.unshift(C.speakerId);
}

/** The fixed sessions around the reset: ongoing now, and the preview day's two (yesterday). */
function fixedSessions(now: number, dayOne: number): SessionRecord[] {
  const openStart = Math.max(dayOne, Math.floor((now - 30 * MINUTE) / MINUTE) * MINUTE);
  const preview = dayOne - DAY;
  const base = { exhibitionId: demo, needsReview: false, registeredBefore: 0 } as const;
  return [
    {
      ...base,
      id: C.attendedSessionId,
      title: '预展日主旨演讲',
      titleEn: 'Preview-day keynote',
      topicId: 't01',
      venueId: 'v1',
      startAt: preview + 10 * HOUR,
      endAt: preview + 11 * HOUR,
      summary: '预展日的主旨演讲，介绍本届展会的亮点。',
      summaryEn: 'The preview day’s keynote: the highlights of this year’s fair.',
      speakerIds: [C.speakerId, 'sp-002'],
      capacity: 300,
      registeredBefore: 240,
    },
    {
      ...base,
      id: C.endedSessionId,
      title: '预展日采购论坛',
      titleEn: 'Preview-day sourcing forum',
      topicId: 't04',
      venueId: 'v2',
      startAt: preview + 14 * HOUR,
      endAt: preview + 15 * HOUR + 30 * MINUTE,
      summary: '采购商与供应商在预展日的对话。',
      summaryEn: 'Buyers and suppliers in conversation on the preview day.',
      speakerIds: ['sp-003', 'sp-004'],
      registeredBefore: 85,
    },
    {
      ...base,
      id: C.ongoingSessionId,
      title: '开放论坛：与展商面对面',
      titleEn: 'Open floor: meet the exhibitors',
      topicId: 't06',
      venueId: 'v1',
      startAt: openStart,
      endAt: openStart + 2 * HOUR,
      summary: '现场开放的交流论坛，随时入场。',
      summaryEn: 'An open forum on site: come in at any time.',
      speakerIds: [C.speakerId, 'sp-005'],
      registeredBefore: 57,
    },
  ];
}

const ACTIVITIES: readonly (readonly [string, string, string, string, number, number, number | undefined, number])[] = [
  // title, titleEn, place, placeEn, day (1–3), start hour, capacity, registered before
  ['欢迎酒会', 'Welcome reception', '会展中心二楼宴会厅', 'Convention Centre banquet hall, level 2', 2, 18, 200, 120],
  ['工厂参观：智能产线', 'Factory visit: a smart production line', '集合点：北门 3 号', 'Meeting point: North Gate 3', 2, 9, 40, 12],
  ['采购商早餐会', 'Buyers’ breakfast', '国际会议室', 'International Room', 2, 8, 30, 30],
  ['新品发布派对', 'Product launch party', '创新剧场', 'Innovation Theatre', 2, 20, undefined, 64],
  ['城市夜游', 'City night tour', '集合点：南广场', 'Meeting point: South Square', 3, 19, 60, 18],
  ['设计师沙龙', 'Designers’ salon', '工作坊 A', 'Workshop A', 3, 14, 50, 21],
  ['媒体见面会', 'Press meet-up', '新闻中心', 'Press Centre', 3, 10, 80, 33],
  ['青年创业者交流会', 'Young founders’ meet-up', '创新剧场', 'Innovation Theatre', 3, 16, 100, 47],
  ['闭幕晚宴', 'Closing dinner', '会展中心二楼宴会厅', 'Convention Centre banquet hall, level 2', 3, 18, 300, 210],
  ['晨跑俱乐部', 'Morning run club', '集合点：东广场', 'Meeting point: East Square', 3, 7, undefined, 9],
];

function seedActivities(dayOne: number): ActivityRecord[] {
  return ACTIVITIES.map(([title, titleEn, place, placeEn, day, hour, capacity, registeredBefore], i) => {
    const startAt = dayOne + (day - 1) * DAY + hour * HOUR;
    return {
      id: `act-${String(i + 1).padStart(2, '0')}`,
      exhibitionId: demo,
      title,
      titleEn,
      place,
      placeEn,
      startAt,
      endAt: startAt + 2 * HOUR,
      summary: `${title}：展会期间的现场活动，名额有限。`,
      summaryEn: `${titleEn}: an activity during the fair; places are limited.`,
      ...(i % 2 === 0 ? { cover: '/files/demo/activity.svg' } : {}),
      ...(capacity === undefined ? {} : { capacity }),
      registeredBefore,
    };
  });
}

/** 13800000130's sign-ups: every sign-up state and every time state; nothing for the `sign-ended` session. */
function attendeeSignUps(now: number, userId: string): SignUpRecord[] {
  const at = now - 2 * DAY;
  return [
    { userId, sessionId: C.attendedSessionId, state: 'success', signedAt: now - DAY - 13 * HOUR, createdAt: at },
    { userId, sessionId: C.ongoingSessionId, state: 'success', createdAt: at },
    { userId, sessionId: C.tomorrowSessionId, state: 'success', createdAt: at },
    { userId, sessionId: C.attendee.inReviewSessionId, state: 'in_review', createdAt: at },
    { userId, sessionId: C.attendee.failedSessionId, state: 'failed', failReason: '名额已分配给更早的申请 Seats went to earlier applicants', createdAt: at },
  ];
}

/** The user id of a seeded registration on `demo` (user.factory.ts's rule). */
const demoUserId = (phone: string) => `u-${demo}-${phone}`;

export function seedProgramme(now: number): ProgrammeSeed {
  const random = prng(20260515);
  const dayOne = beijingDayStart(now);
  const speakers = seedSpeakers(random);
  const guest = speakers[0];
  if (guest) Object.assign(guest, GUEST, { userId: demoUserId(SEED.phones.conferenceGuest) });
  const sessions = generatedSessions(random, dayOne, speakers);
  fixNamed(sessions);
  const attendee = demoUserId(SEED.phones.conferenceAttendee);
  sessions.unshift(...fixedSessions(now, dayOne));
  return {
    venues: VENUES.map((v) => ({ ...v })),
    topics: TOPICS.map((t) => ({ ...t })),
    speakers,
    sessions,
    activities: seedActivities(dayOne),
    signCodes: [
      { signCodeId: C.signCodes.open, sessionId: C.ongoingSessionId },
      { signCodeId: C.signCodes.notStarted, sessionId: C.tomorrowSessionId },
      { signCodeId: C.signCodes.ended, sessionId: C.endedSessionId },
      // Every session's own door code, `sign-<sessionId>` (the three above are the demo links' names).
      ...sessions.map((s) => ({ signCodeId: `sign-${s.id}`, sessionId: s.id })),
    ],
    signUps: attendeeSignUps(now, attendee),
    activitySignUps: [{ userId: attendee, activityId: C.activityIds.attendeeRegistered, createdAt: now - 2 * DAY }],
  };
}
