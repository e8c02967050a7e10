// A file the visitor keeps (issue 27): the lead export, a material, an invoice, a session's calendar
// file, a group's entry codes. The server hands each out at a signed, short-lived address on its own
// origin (no token or openid in it), which the page downloads, copies or has mailed.

/** A file at a signed address the server issued. */
export interface SignedFile {
  /** The signed address (`…?expires=&sig=`): no token, no openid. */
  readonly url: string;
  /** The name to save it under. */
  readonly fileName: string;
  /** Until when the address works, Beijing wall-clock `yyyy-MM-dd HH:mm:ss`. */
  readonly expireTime: string;
}

/** What asking the server to mail a file takes: the file's signed address and where to send it. */
export interface MailFileInput {
  readonly url: string;
  readonly email: string;
}

/** The server's receipt for a mailed file: the address it went to and the link's own expiry. */
export interface MailedFile {
  readonly email: string;
  readonly fileName: string;
  /** When it was sent, Beijing wall-clock `yyyy-MM-dd HH:mm:ss`. */
  readonly sentAt: string;
  /** Until when the mailed link works (a fresh signed address, longer than the page's). */
  readonly expireTime: string;
}
