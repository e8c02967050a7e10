// The information pages of `demo` (issue 15), with times relative to the server clock at reset: the
// hotel, traffic and special pages (bilingual HTML, one image served by demo-art.routes.ts), 25 news
// items (newest first: news-01 an hour before reset), 12 partners in 3 categories (one with a
// `javascript:` address the client must refuse), 8 PDF materials, the booth numbers builders file for
// (A1-001…A1-120, A2-…, B1-…, B2-…) and 30 entry records of 13800000130.
import type { EntranceSeed, InfoPageRecord, InformationSeed, MaterialRecord, NewsRecord, PartnerRecord } from '../server/information/information-records';
import { SEED } from './seed.constants';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const demo = SEED.exhibitions.demo;

function pages(now: number): InfoPageRecord[] {
  const page = (kind: InfoPageRecord['kind'], title: string, titleEn: string, content: string, contentEn: string): InfoPageRecord => ({
    exhibitionId: demo,
    kind,
    title,
    titleEn,
    content,
    contentEn,
    updatedAt: now - 3 * DAY,
  });
  return [
    page(
      'hotel',
      '酒店住宿',
      'Hotels',
      '<h2>协议酒店</h2><p>展会期间，以下酒店为参展商与观众提供协议价。</p><ul><li>会展中心酒店（步行 5 分钟）</li><li>滨江国际酒店（班车 15 分钟）</li><li>城市便捷酒店（地铁 2 站）</li></ul><img src="/files/demo/info-hotel.svg" alt="会展中心酒店"><p>预订时请说明“示范展会”。</p>',
      '<h2>Partner hotels</h2><p>During the fair these hotels offer rates for exhibitors and visitors.</p><ul><li>Convention Centre Hotel (5 minutes on foot)</li><li>Riverside International Hotel (15 minutes by shuttle)</li><li>City Express Hotel (2 metro stops)</li></ul><img src="/files/demo/info-hotel.svg" alt="Convention Centre Hotel"><p>Mention “Demo Fair” when you book.</p>',
    ),
    page(
      'traffic',
      '交通指南',
      'Getting here',
      '<h2>地铁</h2><p>地铁 2 号线会展中心站 3 号口出站即到北门。</p><h2>班车</h2><ul><li>机场班车：每 30 分钟一班</li><li>酒店班车：8:00–18:00</li></ul><img src="/files/demo/info-traffic.svg" alt="场馆地图"><p>场馆停车位有限，建议公共交通出行。</p>',
      '<h2>Metro</h2><p>Line 2, Convention Centre station, exit 3 leads to the North Gate.</p><h2>Shuttles</h2><ul><li>Airport shuttle: every 30 minutes</li><li>Hotel shuttle: 8:00–18:00</li></ul><img src="/files/demo/info-traffic.svg" alt="Venue map"><p>Parking is limited; please come by public transport.</p>',
    ),
    page(
      'special',
      '特装服务',
      'Special booth services',
      '<h2>特装展位</h2><p>特装展位须由备案的搭建商施工，并提交搭建图纸与安全承诺书。</p><ul><li>图纸：PDF、JPG 或 PNG，每个文件不超过 10 MB</li><li>备案截止：开展前 15 天</li></ul><img src="/files/demo/info-special.svg" alt="特装展位示意"><p>如需咨询，请提交特装咨询表。</p>',
      '<h2>Special (custom-built) booths</h2><p>Custom-built booths must be built by a registered contractor, who files the drawings and a safety pledge.</p><ul><li>Drawings: PDF, JPG or PNG, up to 10 MB each</li><li>Filing deadline: 15 days before opening</li></ul><img src="/files/demo/info-special.svg" alt="A custom-built booth"><p>Questions? Send us the special-booth enquiry form.</p>',
    ),
  ];
}

const NEWS_TOPICS = [
  ['展会开幕倒计时', 'Countdown to opening'], ['国际采购团确认参展', 'International buyer delegations confirmed'], ['新品发布日程公布', 'Product launch schedule published'],
  ['绿色展台评选启动', 'Green booth award opens'], ['论坛嘉宾名单更新', 'Forum speakers updated'], ['观众登记突破十万', 'Visitor registrations pass 100,000'],
  ['交通接驳方案发布', 'Shuttle plan published'], ['展商手册上线', 'Exhibitor manual online'],
] as const;

