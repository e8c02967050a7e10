import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATING,
  isLeadRating,
  LEAD_GRADES,
  LEAD_RATINGS, isDay, leadContactErrors, leadErrors, leadQualificationErrors, normaliseTags } from './lead-rules';

describe('a lead about to be saved', () => {
  it('needs only the badge code when it was scanned (details come with the sync)', () => {
    expect(leadContactErrors({ source: 'qr', badgeCode: 'FPB-0001' })).toEqual({});
    expect(leadContactErrors({ source: 'qr', badgeCode: '  ' })).toEqual({ badgeCode: ['VALIDATION.REQUIRED'] });
    expect(leadContactErrors({ source: 'qr', badgeCode: 'x'.repeat(65) })).toEqual({ badgeCode: ['VALIDATION.TOO_LONG'] });
  });

  it('checks the details a scan already carries', () => {
    expect(leadContactErrors({ source: 'qr', badgeCode: 'FPB-0001', name: '张3', mobile: '123' })).toEqual({
      name: ['VALIDATION.NAME_INVALID'],
      mobile: ['VALIDATION.PHONE_INVALID'],
    });
  });

  it('needs a name of 2+ letters and a mainland mobile when typed by hand or looked up by mobile', () => {
    expect(leadContactErrors({ source: 'manual' })).toEqual({ name: ['VALIDATION.REQUIRED'], mobile: ['VALIDATION.REQUIRED'] });
    expect(leadContactErrors({ source: 'mobile', name: '王', mobile: '13900170001' })).toEqual({ name: ['VALIDATION.NAME_INVALID'] });
    // A mobile kept to look up on sync needs no name (the server fills it in), only the mobile.
    expect(leadContactErrors({ source: 'mobile', mobile: '13900170001' })).toEqual({});
    expect(leadContactErrors({ source: 'mobile' })).toEqual({ mobile: ['VALIDATION.REQUIRED'] });
    expect(leadContactErrors({ source: 'manual', name: '王小明', mobile: '13900170001', email: 'wang@example.com', company: '某公司' })).toEqual({});
    expect(leadContactErrors({ source: 'manual', name: 'Li Lei', mobile: '13900170001', email: 'nope' })).toEqual({ email: ['VALIDATION.EMAIL_INVALID'] });
  });

  it('limits the company and job title', () => {
    expect(leadContactErrors({ source: 'manual', name: 'Li Lei', mobile: '13900170001', company: '公'.repeat(101), jobTitle: 'x'.repeat(51) })).toEqual({
      company: ['VALIDATION.TOO_LONG'],
      jobTitle: ['VALIDATION.TOO_LONG'],
    });
  });

  it('keeps tags trimmed, without blanks or repeats in any case or width', () => {
    expect(normaliseTags([' 采购 ', 'VIP', 'vip', '', 'ＶＩＰ', 'new  lead'])).toEqual(['采购', 'VIP', 'new lead']);
  });

  it('limits tags, notes and the follow-up, and knows the ratings', () => {
    expect(leadQualificationErrors({ rating: 'hot', tags: ['a'], notes: 'ok' })).toEqual({});
    expect(leadQualificationErrors({ rating: 'boiling' as never })).toEqual({ rating: ['VALIDATION.OUT_OF_RANGE'] });
    expect(leadQualificationErrors({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toEqual({ tags: ['VALIDATION.OUT_OF_RANGE'] });
    expect(leadQualificationErrors({ tags: ['x'.repeat(21)] })).toEqual({ tags: ['VALIDATION.TOO_LONG'] });
    expect(leadQualificationErrors({ notes: 'x'.repeat(501) })).toEqual({ notes: ['VALIDATION.TOO_LONG'] });
    expect(leadQualificationErrors({ followUp: { date: '2026-02-30', note: '', done: false } })).toEqual({ followUpDate: ['VALIDATION.DATE_INVALID'] });
    expect(leadQualificationErrors({ followUp: { date: '', note: 'x'.repeat(201), done: false } })).toEqual({
      followUpDate: ['VALIDATION.REQUIRED'],
      followUpNote: ['VALIDATION.TOO_LONG'],
    });
  });

  it('puts both parts together', () => {
    expect(leadErrors({ source: 'manual', name: 'Li Lei', mobile: '1', rating: 'warm', tags: [], notes: '' })).toEqual({ mobile: ['VALIDATION.PHONE_INVALID'] });
  });

  it('reads days that exist', () => {
    expect(isDay('2026-12-01')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-1')).toBe(false);
    expect(isDay(20261201)).toBe(false);
  });
});

describe('a new lead’s rating', () => {
  it('is unrated until someone rates it, and can be filtered as unrated but not chosen by hand', () => {
    expect(DEFAULT_RATING).toBe('unrated');
    expect(isLeadRating('unrated')).toBe(true);
    expect(LEAD_GRADES).toEqual(['hot', 'warm', 'cold']);
    expect(LEAD_RATINGS).toEqual([...LEAD_GRADES, 'unrated']);
  });
});
