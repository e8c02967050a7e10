// The seeded values tests and demos rely on (issue 3 makes them part of the contract). Import these
// instead of retyping phone numbers.

export const SEED = {
  tenantId: '000000',
  client: { id: 'saber', secret: 'saber_secret' },
  /** The verification code that every SMS / WhatsApp / e-mail code login and reset accepts. */
  code: '123456',
  exhibitions: {
    demo: 'demo',
    closed: 'closed-demo',
    stopped: 'stopped-demo',
    businessCard: 'card-demo',
    conferenceActivity: 'activity-demo',
    conferenceConfirmation: 'confirmation-demo',
    wechatOnly: 'wechat-only-demo',
  },
  themeColor: '#0a7cff',
  phones: {
    newVisitor: '13800000001',
    questionnairePending: '13800000002',
    reviewPending: '13800000003',
    approvedWithTicket: '13800000004',
    exhibitor: '13800000005',
    tradeFairExhibitor: '13800000006',
    groupLeaderForming: '13800000007',
    passwordDemo: '13800000009',
    safeJump: '13800000010',
    unsafeJump: '13800000011',
    approvedWithoutQr: '13800000012',
    rejected: '13800000013',
    approvedWithoutTicket: '13800000014',
    professionalVisitor: '13800000015',
    groupLeaderFormed: '13800000016',
    media: '13800000017',
    conferenceNotRegistered: '13800000020',
    conferenceRegisteredNoTicket: '13800000021',
    conferenceRegisteredWithTicket: '13800000022',
    staffApproved: '13800000030',
    staffPending: '13800000031',
    staffIncomplete: '13800000032',
    wechatBound: '13800000040',
    imaster: '13800000041',
    autoLogin: '13800000042',
    /** Ticketing (issue 13), approved visitors on `demo`: no ticket yet (→ /ticket-type through a ticket link). */
    ticketBuyer: '13800000110',
    /** An unpaid VIP order (SEED.ticketing.unpaidOrderId), 13 minutes left to pay at reset. */
    unpaidOrder: '13800000111',
    /** A paid trade visitor pass (SEED.ticketing.paidTicketId), upgradable to VIP for the difference. */
    paidTicket: '13800000112',
    /** 500 orders and 50 valid tickets, for paging. */
    bulkBuyer: '13800000113',
    /**
     * Gifts, refunds, invoices (issue 14), on `demo`. 周礼 Zhou Li: a paid order of three VIP tickets,
     * two issued and one in the pending gift SEED.aftersales.giftId (not refundable: 4302).
     */
    giftGiver: '13800000120',
    /** No account: the first login signs up (the claimant of the demo gift's link). */
    giftClaimant: '13800000121',
    /** 李雷 Li Lei: two paid orders to refund and invoice, and two saved invoice headers. */
    aftersalesBuyer: '13800000122',
    /** A free order (not invoiceable), an entered ticket's order (refund 4301), a closed refund window (4303). */
    aftersalesRefusals: '13800000123',
    /**
     * Conference and information (issue 15), on `demo`. 顾会议 Gu Huiyi, `conference`, approved: sessions in
     * every sign-up state and time state (SEED.conference.attendee), 30 entry records.
     */
    conferenceAttendee: '13800000130',
    /** 欧阳明 Ouyang Ming, `media`, approved: the guest who is speaker SEED.conference.speakerId. */
    conferenceGuest: '13800000131',
    /**
     * Group management (issue 16), on `demo`: 孙团员 Sun, an approved member of 13800000007's group who is
     * not its leader (group management refuses: 4601). The leaders are groupLeaderForming (a group of 1,000
     * being formed, SEED.groups.forming) and groupLeaderFormed (a small formed group, SEED.groups.formed).
     */
    groupMember: '13800000141',
    /** 郑团务, a group account (leader of a small formed group) with three sub-accounts (SEED.groups.subAccounts). */
    groupAccount: '13800000142',
    /**
     * Registering others, stay and parking (issue 16), approved visitors on `demo`. 韩领队 Han: a team of
     * three already registered (SEED.delegates.team).
     */
    teamLeader: '13800000143',
    /** 冯帮忙 Feng: registered one person by help, two of a group and one colleague (SEED.delegates.helper). */
    helper: '13800000144',
    /** 蒋住宿 Jiang: two rooms to assign to a party of three, and two car passes (SEED.logistics). */
    roomsAndParking: '13800000145',
    /** 杨新队 Yang: nothing registered yet (no team, no people, no rooms, no passes). */
    noDelegates: '13800000146',
    /** On `stopped-demo`: no ticket (→ /closed); the approved visitor there has one. */
    stoppedWithoutTicket: '13800000001',
    stoppedWithTicket: '13800000004',
  },
  emails: {
    englishVisitor: 'visitor@example.com',
  },
  accounts: {
    password: { username: 'demo', password: 'Demo@2026' },
    autoLogin: 'auto-demo',
  },
  openids: {
    bound: 'oFairpassBoundUser0040',
    /** An openid bound to nobody ("No user information"); by default the redirect hands each browser one of its own. */
    unbound: 'oFairpassGuestOpenid01',
  },
  imasterCode: 'IMASTER-DEMO-0041',
  /** The demo official account behind `wx/noToken/getJsSdk` (signatures are real, the ticket is not). */
  wechat: { appId: 'wxfa1rpa55demo0001', jsapiTicket: 'fairpass-demo-jsapi-ticket' },
  exhibitorDeptId: 'dept-1001',
  /** The ticket shop of `demo` (issue 13; docs/endpoints.md "Ticketing"). */
  ticketing: {
    /** The demo visitor link: offers every type of `demo`. */
    registerLinkId: 'rl-demo-visitor',
    /** A VIP invitation link: the VIP ticket, the summit and the gala only. */
    vipLinkId: 'rl-demo-vip',
    /** 20 % off the VIP ticket only. */
    discountCode: 'FAIR2026',
    journalId: 'jn-demo-2026',
    types: {
      /** Free, up to 5 per order. */
      visitor: 'tt-demo-visitor',
      /** 58.00, the lower paid type the paid-ticket seed holds. */
      trade: 'tt-demo-trade',
      /** 128.00, 180 of 300 left (one of them in the unpaid-order seed's order); FAIR2026 applies. */
      vip: 'tt-demo-vip',
      soldOut: 'tt-demo-summit',
      /** Conflicts with `workshop` (same time slot); free. */
      opening: 'tt-demo-opening',
      workshop: 'tt-demo-workshop',
      /** Free, limited to one per person. */
      onePerUser: 'tt-demo-matchmaking',
      /** On sale 7 days after reset (server clock). */
      notOnSale: 'tt-demo-gala',
      /** Sale ended the day before reset. */
      saleEnded: 'tt-demo-preview',
    },
    unpaidOrderId: '1907000000000001111',
    paidOrderId: '1907000000000001121',
    paidTicketId: '2907000000000001121',
  },
  /** Gifts, refunds and invoices on `demo` (issue 14; docs/endpoints.md "Gifts, complimentary tickets, refunds and invoices"). */
  aftersales: {
    /** 13800000120's pending gift of one VIP ticket, made at reset (72 hours to go). */
    giftId: 'gift-demo-pending',
    /** The claim link of that gift on the default `pnpm start` address. */
    claimLink:
      'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=giveCard&ticketGiveRecordId=gift-demo-pending#/ticket/receive/complimentaryTickets',
    /** 13800000120's order of three VIP tickets (384.00): two issued, the third locked in the gift. */
    giftOrderId: '1907000000000001201',
    giverTicketIds: ['2907000000000001201', '2907000000000001202'],
    giftedTicketId: '2907000000000001203',
    /** 13800000122's trade visitor pass (58.00): refundable and invoiceable. */
    refundOrderId: '1907000000000001221',
    refundTicketId: '2907000000000001221',
    /** 13800000122's VIP ticket (128.00): refundable and invoiceable. */
    invoiceOrderId: '1907000000000001222',
    invoiceTicketId: '2907000000000001222',
    /** 13800000122's default enterprise header (ordinary invoice by e-mail) and personal one (by mobile). */
    enterpriseHeaderId: '4907000000000001221',
    personalHeaderId: '4907000000000001222',
    companyTitle: '上海示范会展服务有限公司',
    /** A valid unified social credit code (GB 32100 check character 8). */
    creditCode: '91310115MA1K4B7Q28',
    /** 13800000123's free visitor ticket order (0.00: not invoiceable, 'free'; refund 4304). */
    freeOrderId: '1907000000000001231',
    /** 13800000123's trade visitor pass whose ticket was used to enter (refund 4301). */
    enteredOrderId: '1907000000000001232',
    enteredTicketId: '2907000000000001232',
    /** 13800000123's preview-day pass (20.00), its refund window closed the day before reset (4303). */
    windowClosedOrderId: '1907000000000001233',
  },
  /** The conference programme, sign-in codes and information pages of `demo` (issue 15; docs/endpoints.md "Conference, guests, sign-in and information"). */
  conference: {
    /** Upcoming, capacity 60 and 60 signed up (4501). */
    fullSessionId: 'ms-d2-v1-s04',
    /** Upcoming, same time (day 2, 13:00–13:25) in two venues (4502 together). */
    clashSessionIds: ['ms-d2-v2-s08', 'ms-d2-v3-s08'],
    /** Upcoming, a sign-up waits for the organiser's review (in_review). */
    reviewSessionId: 'ms-d3-v1-s12',
    /** Upcoming, open, no review: a sign-up succeeds at once. Speaker: SEED.conference.speakerId. */
    openSessionId: 'ms-d2-v1-s14',
    /** Ongoing at reset (started up to 30 minutes before, ends 90+ minutes after): behind `sign-open`. */
    ongoingSessionId: 'ms-now-open-floor',
    /** Tomorrow 10:00–10:25: behind `sign-not-started`. */
    tomorrowSessionId: 'ms-d2-v4-s02',
    /** Yesterday (the preview day) 14:00–15:30: behind `sign-ended`. */
    endedSessionId: 'ms-d0-preview-forum',
    /** Yesterday 10:00–11:00: 13800000130 signed up and signed in. */
    attendedSessionId: 'ms-d0-preview-keynote',
    /** 13800000130's sign-ups waiting for review, and refused with a reason. */
    attendee: { inReviewSessionId: 'ms-d3-v3-s06', failedSessionId: 'ms-d3-v2-s10' },
    /** 欧阳明 Ouyang Ming: 13800000131 (SEED.phones.conferenceGuest). */
    speakerId: 'sp-001',
    activityIds: { open: 'act-02', full: 'act-03', attendeeRegistered: 'act-01' },
    signCodes: { open: 'sign-open', notStarted: 'sign-not-started', ended: 'sign-ended' },
    /** The meeting sign-in links on the default `pnpm start` address. */
    signInLinks: {
      open: 'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=meetingSignIn&signCodeId=sign-open#/meetingSignIn',
      notStarted: 'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=meetingSignIn&signCodeId=sign-not-started#/meetingSignIn',
      ended: 'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=meetingSignIn&signCodeId=sign-ended#/meetingSignIn',
    },
    materialId: 'mat-01',
    newsId: 'news-01',
    /** A booth number the builder filing accepts (A1-001…A1-120, A2-…, B1-…, B2-…). */
    boothNo: 'A1-001',
  },
  /** The visiting groups of `demo` (issue 16; docs/endpoints.md "Group management and sub-accounts"). */
  groups: {
    /** 13800000007's group, being formed: 1,000 members in five teams, newest first in the list. */
    forming: {
      groupId: 'vg-demo-0007',
      size: 1000,
      /** 200 members, every one approved: its print holds 200 cards. */
      allApprovedTeamId: 'vg-0007-t1',
      /** The four other teams, 200 members each: 60 % approved, 30 % pending, 10 % not approved. */
      mixedTeamIds: ['vg-0007-t2', 'vg-0007-t3', 'vg-0007-t4', 'vg-0007-t5'],
      /** Members to look at: one of each review state. */
      approvedMemberId: 'vgm-0007-0001',
      pendingMemberId: 'vgm-0007-0202',
      rejectedMemberId: 'vgm-0007-0210',
      /** 13800000141 (孙团员) is this member, approved. */
      memberOfPhone141: 'vgm-0007-0201',
      /** Counts by review state at reset. */
      counts: { approved: 680, pending: 240, rejected: 80 },
    },
    /** 13800000016's group, formed: 8 members in two teams (6 approved, 1 pending, 1 not approved). */
    formed: { groupId: 'vg-demo-0016', teamIds: ['vg-0016-t1', 'vg-0016-t2'] },
    /** 13800000142's group, formed: 3 members. */
    account: { groupId: 'vg-demo-0142', teamIds: ['vg-0142-t1'] },
    /** 13800000142's sub-accounts: each logs in with its account and password. */
    subAccounts: [
      { account: 'zheng-east', password: 'Group@2026', phone: '13900142001' },
      { account: 'zheng-south', password: 'Group@2026', phone: '13900142002' },
      { account: 'zheng-west', password: 'Group@2026', phone: '13900142003' },
    ],
  },
  /** People registered by others on `demo` (issue 16; docs/endpoints.md "Registering others, stay and parking"). */
  delegates: {
    /** 13800000143's team: three members, the first approved, the others pending review. */
    team: { teamId: 'team-demo-0143', memberPhones: ['13900143001', '13900143002', '13900143003'] },
    /** 13800000144's people: one by help, two of a group, one colleague from work. */
    helper: { help: ['13900144001'], group: ['13900144011', '13900144012'], work: ['13900144021'] },
    /**
     * An ID number (it passes the GB 11643 check) that several seeded visitors share: a person registered
     * with it is refused as registered before (4701), as is one with the mobile of anyone on `demo`.
     */
    registeredIdNumber: '11010519491231002X',
  },
  /** 13800000145's rooms and car passes on `demo`; the show's days are the server clock's yesterday to the day after tomorrow. */
  logistics: {
    /** A twin room (2 beds) for the show's three nights: 13800000145 and 沈随行 sleep there. */
    twinRoomId: 'room-demo-0145-twin',
    /** A single room (1 bed) for the same nights, nobody in it yet. */
    singleRoomId: 'room-demo-0145-single',
    /** The party: 13800000145 and the two people they registered by help (沈随行, 韩随行). */
    companionPhones: ['13900145001', '13900145002'],
    /** A valid pass for 粤B12345 (today to the show's last day) and a cancelled one for the new-energy 沪AD12345. */
    validPassId: 'pass-demo-0145-1',
    cancelledPassId: 'pass-demo-0145-2',
    validPlate: '粤B12345',
  },
  /**
   * Invitations, traceability channels and sharing on `demo` (issue 16; docs/endpoints.md "Invitations,
   * sources, sharing and reach"). Every one of these people is an approved visitor unless said otherwise.
   */
  reach: {
    phones: {
      /** 林溯源 Lin Suyuan: owns the channels A1 (3 registrations) and EXPO (1); nobody registered through them. */
      channelOwner: '13800000160',
      /** 宋分享 Song Fenxiang: 4 registered through them (first in the ranking); a text and an e-mail invitation still open. */
      sharer: '13800000161',
      /** 吴扫码: through 13800000161's QR code and channel A1. */
      throughQr: '13800000162',
      /** 郑链接: through 13800000161's link and A1; waiting for review. */
      throughLink: '13800000163',
      /** Through 13800000161's share card and A1; information not filled in yet. */
      throughShare: '13800000164',
      /** 孔短信: through 13800000161's text invitation and channel EXPO. */
      throughText: '13800000165',
      /** 沈推荐 Shen Tuijian: 2 registered through them (second in the ranking). */
      secondSharer: '13800000166',
      /** 钱好友: through 13800000166's share card. */
      friendShare: '13800000167',
      /** 褚朋友: through 13800000166's link; not approved. */
      friendLink: '13800000168',
      /** No account: 13800000161's open text invitation went here; the first login signs up. */
      invitedNoAccount: '13800000169',
    },
    /** 13800000161's open e-mail invitation (Mary Smith). */
    invitedEmail: 'mary.smith@example.com',
    /** 13800000160's traceability channels. */
    codes: { flyer: 'A1', metro: 'EXPO' },
    /** 13800000161's invitations by text and e-mail: the one 13800000165 registered through, and the two still open. */
    sendIds: { registered: 'seed-0161-1', openText: 'seed-0161-2', openEmail: 'seed-0161-3' },
    /** 13800000161's invitation link (LINK) on the default `pnpm start` address. */
    inviteLink:
      'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=inviteCard&registerLinkId=inv-u-demo-13800000161&inviteType=LINK&inviteUserId=u-demo-13800000161&inviteUserName=%E5%AE%8B%E5%88%86%E4%BA%AB#/invite/home',
    /** 13800000161's share link (the fission parent). */
    shareLink:
      'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=inviteCard&fissionParentBladeUserId=u-demo-13800000161&inviteUserName=%E5%AE%8B%E5%88%86%E4%BA%AB#/invite/home',
    /** Channel A1's registration link. */
    sourceLink: 'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000&sourceCode=A1#/registration',
  },
  /**
   * The trade-fair lead tool (issue 17), on `demo`: 13800000006 (SEED.phones.tradeFairExhibitor) holds a
   * single-person package (a second login ends the first: 4901); 13800000150 is the admin and
   * 13800000151 a staff member of a multi-person package; 13800000152 has no package yet. 50 visitors
   * with badge codes FPB-2026-0001…0050 and mobiles 13900170001…050; FPB-2026-9999 and 13900170099 are
   * "Customer information not found".
   */
  leads: {
    multiAdmin: '13800000150',
    multiStaff: '13800000151',
    noPackage: '13800000152',
    accounts: { single: 'la-1002', multi: 'la-1150', none: 'la-1152' },
    visitorCount: 50,
    badgePrefix: 'FPB-2026-',
    mobilePrefix: '13900170',
    firstBadge: 'FPB-2026-0001',
    firstMobile: '13900170001',
    notFoundBadge: 'FPB-2026-9999',
    notFoundMobile: '13900170099',
    /** The contract server's receiving account for corporate transfers. */
    bank: { accountName: '会展数字服务（上海）有限公司', bankName: '中国工商银行上海市分行营业部', accountNo: '1001 2345 6789 0123 456' },
  },
  /**
   * The waiting list (issue 28), on `demo`, around the summit (SEED.ticketing.types.soldOut, 100 seats,
   * sold out): 候一 Hou Yi and 候二 Hou Er are approved without tickets (the first and second to join its
   * list), 候三 Hou San a third; 退二 Tui Er holds one of the 100 seats, a paid, refundable order
   * (298.00) whose refund gives the seat back to the list. Everyone may ask for the gala's reminder.
   */
  waitlist: {
    phones: { first: '13800000170', second: '13800000171', refunder: '13800000172', third: '13800000173' },
    summitOrderId: '1907000000000001721',
    summitTicketId: '2907000000000001721',
  },
  /**
   * A jump address on the server's own origin (`{serverOrigin}` is replaced by it, e.g.
   * http://127.0.0.1:7700), and one that must never be followed.
   */
  jumpUrls: {
    safe: '{serverOrigin}/#/contentPage/1',
    unsafe: 'https://evil.example/steal-session',
  },
} as const;
