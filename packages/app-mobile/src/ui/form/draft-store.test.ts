import { describe, expect, it } from 'vitest';
import { clearDraft, keptValues, readDraft, withDraft, writeDraft } from './draft-store';

describe('form drafts in session storage', () => {
  it('lays what was kept over the starting values, field by field and only for the same kind of value', () => {
    writeDraft('login.demo', { phone: '13800000001', privacyAccepted: true, initiativeAccepted: 'yes', other: 'x' });
    const start = { phone: '', code: '', privacyAccepted: false, initiativeAccepted: false };
    expect(withDraft(start, readDraft('login.demo'))).toEqual({
      phone: '13800000001',
      code: '',
      privacyAccepted: true,
      initiativeAccepted: false,
    });
  });

  it('keeps the fields of a form that showed others, so switching e-mail for phone loses neither', () => {
    writeDraft('login.demo', { phone: '13800000001', privacyAccepted: true });
    writeDraft('login.demo', { email: 'a@example.com', privacyAccepted: false });
    expect(readDraft('login.demo')).toEqual({ phone: '13800000001', email: 'a@example.com', privacyAccepted: false });
  });

  it('keeps lists of choices only when they are lists of text', () => {
    writeDraft('q', { q1: ['a', 'b'], q2: [1, 2] });
    expect(withDraft({ q1: [] as string[], q2: [] as string[] }, readDraft('q'))).toEqual({ q1: ['a', 'b'], q2: [] });
  });

  it('never keeps secrets', () => {
    expect(keptValues({ account: 'amy', password: 'pw', code: '123456' }, ['password', 'code'])).toEqual({ account: 'amy' });
  });

  it('forgets a draft once it is cleared, and reads a broken one as none', () => {
    writeDraft('info', { name: 'Amy' });
    clearDraft('info');
    expect(readDraft('info')).toEqual({});
    sessionStorage.setItem('fairpass.draft.info', '{not json');
    expect(readDraft('info')).toEqual({});
  });
});
