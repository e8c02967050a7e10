// The files replies in the domain's shape, whatever placeholders the backend wrote for absent values.
import type { MailedFile } from '@fairpass/domain/files';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const MAILED_FILE_SHAPE: ShapeOf<MailedFile> = {
  object: { email: 'text', fileName: 'text', sentAt: 'text', expireTime: 'text' },
};

/** `file/mail`. */
export const normaliseMailedFile = (raw: unknown): MailedFile => readReply(raw, MAILED_FILE_SHAPE) as MailedFile;
