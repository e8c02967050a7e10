import { describe, expect, it } from 'vitest';
import { DomainError, err, ok } from '@fairpass/domain';
import { forgetWriteKey, settleWriteKey, writeKeyFor } from './write-key';

describe('the key of a write meant once', () => {
  it('is the same for the same content, across calls (a double tap, a retry, a reload)', () => {
    const basket = [{ ticketTypeId: 'vip', quantity: 1 }];
    expect(writeKeyFor('order', basket)).toBe(writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 1 }]));
  });

  it('is new when the content changes or the write was answered', () => {
    const first = writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 1 }]);
    const changed = writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 2 }]);
    expect(changed).not.toBe(first);
    forgetWriteKey('order');
    expect(writeKeyFor('order', [{ ticketTypeId: 'vip', quantity: 2 }])).not.toBe(changed);
  });
});

describe('settling the key by the write\'s outcome', () => {
  const pass = { plateNumber: '粤B12345', startDate: '2026-12-01', endDate: '2026-12-03' };

  it('ends the key after a success: the next pass is a new write', () => {
    const key = writeKeyFor('parking', pass);
    const done = ok({ passId: 'p-1' });
    expect(settleWriteKey('parking', done)).toBe(done);
    expect(writeKeyFor('parking', pass)).not.toBe(key);
  });

  it('ends the key after a definitive refusal, so the same content sent again once the cause is gone is not answered with the refusal', () => {
    const key = writeKeyFor('parking', pass);
    const refused = err(new DomainError('PARKING.PLATE_TAKEN', '该车牌在所选日期已有车证', undefined, { status: 400, backendCode: 4723 }));
    expect(settleWriteKey('parking', refused)).toBe(refused);
    expect(writeKeyFor('parking', pass)).not.toBe(key);
  });

  it.each([
    ['no answer in time', new DomainError('NETWORK.TIMEOUT')],
    ['a cut connection', new DomainError('NETWORK.EXCEPTION')],
    ['a cancelled send (try again)', new DomainError('REQUEST.ABORTED')],
    ['a server error', new DomainError('SERVER.FAILURE', '服务器异常', undefined, { status: 500 })],
    ["the server's 409 while the first send runs", new DomainError('SERVER.FAILURE', '请求正在处理中，请勿重复提交', undefined, { status: 409, backendCode: 409 })],
  ])('keeps the key after %s, which may have happened: sending again carries the same key', (_what, error) => {
    const key = writeKeyFor('groupMember', pass);
    settleWriteKey('groupMember', err(error));
    expect(writeKeyFor('groupMember', pass)).toBe(key);
    forgetWriteKey('groupMember');
  });
});
