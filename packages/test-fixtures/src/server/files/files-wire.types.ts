// The files endpoint's wire shapes (docs/endpoints.md "Keeping a file (issue 27)").

/** `POST RC file/mail`: the server's receipt for a mailed file. */
export interface MailedFile {
  email: string;
  fileName: string;
  /** Beijing wall-clock `yyyy-MM-dd HH:mm:ss`. */
  sentAt: string;
  /** Until when the mailed link works, Beijing wall-clock. */
  expireTime: string;
}

/** A mail the server sent, as the test hook lists it. */
export interface FileMail {
  at: number;
  /** The account that asked for it. */
  userId: string;
  to: string;
  kind: string;
  fileName: string;
  /** The fresh signed link in the mail (no token, no openid). */
  link: string;
}
