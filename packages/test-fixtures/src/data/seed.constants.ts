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
    /** What the openid redirect hands out by default: bound to nobody ("No user information"). */
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
  /**
   * A jump address on the server's own origin (`{serverOrigin}` is replaced by it, e.g.
   * http://127.0.0.1:7700), and one that must never be followed.
   */
  jumpUrls: {
    safe: '{serverOrigin}/#/contentPage/1',
    unsafe: 'https://evil.example/steal-session',
  },
} as const;