function news(now: number): NewsRecord[] {
  return Array.from({ length: 25 }, (_, i): NewsRecord => {
    const [topic, topicEn] = NEWS_TOPICS[i % NEWS_TOPICS.length]!;
    const n = i + 1;
    const title = `${topic}（第 ${n} 期）`;
    const titleEn = `${topicEn} (no. ${n})`;
    return {
      id: `news-${String(n).padStart(2, '0')}`,
      exhibitionId: demo,
      title,
      titleEn,
      summary: `${topic}：组委会第 ${n} 期动态。`,
      summaryEn: `${topicEn}: the organisers' update no. ${n}.`,
      ...(n % 3 === 1 ? { cover: '/files/demo/news.svg' } : {}),
      content: `<h2>${title}</h2><p>${topic}。组委会将持续发布最新消息。</p><ul><li>时间：展会期间</li><li>地点：会展中心</li></ul>`,
      contentEn: `<h2>${titleEn}</h2><p>${topicEn}. The organisers will keep you posted.</p><ul><li>When: during the fair</li><li>Where: the Convention Centre</li></ul>`,
      publishedAt: now - HOUR - i * 9 * HOUR,
    };
  });
}

function partners(): PartnerRecord[] {
  const categories = [
    ['战略合作伙伴', 'Strategic partners'],
    ['媒体合作', 'Media partners'],
    ['支持单位', 'Supporting organisations'],
  ] as const;
  const names = [
    ['华东智能装备集团', 'East China Intelligent Equipment Group'], ['海纳跨境科技', 'Haina Cross-border Technology'], ['青禾新能源', 'Qinghe New Energy'], ['远航供应链', 'Yuanhang Supply Chain'],
    ['示范日报', 'Demo Daily'], ['环球贸易周刊', 'Global Trade Weekly'], ['科技前沿网', 'Tech Frontier Online'], ['会展视界', 'Expo Vision'],
    ['上海国际贸易促进会', 'Shanghai International Trade Promotion Association'], ['中欧商贸协会', 'China-Europe Business Association'], ['长江制造创新中心', 'Yangtze Manufacturing Innovation Centre'], ['可疑链接公司', 'Suspicious Link Ltd.'],
  ] as const;
  return names.map(([name, nameEn], i): PartnerRecord => {
    const [category, categoryEn] = categories[Math.floor(i / 4)]!;
    const id = `partner-${String(i + 1).padStart(2, '0')}`;
    const url = i === 11 ? 'javascript:alert(document.cookie)' : i % 2 === 0 ? `https://partner.example.com/${id}` : undefined;
    return { id, exhibitionId: demo, name, nameEn, category, categoryEn, ...(i % 3 === 2 ? {} : { logo: '/files/demo/partner.svg' }), ...(url ? { url } : {}) };
  });
}

function materials(now: number): MaterialRecord[] {
  const titles = [
    ['展商手册', 'Exhibitor manual'], ['观众指南', 'Visitor guide'], ['场馆平面图', 'Floor plan'], ['会议日程', 'Conference programme'],
    ['特装搭建规范', 'Custom booth building rules'], ['安全须知', 'Safety rules'], ['物流服务指南', 'Logistics guide'], ['媒体资料包', 'Press kit'],
  ] as const;
  return titles.map(([title, titleEn], i): MaterialRecord => {
    const id = `mat-${String(i + 1).padStart(2, '0')}`;
    return {
      id,
      exhibitionId: demo,
      title,
      titleEn,
      description: `${title}（PDF），展会期间请以最新版本为准。`,
      descriptionEn: `${titleEn} (PDF); the latest version applies during the fair.`,
      lines: ['fairpass demo material (contract server)', `Material: ${id}`, `Title: ${titleEn}`],
      publishedAt: now - (i + 1) * DAY,
    };
  });
}

function boothNos(): Set<string> {
  return new Set(['A1', 'A2', 'B1', 'B2'].flatMap((hall) => Array.from({ length: 120 }, (_, i) => `${hall}-${String(i + 1).padStart(3, '0')}`)));
}

function entrances(now: number): EntranceSeed[] {
  const userId = `u-${demo}-${SEED.phones.conferenceAttendee}`;
  const gates = [
    ['北门 1 号', 'North Gate 1'],
    ['东门 2 号', 'East Gate 2'],
    ['南门 3 号', 'South Gate 3'],
  ] as const;
  // Newest first: one in or out every 3 hours before reset.
  return Array.from({ length: 30 }, (_, i): EntranceSeed => {
    const [gate, gateEn] = gates[i % gates.length]!;
    return {
      id: `entry-130-${String(i + 1).padStart(2, '0')}`,
      userId,
      at: now - HOUR - i * 3 * HOUR,
      gate,
      gateEn,
      direction: i % 2 === 0 ? 'out' : 'in',
      ticketName: '会议代表证',
      ticketNameEn: 'Conference delegate pass',
    };
  });
}

export function seedInformation(now: number): InformationSeed {
  return { pages: pages(now), news: news(now), partners: partners(), materials: materials(now), boothNos: boothNos(), entrances: entrances(now) };
}
