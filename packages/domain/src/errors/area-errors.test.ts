import { describe, expect, it } from 'vitest';
import { AREA_ERRORS } from './area-errors.generated';
import { readCommerceFailure } from './commerce-failures';
import { errorAreaOf, messageKeyFor } from './error-catalogue';
import { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes';
import { knowAllAreaErrors } from './all-area-errors';

// These read every area's codes and wire rows, which a program knows once its areas are in use.
knowAllAreaErrors();

const areas = Object.entries(AREA_ERRORS) as ReadonlyArray<[string, { codes: Record<string, unknown>; wire: Record<number, { code: string }> }]>;

describe("the areas' failures (packages/domain/src/<area>/<area>-errors.ts)", () => {
  it('are found on disk and composed into the codes, each code declared once', () => {
    expect(areas.map(([name]) => name)).toEqual(expect.arrayContaining(['exhibitor', 'leads', 'ticketing', 'waiting-list']));
    const declared = areas.flatMap(([, area]) => Object.keys(area.codes));
    expect(new Set(declared).size).toBe(declared.length);
    for (const code of declared) expect(ERROR_CODES).toContain(code);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('give every backend failure code to one area, and read it as a known code', () => {
    const wires = areas.flatMap(([, area]) => Object.keys(area.wire));
    expect(new Set(wires).size).toBe(wires.length);
    for (const [, area] of areas) for (const failure of Object.values(area.wire)) expect(isErrorCode(failure.code), failure.code).toBe(true);
    // One wire code per meaning, so a server or a test can answer a code with its number.
    const meanings = areas.flatMap(([, area]) => Object.values(area.wire).map((failure) => failure.code));
    expect(new Set(meanings).size).toBe(meanings.length);
  });

  it('name the area of each of their codes; a shared code has none', () => {
    expect(errorAreaOf('LEADS.NO_PACKAGE')).toBe('leads');
    expect(errorAreaOf('WAITING.CLOSED')).toBe('waiting-list');
    expect(errorAreaOf('EXHIBITOR.PERMISSION_NOT_OPENED')).toBe('exhibitor');
    expect(errorAreaOf('NETWORK.TIMEOUT')).toBeUndefined();
    expect(errorAreaOf('ORDER.EXPIRED')).toBeUndefined();
    for (const [name, area] of areas) for (const code of Object.keys(area.codes)) expect(errorAreaOf(code as ErrorCode)).toBe(name);
  });

  it("read the exhibitor's slice A failures 5001–5012 (design note §5), the facts in `data` as params", () => {
    expect(readCommerceFailure(5001)).toEqual({ code: 'EXHIBITOR.CODE_INVALID' });
    expect(readCommerceFailure(5002, { company: '上海示范会展服务有限公司' })).toEqual({ code: 'EXHIBITOR.ALREADY_CERTIFIED', params: { company: '上海示范会展服务有限公司' } });
    expect(readCommerceFailure(5003)).toEqual({ code: 'REGISTRATION.SUBMISSION_CLOSED' });
    expect(readCommerceFailure(5004)).toEqual({ code: 'EXHIBITOR.PERMISSION_NOT_OPENED' });
    expect(readCommerceFailure(5005, { max: 6 })).toEqual({ code: 'LIMIT.MAX_EXHIBITS', params: { max: '6' } });
    expect(readCommerceFailure(5006, { max: 20 })).toEqual({ code: 'LIMIT.MAX_PRODUCTS', params: { max: '20' } });
    expect(readCommerceFailure(5007)).toEqual({ code: 'BOOTH.NOT_ALLOCATED' });
    expect(readCommerceFailure(5008)).toEqual({ code: 'FASCIA.NOT_APPLICABLE' });
    expect(readCommerceFailure(5009, { item: '标准展架' })).toEqual({ code: 'SERVICE.SOLD_OUT', params: { item: '标准展架' } });
    expect(readCommerceFailure(5010, { deadline: '2026-05-01 18:00:00' })).toEqual({ code: 'SERVICE.BOOKING_CLOSED', params: { deadline: '2026-05-01 18:00:00' } });
    expect(readCommerceFailure(5011)).toEqual({ code: 'EXHIBITOR.APPLICATION_EXISTS' });
    expect(readCommerceFailure(5012)).toEqual({ code: 'EXHIBITOR.NOT_APPROVED' });
    expect(messageKeyFor('EXHIBITOR.CODE_INVALID')).toBe('errors.exhibitor_code_invalid');
  });
});
