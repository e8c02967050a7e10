// The personal centre's ways onward, grouped as a visitor looks for them. A link shows only to whom it
// serves (`shownTo`); the paths are checked against the route catalogue at compile time.
import { type PlainRoutePath, type UserInfo } from '@fairpass/domain';
import { isGroupLeader } from '@fairpass/domain/groups';

export interface MenuLink {
  readonly to: PlainRoutePath;
  /** Key in the user-center texts. */
  readonly label: string;
}

export interface MenuSection {
  /** Key in the user-center texts (`section.<id>`), and the section's id. */
  readonly id: 'tickets' | 'conference' | 'others' | 'group' | 'travel' | 'information' | 'account';
  readonly links: readonly MenuLink[];
  /** Shown only to these visitors (default: everyone logged in). */
  readonly shownTo?: (user: UserInfo) => boolean;
}

export const USER_CENTER_MENU: readonly MenuSection[] = [
  {
    id: 'tickets',
    links: [
      { to: '/confirmation', label: 'toConfirmation' },
      { to: '/wallet', label: 'toWallet' },
      { to: '/order', label: 'toOrders' },
      { to: '/waitingList', label: 'toWaitingList' },
      { to: '/ticket-type', label: 'toBuyTickets' },
      { to: '/journal', label: 'toJournal' },
      { to: '/freeTicket', label: 'toGive' },
      { to: '/give', label: 'toGifts' },
      { to: '/invoice', label: 'toInvoices' },
      { to: '/invoiceHeaderManage', label: 'toInvoiceHeaders' },
    ],
  },
  {
    id: 'conference',
    links: [
      { to: '/meetingSchedule', label: 'toProgramme' },
      { to: '/conference/mySchedule', label: 'toMySchedule' },
      { to: '/conference/activity/list', label: 'toActivities' },
      { to: '/entrance', label: 'toEntrance' },
    ],
  },
  {
    id: 'others',
    links: [
      { to: '/teamRegistration', label: 'toTeam' },
      { to: '/helpRegistration', label: 'toHelp' },
      { to: '/inviteRegistration', label: 'toInvite' },
      { to: '/share', label: 'toShare' },
      { to: '/posterDown', label: 'toPoster' },
      { to: '/myRanking', label: 'toRanking' },
      { to: '/source', label: 'toSources' },
    ],
  },
  {
    id: 'group',
    // Only the group leader may manage a group (spec §6); the screens refuse others as well.
    shownTo: isGroupLeader,
    links: [
      { to: '/groupManagement', label: 'toGroup' },
      { to: '/subordinate', label: 'toSubAccounts' },
    ],
  },
  {
    id: 'travel',
    links: [
      { to: '/stayManage', label: 'toStay' },
      { to: '/parking', label: 'toParking' },
    ],
  },
  {
    id: 'information',
    links: [
      { to: '/news', label: 'toNews' },
      { to: '/hotel', label: 'toHotel' },
      { to: '/traffic', label: 'toTraffic' },
      { to: '/cooperationPartners', label: 'toPartners' },
      { to: '/datadownload', label: 'toMaterials' },
      { to: '/special', label: 'toSpecial' },
      { to: '/builder', label: 'toBuilder' },
    ],
  },
  {
    id: 'account',
    links: [{ to: '/changePassword', label: 'toChangePassword' }],
  },
];
